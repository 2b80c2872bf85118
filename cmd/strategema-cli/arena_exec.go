// arena_exec.go: a program that speaks the protocol (docs/PROTOCOL.md),
// playing in the arena as `exec:CMD ARGS`. It loses the game when it
// crashes (exits, or answers something that is not the protocol) or
// answers later than its time plus one second.

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/lang"
)

// execPrefix marks an arena player that is a program.
const execPrefix = "exec:"

// Protocol time limits: an answer may come this much after the time asked
// for; the handshake (stp to stpok, isready to readyok) has handshakeTime.
const (
	answerGrace   = time.Second
	handshakeTime = 10 * time.Second
	quitTime      = time.Second // after quit, before the process is killed
)

// forfeitError is a game lost by a protocol player's failure: Kind is
// "crash" or "time forfeit".
type forfeitError struct {
	Kind, Detail string
}

func (e *forfeitError) Error() string { return e.Kind + " (" + e.Detail + ")" }

func crash(format string, args ...any) *forfeitError {
	return &forfeitError{Kind: endingCrash, Detail: fmt.Sprintf(format, args...)}
}

// playerProblem is why spec names no player the arena can seat, in p's
// language ("" when it names one): a computer commander of ai.Names, or
// exec: and a program found on the PATH.
func playerProblem(p *lang.Printer, spec string) string {
	if strings.HasPrefix(spec, execPrefix) {
		f := strings.Fields(strings.TrimPrefix(spec, execPrefix))
		if len(f) == 0 {
			return p.F("cli.arena.exec_empty", "Spec", spec)
		}
		if _, err := exec.LookPath(f[0]); err != nil {
			return p.F("cli.arena.exec_missing", "Command", f[0])
		}
		return ""
	}
	for _, n := range ai.Names() {
		if strings.EqualFold(n, strings.TrimSpace(spec)) {
			return ""
		}
	}
	return p.F("cli.unknown_player", "Name", spec, "Names", strings.Join(ai.Names(), ", "))
}

// execCommand splits an exec: player's command at spaces.
func execCommand(spec string) ([]string, error) {
	f := strings.Fields(strings.TrimPrefix(spec, execPrefix))
	if len(f) == 0 {
		return nil, fmt.Errorf("%q names no command", spec)
	}
	if _, err := exec.LookPath(f[0]); err != nil {
		return nil, fmt.Errorf("%s: %w", spec, err)
	}
	return f, nil
}

// execPlayer is an ai.Player played by a program over the protocol. It
// starts the program at its first turn and sends the game (its record's
// turns) before each go.
type execPlayer struct {
	spec  string
	argv  []string
	game  *engine.Game // the arena's game, read at each turn
	name  string       // from `id name`, else the command
	proc  *exec.Cmd
	stdin io.WriteCloser
	lines chan string // the program's output lines; closed once it has exited
	exit  error       // the process's exit status, set before lines closes
	tail  *tailWriter // the end of its stderr, for the crash report
}

func newExecPlayer(spec string, g *engine.Game) (*execPlayer, error) {
	argv, err := execCommand(spec)
	if err != nil {
		return nil, err
	}
	return &execPlayer{spec: spec, argv: argv, game: g, name: spec}, nil
}

// Name implements ai.Player.
func (x *execPlayer) Name() string { return x.name }

// AnswerDraw implements ai.Player: the protocol has no draw answers, a
// program declines.
func (x *execPlayer) AnswerDraw(*engine.Position) (bool, string) {
	return false, "a program declines"
}

// WantsDraw implements ai.Player: a program offers a draw within its turn
// (offer-draw in its bestturn), never before it.
func (x *execPlayer) WantsDraw(*engine.Position) (bool, string) { return false, "" }

// start runs the program and shakes hands: stp, then newgame and isready.
func (x *execPlayer) start() error {
	x.proc = exec.Command(x.argv[0], x.argv[1:]...)
	x.tail = &tailWriter{}
	x.proc.Stderr = x.tail
	in, err := x.proc.StdinPipe()
	if err != nil {
		return crash("stdin: %v", err)
	}
	out, err := x.proc.StdoutPipe()
	if err != nil {
		return crash("stdout: %v", err)
	}
	if err := x.proc.Start(); err != nil {
		return crash("start: %v", err)
	}
	x.stdin = in
	x.lines = make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		for sc.Scan() {
			x.lines <- sc.Text()
		}
		_, _ = io.Copy(io.Discard, out)
		x.exit = x.proc.Wait()
		close(x.lines)
	}()
	if err := x.send("stp"); err != nil {
		return err
	}
	deadline := time.Now().Add(handshakeTime)
	for {
		line, err := x.next(deadline, "stpok")
		if err != nil {
			return err
		}
		if n, ok := strings.CutPrefix(line, "id name "); ok && strings.TrimSpace(n) != "" {
			x.name = strings.TrimSpace(n)
		}
		if line == "stpok" {
			break
		}
	}
	if err := x.send("newgame\nisready"); err != nil {
		return err
	}
	for {
		line, err := x.next(deadline, "readyok")
		if err != nil {
			return err
		}
		if line == "readyok" {
			return nil
		}
	}
}

