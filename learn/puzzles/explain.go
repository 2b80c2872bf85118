// explain.go: a puzzle in words, derived exactly from its solution with
// the engine: what the task wins (by combat or by cutting the unit off),
// why the solution works (one or two sentences), and what a wrong try
// missed, found by comparing the try's outcome with the solution's.
//
// They are functions, not methods of Puzzle: the browser build links
// text/template, whose MethodByName makes the linker keep every exported
// method of a type the game uses (46 kB for this file), while a function
// is linked only where the window calls it.

package puzzles

import (
	"fmt"

	"strategema/engine"
)

// Printer writes catalog messages in a language; *lang.Printer is one.
type Printer interface {
	F(id string, args ...any) string
	N(id string, n int, args ...any) string
	Unit(k engine.Kind) string
}

// Note is one sentence about a puzzle: a catalog message (puzzles.about.*,
// puzzles.why.*, puzzles.missed.*; lang/catalog/puzzles.*.json) and its
// values. Its placeholders are {{.Unit}} (Kind's name), {{.Cell}},
// {{.To}}, {{.A}}, {{.D}}, {{.Count}} and {{.Turn}}.
type Note struct {
	ID     string
	Kind   engine.Kind
	Cell   engine.Cell
	To     engine.Cell
	A, D   int
	Count  int
	Turn   string // actions as a record writes them
	Plural bool   // a plural message, its form chosen by Count
}

// Text is the note in p's language.
func (n Note) Text(p Printer) string {
	args := []any{"Unit", p.Unit(n.Kind), "Cell", n.Cell.String(), "To", n.To.String(), "A", n.A, "D", n.D, "Turn", n.Turn}
	if n.Plural {
		return p.N(n.ID, n.Count, args...)
	}
	return p.F(n.ID, append(args, "Count", n.Count)...)
}

// String is a language-neutral summary for tools and test failures.
func (n Note) String() string {
	return fmt.Sprintf("%s (unit %s, cell %s, to %s, %d against %d, count %d, turn %q)", n.ID, n.Kind, n.Cell, n.To, n.A, n.D, n.Count, n.Turn)
}

// Method is how a turn removes an enemy unit.
type Method uint8

// The methods.
const (
	NoMethod Method = iota
	ByCombat        // beaten in an engagement with no retreat (or neutralized)
	ByRing          // encircled: cut off, removed without a fight
)

// played is a turn played from a puzzle's start with its events.
type played struct {
	start, end engine.Position
	events     []engine.Event
	outcome    Outcome
}

// playEvents plays t from start, keeping the events.
func playEvents(start *engine.Position, t Turn) (played, error) {
	pl := played{start: *start, end: start.Clone()}
	for _, a := range t {
		if !a.SpendsAction() {
			return pl, fmt.Errorf("puzzles: %s is not a spending action", a)
		}
		if err := pl.end.Apply(a, &pl.events); err != nil {
			return pl, fmt.Errorf("puzzles: %w", err)
		}
	}
	pl.outcome = outcomeOf(start, &pl.end, start.ToMove())
	return pl, nil
}

// removal is how one enemy unit left the board in a turn.
type removal struct {
	cell   engine.Cell // its cell at the turn start
	kind   engine.Kind
	method Method
	combat engine.Combat // the engagement it lost (ByCombat)
	neut   bool          // it was neutralized
}

// removals lists the enemy units the turn removed, in the order they went.
func (pl *played) removals() []removal {
	me := pl.start.ToMove()
	var out []removal
	var last engine.Combat
	for _, e := range pl.events {
		if e.Side == me {
			if e.Type == engine.EvEngaged {
				last = e.Combat
			}
			continue
		}
		switch e.Type {
		case engine.EvCaptured, engine.EvEncircled:
			start := pl.startCell(e.Unit)
			r := removal{cell: start, kind: e.Kind, method: ByRing}
			if e.Type == engine.EvCaptured {
				r.method, r.combat = ByCombat, last
			}
			if id := pl.start.UnitAt(start); id != engine.NoUnit {
				r.neut = pl.start.Unit(id).Neutralized
			}
			out = append(out, r)
		}
	}
	return out
}

// startCell is the cell where the unit id stood at the turn start (the
// enemy's units do not move in the mover's turn but by retreats; a
// unit's id names it either way).
func (pl *played) startCell(id engine.UnitID) engine.Cell {
	if id == engine.NoUnit {
		return engine.NoCell
	}
	return pl.start.Unit(id).Cell
}

// solutionPlayed plays the puzzle's solution from its start.
func solutionPlayed(pz *Puzzle) (played, error) {
	start, err := pz.Start()
	if err != nil {
		return played{}, err
	}
	sol, err := pz.SolutionTurn()
	if err != nil {
		return played{}, err
	}
	pl, err := playEvents(&start, sol)
	if err != nil {
		return pl, fmt.Errorf("puzzles: %s: the solution: %w", pz.ID, err)
	}
	return pl, nil
}

