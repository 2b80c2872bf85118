package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/lang"
)

// arenaConfig is the arena's command line.
type arenaConfig struct {
	a, b       string
	games      int
	budget     time.Duration
	budgetB    time.Duration // b's time per turn (0: the same as a's)
	seed       int64
	out        string
	json       bool
	maxTurns   int
	adjudicate int
	parallel   int
	threads    int
	cpuProfile string // file for a CPU profile of the match (none when empty)
	depth      int    // fixed search depth and no clock (0: the time budget)
	nodes      int    // Greedy's evaluations a turn when depth is set
	openings   int    // turns played at random from the start, each opening with both colours (0: none)
}

// runArena plays computer commanders against each other: see usage below.
func runArena(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "arena", "cli.arena.usage", stderr)
	var c arenaConfig
	fs.StringVar(&c.a, "a", "data", p.F("cli.arena.flag.a", "Names", strings.Join(ai.Names(), ", ")))
	fs.StringVar(&c.b, "b", "kolrami", p.T("cli.arena.flag.b"))
	fs.IntVar(&c.games, "games", 2, p.T("cli.arena.flag.games"))
	fs.DurationVar(&c.budget, "time", 500*time.Millisecond, p.T("cli.arena.flag.time"))
	fs.DurationVar(&c.budgetB, "time-b", 0, p.T("cli.arena.flag.time_b"))
	fs.Int64Var(&c.seed, "seed", 1, p.T("cli.flag.seed"))
	fs.StringVar(&c.out, "out", "", p.T("cli.arena.flag.out"))
	fs.BoolVar(&c.json, "json", false, p.T("cli.arena.flag.json"))
	fs.IntVar(&c.maxTurns, "max-turns", 300, p.T("cli.arena.flag.max_turns"))
	fs.IntVar(&c.adjudicate, "adjudicate", 400, p.T("cli.arena.flag.adjudicate"))
	fs.IntVar(&c.parallel, "parallel", 1, p.T("cli.arena.flag.parallel"))
	fs.IntVar(&c.threads, "threads", 0, p.T("cli.arena.flag.threads"))
	fs.IntVar(&c.depth, "depth", 0, p.T("cli.arena.flag.depth"))
	fs.IntVar(&c.nodes, "nodes", 150000, p.T("cli.arena.flag.nodes"))
	fs.IntVar(&c.openings, "openings", 0, p.T("cli.arena.flag.openings"))
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", p.T("cli.arena.flag.cpuprofile"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	for _, n := range []string{c.a, c.b} {
		if problem := playerProblem(p, n); problem != "" {
			fs.fail(problem)
			return 2
		}
	}
	if c.budgetB <= 0 {
		c.budgetB = c.budget
	}
	if c.games < 1 || c.budget <= 0 || c.parallel < 1 || c.openings < 0 {
		fs.fail(p.T("cli.arena.positive"))
		return 2
	}
	if c.threads <= 0 {
		c.threads = max(1, runtime.NumCPU()/c.parallel)
	}
	if c.out != "" {
		if err := os.MkdirAll(c.out, 0o755); err != nil {
			fs.fail(err)
			return 1
		}
	}
	if c.cpuProfile != "" {
		stop, err := startCPUProfile(c.cpuProfile)
		if err != nil {
			fs.fail(err)
			return 1
		}
		defer stop()
	}
	outcomes := make([]gameOutcome, c.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := 0; w < c.parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				o := playArenaGame(&c, i)
				outcomes[i] = o
				mu.Lock()
				done++
				if !c.json {
					fmt.Fprintln(stderr, p.N("cli.arena.game", o.turns, "Done", done, "Games", c.games, "Player", c.a, "Side", p.Side(o.aSide), "Score", p.T("cli.arena.score."+scoreWord(o.score)), "Ending", endingLabel(p, o.ending, o.illegal)))
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < c.games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	for _, o := range outcomes {
		if o.err != nil {
			fs.fail(fmt.Sprintf("%s: %v", p.F("cli.arena.game_n", "Game", o.index+1), o.err))
			return 1
		}
	}
	rep := summarize(&c, outcomes)
	if c.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			fs.fail(err)
			return 1
		}
		return 0
	}
	printReport(p, stdout, &c, rep)
	return 0
}

