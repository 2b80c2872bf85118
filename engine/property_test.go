// property_test.go: properties of the engine checked with rapid on random
// games from the opening and from constructed positions: territory adds up,
// board and units agree, the position is a fold of its events, undo and
// preview change nothing they should not, applying without recording
// changes nothing, and the Zobrist hash matches a from-scratch
// recomputation.

package engine

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// propCheck runs a property with rapid: 100 cases by default (20 with
// -short); -rapid.checks=N runs more, -rapid.seed=S repeats a run.
func propCheck(t *testing.T, f func(*rapid.T)) {
	t.Helper()
	t.Parallel()
	rapid.Check(t, f)
}

// setupGame starts a game at the random constructed position of seed.
func setupGame(t interface{ Fatalf(string, ...any) }, seed int64) *Game {
	p, err := randomSetup(rand.New(rand.NewSource(seed))).Position()
	if err != nil {
		t.Fatalf("setup %d: %v", seed, err)
	}
	return NewGameFrom(p)
}

// drawGame plays a random game drawn by rapid: a start (the opening or a
// constructed position), a policy seed and a number of actions.
func drawGame(t *rapid.T) *Game {
	var g *Game
	if rapid.Bool().Draw(t, "constructed") {
		g = setupGame(t, rapid.Int64().Draw(t, "setup"))
	} else {
		g = NewGame()
	}
	pl := newPolicy(rand.New(rand.NewSource(rapid.Int64().Draw(t, "policy"))))
	n := rapid.IntRange(0, 150).Draw(t, "actions")
	var buf []Action
	for i := 0; i < n && !g.Position().Over(); i++ {
		buf = g.Position().LegalActions(buf[:0])
		a := pl.pick(g.Position(), buf, nil)
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("action %d %s: %v", i, a, err)
		}
	}
	return g
}

// settled is a copy of p with its lazy caches filled, so that two equal
// positions compare equal with reflect.DeepEqual.
func settled(p *Position) Position {
	q := p.Clone()
	q.supplyReach(Cerulean)
	q.supplyReach(Amber)
	return q
}

// samePosition reports the first difference between two positions: every
// exported accessor, then the whole internal state.
func samePosition(a, b *Position) error {
	if a.Hash() != b.Hash() {
		return fmt.Errorf("hash %x != %x", a.Hash(), b.Hash())
	}
	type summary struct {
		Turn, Actions, Quiet   int
		ToMove                 Side
		Result                 Result
		Reason                 Reason
		Pending, Offered, Over bool
		Control                [2]Bitboard
		Occupied               [2]Bitboard
		Units                  [NumUnits]Unit
		Supplied               [NumUnits]bool
		Legal                  []Action
	}
	sum := func(p *Position) summary {
		s := summary{Turn: p.Turn(), Actions: p.ActionsLeft(), Quiet: p.QuietTurns(), ToMove: p.ToMove(),
			Result: p.Result(), Reason: p.Reason(), Pending: p.DrawPending(), Offered: p.DrawOffered(), Over: p.Over(),
			Control:  [2]Bitboard{p.Control(Cerulean), p.Control(Amber)},
			Occupied: [2]Bitboard{p.Occupied(Cerulean), p.Occupied(Amber)}, Legal: p.LegalActions(nil)}
		for id := UnitID(0); id < NumUnits; id++ {
			s.Units[id] = p.Unit(id)
			s.Supplied[id] = p.Supplied(id)
		}
		return s
	}
	if sa, sb := sum(a), sum(b); !reflect.DeepEqual(sa, sb) {
		return fmt.Errorf("exported state differs:\n%+v\n%+v", sa, sb)
	}
	if x, y := settled(a), settled(b); !reflect.DeepEqual(x, y) {
		return fmt.Errorf("internal state differs:\n%+v\n%+v", x, y)
	}
	return nil
}

