// protocol.go: the engine subcommand, a computer commander behind the STP
// line protocol (docs/PROTOCOL.md) on stdin and stdout, so that any
// program can drive it as a chess GUI drives a UCI engine.

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/lang"
)

// protocolAuthor is the `id author` line's text.
const protocolAuthor = "the STRATEGEMA project"

// runEngine speaks the protocol until quit or the end of stdin.
func runEngine(p *lang.Printer, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newCommand(p, "engine", "cli.engine.usage", stderr)
	name := fs.String("player", "data", p.F("cli.flag.player", "Names", strings.Join(ai.Names(), ", ")))
	threads := fs.Int("threads", runtime.NumCPU(), p.T("cli.flag.threads"))
	seed := fs.Int64("seed", 1, p.T("cli.flag.seed"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	if problem := playerProblem(p, *name); problem != "" || strings.HasPrefix(*name, execPrefix) {
		if problem == "" {
			problem = p.F("cli.unknown_player", "Name", *name, "Names", strings.Join(ai.Names(), ", "))
		}
		fs.fail(problem)
		return 2
	}
	e := &protocolEngine{out: stdout, game: engine.NewGame(), lang: p}
	pl, err := ai.New(*name, ai.WithThreads(*threads), ai.WithSeed(*seed), ai.WithProgress(e.progress))
	if err != nil {
		fs.fail(err)
		return 2
	}
	e.player = pl
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024) // a long game's position line
	for sc.Scan() {
		if !e.handle(sc.Text()) {
			return 0
		}
	}
	if err := sc.Err(); err != nil {
		fs.fail(fmt.Sprintf("%s: %v", p.T("cli.engine.stdin"), err))
		return 1
	}
	return 0
}

// protocolEngine is the engine side of one protocol session.
type protocolEngine struct {
	player ai.Player
	out    io.Writer
	lang   *lang.Printer // the language of the error lines (info string error)
	game   *engine.Game
	// the search in progress: the turn's start and the last depth
	// reported (a lower one starts the search of the turn's second action,
	// which is not reported).
	searching engine.Position
	depth     int
}

// progress reports a completed iteration of the turn's first search.
func (e *protocolEngine) progress(s ai.Stats) {
	if s.Depth <= e.depth {
		e.depth = 1 << 30
		return
	}
	e.depth = s.Depth
	e.say("info depth %d nodes %d time %d score %d pv %s", s.Depth, s.Nodes, s.Elapsed.Milliseconds(), s.Score, lineText(&e.searching, s.PV))
}

func (e *protocolEngine) say(format string, args ...any) {
	fmt.Fprintf(e.out, format+"\n", args...)
}

// fail reports an error as an info string line: the keywords are the
// protocol's, the text after them the session's language.
func (e *protocolEngine) fail(text string) {
	e.say("info string error %s", text)
}

// handle answers one command line; false ends the session.
func (e *protocolEngine) handle(line string) bool {
	line = strings.TrimSpace(line)
	cmd, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	switch cmd {
	case "":
	case "stp":
		e.say("id name %s", e.player.Name())
		e.say("id author %s", protocolAuthor)
		e.say("stpok")
	case "isready":
		e.say("readyok")
	case "newgame":
		e.game = engine.NewGame()
	case "position":
		g, err := parsePositionCommand(e.lang, rest)
		if err != nil {
			e.fail("position: " + e.lang.F("cli.engine.position_unchanged", "Error", err.Error()))
			return true
		}
		e.game = g
	case "go":
		e.goCommand(rest)
	case "quit":
		return false
	default:
		e.fail(e.lang.F("cli.engine.unknown_command", "Command", fmt.Sprintf("%q", cmd)))
	}
	return true
}

// goCommand searches the current position: `go time MS`.
func (e *protocolEngine) goCommand(args string) {
	f := strings.Fields(args)
	if len(f) != 2 || f[0] != "time" {
		e.fail("go: " + e.lang.T("cli.engine.go_usage"))
		return
	}
	ms, err := strconv.Atoi(f[1])
	if err != nil || ms <= 0 {
		e.fail("go: " + e.lang.F("cli.engine.go_time", "Time", fmt.Sprintf("%q", f[1])))
		return
	}
	budget := time.Duration(ms) * time.Millisecond
	p := e.game.Position().Clone()
	e.searching, e.depth = p.Clone(), 0
	plan, err := e.player.PlayTurn(context.Background(), &p, budget)
	if err != nil {
		e.fail("go: " + err.Error())
		e.say("bestturn (none)")
		return
	}
	e.say("bestturn %s", turnText(plan.Actions))
}

// lineText writes a line of play from p as turns in record notation
// separated by " | ", as the position command takes them.
func lineText(p *engine.Position, line []engine.Action) string {
	q := p.Clone()
	var b strings.Builder
	turn := q.Turn()
	for i, a := range line {
		if q.Turn() != turn {
			b.WriteString(" | ")
			turn = q.Turn()
		} else if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.String())
		if q.Apply(a, nil) != nil {
			break
		}
	}
	return b.String()
}