// MethodOf is how pz's solution wins its first enemy unit (NoMethod for a
// Systemic or Isolation Victory, which remove none).
func MethodOf(pz *Puzzle) (Method, error) {
	pl, err := solutionPlayed(pz)
	if err != nil {
		return NoMethod, err
	}
	if rs := pl.removals(); len(rs) > 0 {
		return rs[0].method, nil
	}
	return NoMethod, nil
}

// About is pz's task line: what one turn wins. A capture says whether the
// unit is won in combat (beaten with nowhere to retreat) or by cutting it
// off (encircled, no fight): puzzles.about.capture.combat or .ring; the
// other themes keep puzzles.theme.<theme>.about.
func About(pz *Puzzle) (Note, error) {
	if pz.Theme != Capture {
		return Note{ID: "puzzles.theme." + string(pz.Theme) + ".about"}, nil
	}
	m, err := MethodOf(pz)
	if err != nil {
		return Note{}, err
	}
	if m == ByRing {
		return Note{ID: "puzzles.about.capture.ring"}, nil
	}
	return Note{ID: "puzzles.about.capture.combat"}, nil
}

// Why says, after pz's solution, why it wins: the deed (the unit beaten
// with no retreat, the unit cut off, the cascade, the victory) and, when
// the deed is the second action, what the first did for it (took the
// retreat, added the strength, brought the unit, closed part of the ring).
func Why(pz *Puzzle) ([]Note, error) {
	pl, err := solutionPlayed(pz)
	if err != nil {
		return nil, err
	}
	me := pl.start.ToMove()
	var notes []Note
	rs := pl.removals()
	switch {
	case pl.outcome.Won && pl.outcome.Reason == engine.ReasonSystemic:
		notes = append(notes, Note{ID: "puzzles.why.systemic", Count: pl.end.Territory(me)})
	case pl.outcome.Won && pl.outcome.Reason == engine.ReasonIsolation:
		notes = append(notes, Note{ID: "puzzles.why.isolation", Kind: engine.Core, Cell: pl.end.CoreCell(me.Opponent())})
	case len(rs) > 0:
		notes = append(notes, deedNote(rs[0]))
		if len(rs) > 1 {
			notes = append(notes, Note{ID: "puzzles.why.cascade", Count: len(rs) - 1, Plural: true})
		}
		if pl.outcome.Won && pl.outcome.Reason == engine.ReasonActive {
			notes = append(notes, Note{ID: "puzzles.why.core_falls"})
		}
	}
	sol, _ := pz.SolutionTurn()
	if setup, ok := setupNote(&pl, sol, rs); ok {
		notes = append(notes, setup)
	}
	return notes, nil
}

// deedNote says how one unit was removed.
func deedNote(r removal) Note {
	switch {
	case r.method == ByRing:
		return Note{ID: "puzzles.why.ring", Kind: r.kind, Cell: r.cell}
	case r.neut:
		return Note{ID: "puzzles.why.neutralized", Kind: r.kind, Cell: r.cell, A: r.combat.A.Total(), D: r.combat.D.Total()}
	}
	return Note{ID: "puzzles.why.no_retreat", Kind: r.kind, Cell: r.cell, A: r.combat.A.Total(), D: r.combat.D.Total()}
}

// setupNote is what the solution's first action does for the deed done by
// its second: the second action played alone from the start shows what
// would happen without it (ok false when the first action does the deed,
// or the turn has one action).
func setupNote(pl *played, sol Turn, rs []removal) (Note, bool) {
	if len(sol) != 2 || len(rs) == 0 {
		return Note{}, false
	}
	first, second := sol[0], sol[1]
	alone := pl.start.Clone()
	if err := alone.Apply(first, nil); err == nil {
		if o := outcomeOf(&pl.start, &alone, pl.start.ToMove()); o.Won || o.Captured > 0 {
			return Note{}, false // the first action does the deed
		}
	}
	turn := first.String()
	target := rs[0]
	without, err := playEvents(&pl.start, Turn{second})
	if err != nil {
		// the second action needs the first: the same unit moves on or
		// surges, or the way was blocked.
		return Note{ID: "puzzles.why.setup.reach", Turn: turn}, true
	}
	if without.outcome.Removed.Has(target.cell) {
		return Note{}, false // the blow stands alone: the other action is the spare one
	}
	id := pl.start.UnitAt(target.cell)
	for _, e := range without.events {
		switch {
		case e.Type == engine.EvRetreated && e.Unit == id:
			return Note{ID: "puzzles.why.setup.retreat", Turn: turn, Kind: target.kind, Cell: target.cell, To: e.To}, true
		case e.Type == engine.EvEngaged && e.Combat.Defender == id && e.Combat.Outcome != engine.MoverWins:
			return Note{ID: "puzzles.why.setup.strength", Turn: turn, Kind: target.kind, Cell: target.cell, A: e.Combat.A.Total(), D: e.Combat.D.Total()}, true
		}
	}
	if target.method == ByRing {
		return Note{ID: "puzzles.why.setup.ring", Turn: turn, Kind: target.kind, Cell: target.cell}, true
	}
	return Note{ID: "puzzles.why.setup", Turn: turn}, true
}