// startCPUProfile profiles the process into the file path until the
// returned function is called.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile %s: %w", path, err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

func scoreWord(s float64) string {
	switch s {
	case 1:
		return "win"
	case 0:
		return "loss"
	}
	return "draw"
}

// playArenaGame plays game i: a is Cerulean in even-indexed games.
func playArenaGame(c *arenaConfig, i int) gameOutcome {
	o := gameOutcome{index: i, aSide: engine.Side(i % 2)}
	seed := c.seed*1000 + int64(i)
	g := engine.NewGame()
	var fixed []ai.Option // --depth: no clock for either player
	if c.depth > 0 {
		fixed = []ai.Option{ai.WithDepth(c.depth), ai.WithNodes(c.nodes)}
	}
	pa, err := newArenaPlayer(c.a, seed, c.threads, g, fixed...)
	if err != nil {
		o.err = err
		return o
	}
	defer closePlayer(pa)
	pb, err := newArenaPlayer(c.b, seed+500, c.threads, g, fixed...)
	if err != nil {
		o.err = err
		return o
	}
	defer closePlayer(pb)
	var players [2]ai.Player // by side
	var slot [2]int          // side -> 0 (a) or 1 (b)
	players[o.aSide], players[o.aSide^1] = pa, pb
	slot[o.aSide], slot[o.aSide^1] = 0, 1
	names := [2]string{c.a, c.b}
	ctx := context.Background()
	if err := playOpening(ctx, c, g, i); err != nil {
		o.err = err
		return o
	}
	ending := ""
	var winner engine.Result
	var last engine.Position // the hand-over before the cap's (the other side's surges up)
	for !g.Position().Over() {
		p := g.Position()
		if c.maxTurns > 0 && p.Turn() > c.maxTurns {
			prev := &last
			if last.Turn() != p.Turn()-1 {
				prev = nil
			}
			winner, ending = adjudicate(p, prev, c.adjudicate)
			break
		}
		last = p.Clone()
		side := p.ToMove()
		pl, opp := players[side], players[side^1]
		st := &o.stats[slot[side]]
		if offer, _ := pl.WantsDraw(p); offer && p.Check(engine.Simple(engine.ActOfferDraw)) == nil {
			st.Offered++
			if _, err := g.Apply(engine.Simple(engine.ActOfferDraw)); err != nil {
				o.err = fmt.Errorf("offer-draw: %w", err)
				return o
			}
			answer := engine.Simple(engine.ActDeclineDraw)
			if ok, _ := opp.AnswerDraw(g.Position()); ok {
				answer = engine.Simple(engine.ActAcceptDraw)
				o.stats[slot[side^1]].Accepted++
			}
			if _, err := g.Apply(answer); err != nil {
				o.err = fmt.Errorf("draw answer: %w", err)
				return o
			}
			if g.Position().Over() {
				break
			}
		}
		turn := p.Turn() // p is the game's own position: the turn played now
		start := time.Now()
		budget := c.budget
		if slot[side] == 1 {
			budget = c.budgetB
		}
		if c.depth > 0 {
			budget = 0
		}
		plan, err := pl.PlayTurn(ctx, g.Position(), budget)
		el := time.Since(start)
		var forfeit *forfeitError
		if errors.As(err, &forfeit) {
			winner, ending, o.forfeitBy = engine.WinFor(side^1), forfeit.Error(), names[slot[side]]
			break
		}
		if err != nil {
			o.err = fmt.Errorf("turn %d, %s: %w", p.Turn(), pl.Name(), err)
			return o
		}
		st.Turns++
		if budget > 0 {
			st.noteTime(el, budget, i+1, p.Turn())
		}
		if plan.Stats.Depth > 0 {
			st.SearchTurns++
			st.DepthSum += plan.Stats.Depth
			st.Nodes += plan.Stats.Nodes
			st.SearchSeconds += el.Seconds()
			st.Threads = max(st.Threads, plan.Stats.Threads)
		}
		if illegal, err := applyTurn(g, plan.Actions, opp); err != nil {
			o.err = fmt.Errorf("turn %d, %s: %w", p.Turn(), pl.Name(), err)
			return o
		} else if illegal != nil {
			st.Illegal++
			winner, ending, o.forfeitBy = engine.WinFor(side^1), endingIllegal+" ("+illegal.Error()+")", names[slot[side]]
			o.illegal = illegal
			break
		}
		q := g.Position()
		o.noteTerritory(q, turn, slot)
		o.noteQuiet(q, turn)
		if !q.Over() {
			sd, iso := styleFigures(q, side)
			st.StrikerDepth += sd
			st.Isolated += iso
		}
	}
	p := g.Position()
	if p.Over() {
		winner, ending = p.Result(), p.Reason().String()
	}
	o.turns = p.Turn()
	switch winner {
	case engine.WinFor(o.aSide):
		o.score = 1
	case engine.WinFor(o.aSide ^ 1):
		o.score = 0
	default:
		o.score = 0.5
	}
	o.ending = ending
	if p.Over() && o.forfeitBy == "" {
		o.noteConversion(p.Reason())
	}
	if c.out != "" {
		o.err = writeArenaRecord(c, g, players, i, winner, ending)
	}
	return o
}