func TestPropertyTerritoryAndBoard(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		p := g.Position()
		c, a, neutral := 0, 0, 0
		for cell := Cell(0); cell < Cells; cell++ {
			s, ok := p.Owner(cell)
			ic, ia := p.Influence(Cerulean, cell), p.Influence(Amber, cell)
			switch {
			case !ok:
				neutral++
				if ic != ia {
					t.Fatalf("%s neutral with influence %d:%d", cell, ic, ia)
				}
			case s == Cerulean:
				c++
				if ic <= ia {
					t.Fatalf("%s Cerulean with influence %d:%d", cell, ic, ia)
				}
			default:
				a++
				if ia <= ic {
					t.Fatalf("%s Amber with influence %d:%d", cell, ic, ia)
				}
			}
		}
		if c != p.Territory(Cerulean) || a != p.Territory(Amber) || c+a+neutral != Cells {
			t.Fatalf("territory %d+%d+%d, Territory() %d/%d", c, a, neutral, p.Territory(Cerulean), p.Territory(Amber))
		}
		if !p.Control(Cerulean).And(p.Control(Amber)).Empty() {
			t.Fatalf("a cell controlled by both sides")
		}
		seen := map[Cell]UnitID{}
		for id := UnitID(0); id < NumUnits; id++ {
			u := p.Unit(id)
			if !u.Alive {
				continue
			}
			if other, dup := seen[u.Cell]; dup {
				t.Fatalf("units %d and %d share %s", other, id, u.Cell)
			}
			seen[u.Cell] = id
			if p.UnitAt(u.Cell) != id || !p.Occupied(u.Side).Has(u.Cell) || p.Occupied(u.Side^1).Has(u.Cell) {
				t.Fatalf("unit %d on %s: board holds %d", id, u.Cell, p.UnitAt(u.Cell))
			}
			if u.Side != Side(int(id)/UnitsPerSide) {
				t.Fatalf("unit %d of the wrong side", id)
			}
			if u.Neutralized && (u.Surging || u.Isolation != 3) {
				t.Fatalf("neutralized unit %d: %+v", id, u)
			}
			// after a Core is taken nothing further is processed (section 8).
			if !p.Over() && u.Active() && p.Supplied(id) && u.Isolation != 0 {
				t.Fatalf("supplied unit %d with counter %d", id, u.Isolation)
			}
		}
		for cell := Cell(0); cell < Cells; cell++ {
			if id := p.UnitAt(cell); id != NoUnit {
				if u := p.Unit(id); !u.Alive || u.Cell != cell {
					t.Fatalf("board %s holds %d, which is %+v", cell, id, u)
				}
			} else if p.Occupied(Cerulean).Has(cell) || p.Occupied(Amber).Has(cell) {
				t.Fatalf("%s empty but occupied", cell)
			}
		}
		if len(seen) != p.Occupied(Cerulean).Count()+p.Occupied(Amber).Count() {
			t.Fatalf("%d units, %d occupied cells", len(seen), p.Occupied(Cerulean).Count()+p.Occupied(Amber).Count())
		}
	})
}

func TestPropertyFold(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		q, err := Fold(g.Initial(), g.Events())
		if err != nil {
			t.Fatal(err)
		}
		if err := samePosition(&q, g.Position()); err != nil {
			t.Fatalf("fold of %d events: %v", len(g.Events()), err)
		}
		// every prefix of whole actions folds to the replayed game.
		k := rapid.IntRange(0, len(g.Actions())).Draw(t, "prefix")
		r, err := g.ReplayTo(k)
		if err != nil {
			t.Fatal(err)
		}
		end := len(g.Events())
		if k < len(g.Actions()) {
			end = len(g.Events()) - countEventsFrom(g, k)
		}
		q, err = Fold(g.Initial(), g.Events()[:end])
		if err != nil {
			t.Fatal(err)
		}
		if err := samePosition(&q, r.Position()); err != nil {
			t.Fatalf("fold of the first %d actions: %v", k, err)
		}
	})
}

// countEventsFrom counts the events of actions k onwards.
func countEventsFrom(g *Game, k int) int {
	n := 0
	for i := k; i < len(g.Actions()); i++ {
		n += len(g.ActionEvents(i))
	}
	return n
}

func TestPropertyUndo(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		before := g.Position().Clone()
		nEvents := len(g.Events())
		legal := g.Position().LegalActions(nil)
		if len(legal) == 0 {
			return
		}
		a := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "action")]
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if err := samePosition(&before, g.Position()); err != nil {
			t.Fatalf("undo of %s: %v", a, err)
		}
		if len(g.Events()) != nEvents {
			t.Fatalf("undo left %d events, want %d", len(g.Events()), nEvents)
		}
		// undo everything: back to the start.
		for g.CanUndo() {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		init := g.Initial()
		if err := samePosition(&init, g.Position()); err != nil {
			t.Fatalf("full undo: %v", err)
		}
	})
}