// Missed says what a wrong try t at pz missed, by comparing its outcome with the
// solution's: the unit it cost, the target that retreated (the try left
// it a way out), held in a standoff or repelled the attack, the ring left
// open, the target left alone, the cells short of 180, the Core not
// sealed. It returns no notes for a turn that solves the puzzle, and an
// error for one that cannot be played.
func Missed(pz *Puzzle, t Turn) ([]Note, error) {
	want, err := solutionPlayed(pz)
	if err != nil {
		return nil, err
	}
	got, err := playEvents(&want.start, t)
	if err != nil {
		return nil, err
	}
	if sameAnswer(got.outcome, want.outcome) {
		return nil, nil
	}
	me := want.start.ToMove()
	var notes []Note
	if got.outcome.Given > want.outcome.Given {
		for _, e := range got.events {
			if (e.Type == engine.EvCaptured || e.Type == engine.EvEncircled) && e.Side == me {
				notes = append(notes, Note{ID: "puzzles.missed.gave", Kind: e.Kind, Cell: got.startCell(e.Unit)})
				break
			}
		}
	}
	if got.outcome.Lost {
		return append(notes, Note{ID: "puzzles.missed.lost_game"}), nil
	}
	switch {
	case want.outcome.Won && want.outcome.Reason == engine.ReasonSystemic:
		return append(notes, Note{ID: "puzzles.missed.systemic", Count: got.end.Territory(me), D: want.end.Territory(me)}), nil
	case want.outcome.Won && want.outcome.Reason == engine.ReasonIsolation:
		return append(notes, Note{ID: "puzzles.missed.isolation", Kind: engine.Core, Cell: got.end.CoreCell(me.Opponent())}), nil
	}
	if got.outcome.Captured > 0 && got.outcome.Captured < want.outcome.Captured {
		notes = append(notes, Note{ID: "puzzles.missed.fewer", Count: got.outcome.Captured, D: want.outcome.Captured})
	}
	for _, r := range want.removals() {
		if got.outcome.Removed.Has(r.cell) {
			continue
		}
		return append(notes, targetFate(&got, r)), nil
	}
	if len(notes) == 0 {
		notes = append(notes, Note{ID: "puzzles.missed.other"})
	}
	return notes, nil
}

// targetFate says what became, in a try, of an enemy unit the solution
// removes.
func targetFate(got *played, r removal) Note {
	id := got.start.UnitAt(r.cell)
	for _, e := range got.events {
		switch {
		case e.Type == engine.EvRetreated && e.Unit == id:
			return Note{ID: "puzzles.missed.retreat", Kind: r.kind, Cell: r.cell, To: e.To}
		case e.Type == engine.EvEngaged && e.Combat.Defender == id && e.Combat.Outcome == engine.Standoff:
			return Note{ID: "puzzles.missed.standoff", Kind: r.kind, Cell: r.cell, A: e.Combat.A.Total(), D: e.Combat.D.Total()}
		case e.Type == engine.EvEngaged && e.Combat.Defender == id && e.Combat.Outcome == engine.DefenderWins:
			return Note{ID: "puzzles.missed.repelled", Kind: r.kind, Cell: r.cell, A: e.Combat.A.Total(), D: e.Combat.D.Total()}
		}
	}
	if r.method == ByRing {
		if open := ringGaps(&got.end, got.start.ToMove(), r.cell); open > 0 {
			return Note{ID: "puzzles.missed.ring", Kind: r.kind, Cell: r.cell, Count: open, Plural: true}
		}
	}
	return Note{ID: "puzzles.missed.untouched", Kind: r.kind, Cell: r.cell}
}

// ringGaps counts the cells next to c that break a ring of side me around
// the enemy unit on c: a unit of the enemy's, or an empty cell that me does
// not control.
func ringGaps(p *engine.Position, me engine.Side, c engine.Cell) int {
	n := 0
	for _, x := range engine.Neighbours(c).Cells() {
		id := p.UnitAt(x)
		switch {
		case id != engine.NoUnit && p.Unit(id).Side != me:
			n++
		case id == engine.NoUnit:
			if s, ok := p.Owner(x); !ok || s != me {
				n++
			}
		}
	}
	return n
}