// turnText writes a turn's words as a record line does after its label.
func turnText(as []engine.Action) string {
	words := make([]string, len(as))
	for i, a := range as {
		words[i] = a.String()
	}
	return strings.Join(words, ", ")
}

// parsePositionCommand reads `startpos [turns T1|T2|...]`: the turns are
// replayed with the record's own parser and rules, each one as the line
// of a record (its label is the turn's own).
func parsePositionCommand(p *lang.Printer, args string) (*engine.Game, error) {
	base, turns, _ := strings.Cut(args, " ")
	turns = strings.TrimSpace(turns)
	if base != "startpos" {
		return nil, errors.New(p.F("cli.engine.want_startpos", "Word", fmt.Sprintf("%q", base)))
	}
	if turns == "" {
		return engine.NewGame(), nil
	}
	list, ok := strings.CutPrefix(turns, "turns ")
	if !ok {
		return nil, errors.New(p.F("cli.engine.want_turns", "Word", fmt.Sprintf("%q", turns)))
	}
	return replayTurns(p, strings.Split(list, "|"))
}

// replayTurns plays turns from the opening, each in record notation
// without its label ("L2-D2>L2-D4, surge L2-D4").
func replayTurns(p *lang.Printer, turns []string) (*engine.Game, error) {
	rec := &engine.Record{}
	for i, t := range turns {
		if strings.ContainsAny(t, ";[\n") {
			return nil, errors.New(p.F("cli.engine.turn_chars", "N", i+1, "Turn", fmt.Sprintf("%q", t)))
		}
		label := fmt.Sprintf("%d%c: ", i/2+1, engine.Side(i%2).Letter())
		one, err := engine.ParseRecord([]byte(label + t))
		if err != nil {
			return nil, errors.New(p.F("cli.engine.turn_error", "N", i+1, "Turn", fmt.Sprintf("%q", strings.TrimSpace(t)), "Error", recordErrorText(p, err)))
		}
		if len(one.Turns) != 1 || one.HasResult {
			return nil, errors.New(p.F("cli.engine.not_a_turn", "N", i+1, "Turn", fmt.Sprintf("%q", strings.TrimSpace(t))))
		}
		rt := one.Turns[0]
		rt.Line = i + 1
		rec.Turns = append(rec.Turns, rt)
	}
	g, err := rec.Replay()
	if err != nil {
		var re *engine.RecordError
		if errors.As(err, &re) && re.Line > 0 {
			return nil, errors.New(p.F("cli.engine.turn_error", "N", re.Line, "Turn", fmt.Sprintf("%q", strings.TrimSpace(turns[re.Line-1])), "Error", p.RecordText(re)))
		}
		return nil, err
	}
	return g, nil
}

// recordErrorText is a record error's message without its line and
// column, which point into a one-line record made up for the turn.
func recordErrorText(p *lang.Printer, err error) string {
	var re *engine.RecordError
	if errors.As(err, &re) {
		return p.RecordText(re)
	}
	return err.Error()
}