// TestPropertyUnrecordedApply: the search applies actions without recording
// their events (ApplyLegal), which lets engagements skip supply floods
// that cannot change their outcome; the position must be the same as the
// recorded game's after every action.
func TestPropertyUnrecordedApply(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		q := g.Initial()
		for i, a := range g.Actions() {
			q.ApplyLegal(a)
			r, err := g.ReplayTo(i + 1)
			if err != nil {
				t.Fatal(err)
			}
			if err := samePosition(&q, r.Position()); err != nil {
				t.Fatalf("action %d %s unrecorded: %v", i, a, err)
			}
		}
	})
}

// fromScratch rebuilds p from its living units and turn state alone,
// through Setup: every derived table (influence, control, supply, kind
// sets, hash) computed afresh.
func fromScratch(p *Position) (Position, error) {
	s := Setup{ToMove: p.ToMove(), Turn: p.Turn(), ActionsLeft: p.ActionsLeft()}
	for id := UnitID(0); id < NumUnits; id++ {
		if u := p.Unit(id); u.Alive {
			s.Units = append(s.Units, u)
		}
	}
	return s.Position()
}

func TestPropertyHashFromScratch(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		p := g.Position()
		q, err := fromScratch(p)
		if err != nil {
			t.Fatal(err)
		}
		// A finished game may keep a supplied unit's counter (nothing is
		// processed after a Core falls), which Setup would reset: compare
		// hashes while the game goes on.
		if !p.Over() && p.Hash() != q.Hash() {
			t.Fatalf("hash %x, from scratch %x", p.Hash(), q.Hash())
		}
		for c := Cell(0); c < Cells; c++ {
			for side := Cerulean; side <= Amber; side++ {
				if p.Influence(side, c) != q.Influence(side, c) {
					t.Fatalf("influence of %s on %s: %d, from scratch %d", side, c, p.Influence(side, c), q.Influence(side, c))
				}
			}
		}
		if p.Control(Cerulean) != q.Control(Cerulean) || p.Control(Amber) != q.Control(Amber) {
			t.Fatalf("control differs from scratch")
		}
		// the incremental sets and counts kept beside the units.
		if p.occ != q.occ || p.neut != q.neut || p.src != q.src || p.surging != q.surging {
			t.Fatalf("occupancy, neutralized, source or surge bookkeeping differs from scratch:\n%v %v %v %v\n%v %v %v %v",
				p.occ, p.neut, p.src, p.surging, q.occ, q.neut, q.src, q.surging)
		}
		if !p.Over() && p.pending != q.pending {
			t.Fatalf("pending counters %v, from scratch %v", p.pending, q.pending)
		}
		// the repetition key of the hand-over to the side to move.
		if !p.Over() && p.repetitionKey(p.ToMove()) != q.repetitionKey(q.ToMove()) {
			t.Fatalf("repetition key differs from scratch")
		}
	})
}

func TestPropertyPreview(t *testing.T) {
	propCheck(t, func(t *rapid.T) {
		g := drawGame(t)
		before := g.Position().Clone()
		nEvents, nActions := len(g.Events()), len(g.Actions())
		legal := g.Position().LegalActions(nil)
		legal = append(legal, Simple(ActOfferDraw), Simple(ActResign), Simple(ActAcceptDraw), Move(0, 1))
		a := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "action")]
		pre, perr := g.Preview(a)
		if err := samePosition(&before, g.Position()); err != nil {
			t.Fatalf("preview of %s changed the game: %v", a, err)
		}
		if len(g.Events()) != nEvents || len(g.Actions()) != nActions {
			t.Fatalf("preview of %s changed the log", a)
		}
		got, aerr := g.Apply(a)
		if (perr == nil) != (aerr == nil) {
			t.Fatalf("%s: preview error %v, apply error %v", a, perr, aerr)
		}
		if aerr != nil {
			if _, ok := aerr.(*RuleError); !ok {
				t.Fatalf("%s: error %T, want *RuleError", a, aerr)
			}
			if err := samePosition(&before, g.Position()); err != nil {
				t.Fatalf("illegal %s changed the game: %v", a, err)
			}
			return
		}
		if !reflect.DeepEqual(pre, got) {
			t.Fatalf("%s: preview events %v, apply events %v", a, pre, got)
		}
	})
}