// playOpening plays the match's opening of game i: c.openings turns of
// uniformly random actions (the Random player's), the same for the two
// games of a pair (games i and i+1 from an even i), so each opening is
// played once with each colour, as cutechess-cli's -repeat does with its
// openings. Players that stop at a fixed depth play the same game every
// time from the same position; the openings give a match distinct games.
func playOpening(ctx context.Context, c *arenaConfig, g *engine.Game, i int) error {
	if c.openings <= 0 {
		return nil
	}
	rnd, err := ai.New("random", ai.WithSeed(openingSeed(c.seed, i)))
	if err != nil {
		return fmt.Errorf("opening: %w", err)
	}
	for g.Position().Turn() <= c.openings && !g.Position().Over() {
		plan, err := rnd.PlayTurn(ctx, g.Position(), c.budget)
		if err != nil {
			return fmt.Errorf("opening, turn %d: %w", g.Position().Turn(), err)
		}
		if illegal, err := applyTurn(g, plan.Actions, rnd); err != nil || illegal != nil {
			return fmt.Errorf("opening, turn %d: %w", g.Position().Turn(), errors.Join(err, illegal))
		}
	}
	return nil
}

// openingSeed is the seed of game i's opening: one per pair of games.
func openingSeed(seed int64, i int) int64 { return seed*1000 + 700 + int64(i/2) }

// newArenaPlayer makes a player by its arena name: a program for exec:,
// else one of ai.Names.
func newArenaPlayer(spec string, seed int64, threads int, g *engine.Game, extra ...ai.Option) (ai.Player, error) {
	if strings.HasPrefix(spec, execPrefix) {
		return newExecPlayer(spec, g)
	}
	return ai.New(spec, append([]ai.Option{ai.WithSeed(seed), ai.WithThreads(threads)}, extra...)...)
}

// closePlayer ends a program player's process.
func closePlayer(p ai.Player) {
	if x, ok := p.(*execPlayer); ok {
		x.Close()
	}
}

// applyTurn plays a player's turn on g: its words must finish the turn of
// the side to move and stay within it. A draw offer among them is answered
// by opp at once. illegal names the first illegal word and the rule it
// breaks (an *engine.RuleError or an *illegalTurn); err is a failure of
// the arena itself.
func applyTurn(g *engine.Game, acts []engine.Action, opp ai.Player) (illegal, err error) {
	p := g.Position()
	side, turn := p.ToMove(), p.Turn()
	for _, a := range acts {
		if p.Over() || p.Turn() != turn {
			return &illegalTurn{word: a.String()}, nil
		}
		if _, err := g.Apply(a); err != nil {
			return err, nil
		}
		if a.Type == engine.ActOfferDraw && !p.Over() && p.DrawPending() {
			answer := engine.Simple(engine.ActDeclineDraw)
			if ok, _ := opp.AnswerDraw(p); ok {
				answer = engine.Simple(engine.ActAcceptDraw)
			}
			if _, err := g.Apply(answer); err != nil {
				return nil, fmt.Errorf("draw answer: %w", err)
			}
		}
	}
	if !p.Over() && p.Turn() == turn && p.ToMove() == side {
		return &illegalTurn{left: p.ActionsLeft()}, nil
	}
	return nil, nil
}