// send writes lines to the program; a program gone is a crash.
func (x *execPlayer) send(text string) error {
	if _, err := io.WriteString(x.stdin, text+"\n"); err != nil {
		// the pipe breaks when the program has exited: report its status.
		if _, err := x.next(time.Now().Add(quitTime), "its exit"); err != nil {
			return err
		}
		return crash("writing to it: %v", err)
	}
	return nil
}

// next is the program's next line, or the forfeit when it exits or is
// silent until deadline (waiting names what was expected).
func (x *execPlayer) next(deadline time.Time, waiting string) (string, error) {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case line, ok := <-x.lines:
		if !ok {
			return "", x.exited()
		}
		return strings.TrimSpace(line), nil
	case <-t.C:
		return "", &forfeitError{Kind: endingTimeForfeit, Detail: "no " + waiting + " by the deadline"}
	}
}

// exited is the crash of a program that has ended.
func (x *execPlayer) exited() error {
	status := "exit status 0"
	if x.exit != nil {
		status = x.exit.Error()
	}
	if last := x.tail.lastLine(); last != "" {
		return crash("process exited: %s, stderr: %s", status, last)
	}
	return crash("process exited: %s", status)
}

// PlayTurn implements ai.Player: position, go, and the bestturn within the
// budget plus answerGrace.
func (x *execPlayer) PlayTurn(ctx context.Context, p *engine.Position, budget time.Duration) (ai.TurnPlan, error) {
	start := time.Now()
	if x.proc == nil {
		if err := x.start(); err != nil {
			return ai.TurnPlan{}, err
		}
		start = time.Now()
	}
	rec := engine.RecordOf(x.game)
	cmd := "position startpos"
	if len(rec.Turns) > 0 {
		turns := make([]string, len(rec.Turns))
		for i, t := range rec.Turns {
			turns[i] = turnText(t.Actions)
		}
		cmd += " turns " + strings.Join(turns, "|")
	}
	ms := max(1, budget.Milliseconds())
	if err := x.send(fmt.Sprintf("%s\ngo time %d", cmd, ms)); err != nil {
		return ai.TurnPlan{}, err
	}
	limit := time.Duration(ms)*time.Millisecond + answerGrace
	deadline := start.Add(limit)
	var plan ai.TurnPlan
	for {
		if err := ctx.Err(); err != nil {
			return ai.TurnPlan{}, err
		}
		line, err := x.next(deadline, "bestturn")
		if err != nil {
			var fe *forfeitError
			if errors.As(err, &fe) && fe.Kind == endingTimeForfeit {
				fe.Detail = fmt.Sprintf("no bestturn within %v (go time %d, plus %v)", limit, ms, answerGrace)
			}
			return ai.TurnPlan{}, err
		}
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "info":
			readInfo(rest, &plan.Stats)
		case "bestturn":
			acts, err := parseBestTurn(rest)
			if err != nil {
				return ai.TurnPlan{}, crash("malformed answer %q: %v", line, err)
			}
			plan.Actions = acts
			plan.Stats.Elapsed = time.Since(start)
			return plan, nil
		default:
			return ai.TurnPlan{}, crash("malformed answer %q: want info or bestturn", line)
		}
	}
}

// parseBestTurn reads a bestturn's words, as a record's turn line writes
// them.
func parseBestTurn(text string) ([]engine.Action, error) {
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("no turn")
	}
	var acts []engine.Action
	for _, w := range strings.Split(text, ",") {
		a, err := engine.ParseAction(w)
		if err != nil {
			return nil, err
		}
		acts = append(acts, a)
	}
	return acts, nil
}

// readInfo takes depth, nodes and score from an info line into s (the
// arena's search figures); other info is ignored.
func readInfo(text string, s *ai.Stats) {
	f := strings.Fields(text)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "pv" || f[i] == "string" {
			return // the rest of the line is free text
		}
		v, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil {
			continue
		}
		switch f[i] {
		case "depth":
			s.Depth = int(v)
		case "nodes":
			s.Nodes = uint64(max(0, v))
		case "score":
			s.Score = int(v)
		}
	}
}

// Close ends the program: quit, then a kill if it has not exited within
// quitTime.
func (x *execPlayer) Close() {
	if x.proc == nil {
		return
	}
	_, _ = io.WriteString(x.stdin, "quit\n")
	x.stdin.Close()
	t := time.NewTimer(quitTime)
	defer t.Stop()
	for {
		select {
		case _, ok := <-x.lines:
			if !ok {
				return
			}
		case <-t.C:
			_ = x.proc.Process.Kill()
			for range x.lines {
			}
			return
		}
	}
}

// tailWriter keeps the end of what is written to it.
type tailWriter struct {
	mu  sync.Mutex
	buf []byte
}

func (w *tailWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, b...)
	if len(w.buf) > 4096 {
		w.buf = append(w.buf[:0], w.buf[len(w.buf)-2048:]...)
	}
	return len(b), nil
}

// lastLine is the last non-empty line written, at most 200 bytes.
func (w *tailWriter) lastLine() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(w.buf)), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if len(last) > 200 {
		last = last[len(last)-200:]
	}
	return last
}