// illegalTurn is a turn a player sent that breaks no single rule but the
// protocol's: a word after its turn has ended (word), or a turn left
// unfinished with left actions.
type illegalTurn struct {
	word string
	left int
}

// Error is the English, as the game record's result line keeps it.
func (e *illegalTurn) Error() string {
	if e.word != "" {
		return e.word + ": a word after the turn has ended"
	}
	return fmt.Sprintf("the turn is left unfinished with %d action(s) left: end it with end", e.left)
}

// text is the error in p's language.
func (e *illegalTurn) text(p *lang.Printer) string {
	if e.word != "" {
		return p.F("record.word_after_turn", "Action", e.word)
	}
	return p.N("cli.arena.unfinished_turn", e.left)
}

// adjudicate ends a game at the turn cap: a win for the side the neutral
// evaluation (ai.JudgeWeights) puts at least margin ahead, else a draw;
// the ending names the evaluation either way.
// The evaluation is the mean of the positions at the last two hand-overs
// (prev, when known, and p): at each, the surges of the side that has
// just moved are still up, so a single one (the cap's, always after
// Amber's turn) favoured Amber by the territory of its last two surges,
// 50 to 370 points in the games measured.
func adjudicate(p, prev *engine.Position, margin int) (engine.Result, string) {
	w := ai.JudgeWeights()
	q := *p
	v := ai.Evaluate(&q, engine.Cerulean, &w)
	if prev != nil {
		r := *prev
		v = (v + ai.Evaluate(&r, engine.Cerulean, &w)) / 2
	}
	switch {
	case v >= margin:
		return engine.CeruleanWins, fmt.Sprintf("%s (%+d)", endingAdjudicatedWin, v)
	case v <= -margin:
		return engine.AmberWins, fmt.Sprintf("%s (%+d)", endingAdjudicatedWin, v)
	}
	return engine.Draw, fmt.Sprintf("%s (%+d)", endingAdjudicatedDraw, v)
}

// styleFigures measures side's army after its turn: the average depth of
// its active Strikers inside the enemy half (ranks, 0–4) and its isolated
// active units.
func styleFigures(p *engine.Position, side engine.Side) (float64, int) {
	lo := engine.UnitID(int(side) * engine.UnitsPerSide)
	n, sum, iso := 0, 0, 0
	for id := lo; id < lo+engine.UnitsPerSide; id++ {
		u := p.Unit(id)
		if !u.Active() {
			continue
		}
		if u.Kind == engine.Striker {
			r := u.Cell.Rank()
			d := max(0, r-3)
			if side == engine.Amber {
				d = max(0, 4-r)
			}
			n++
			sum += d
		}
		if !u.Kind.IsSource() && !p.Supplied(id) {
			iso++
		}
	}
	if n == 0 {
		return 0, iso
	}
	return float64(sum) / float64(n), iso
}

func writeArenaRecord(c *arenaConfig, g *engine.Game, players [2]ai.Player, i int, winner engine.Result, ending string) error {
	hs := []engine.Header{
		{Key: "Event", Value: "Arena"},
		{Key: "Round", Value: fmt.Sprint(i + 1)},
		{Key: "Cerulean", Value: players[engine.Cerulean].Name()},
		{Key: "Amber", Value: players[engine.Amber].Name()},
		{Key: "TimePerTurn", Value: timeLabel(c)},
	}
	if c.openings > 0 {
		hs = append(hs, engine.Header{Key: "Opening", Value: fmt.Sprintf("%d random turns, seed %d", c.openings, openingSeed(c.seed, i))})
	}
	if !g.Position().Over() {
		// a header value holds no quote and no ';' (a comment): a
		// program's quoted answer gets single quotes.
		why := strings.NewReplacer(`"`, "'", ";", ",").Replace(ending)
		hs = append(hs, engine.Header{Key: "Termination", Value: fmt.Sprintf("%s at turn %d: %s", why, g.Position().Turn(), engine.ResultToken(winner))})
	}
	rec := engine.RecordOf(g, hs...)
	name := filepath.Join(c.out, fmt.Sprintf("game-%03d.txt", i+1))
	if err := os.WriteFile(name, []byte(rec.String()), 0o644); err != nil {
		return fmt.Errorf("write record: %w", err)
	}
	return nil
}
