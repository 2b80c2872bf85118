// rules_movement_test.go: rules §2 movement, fine point 10, and the
// RuleError texts of illegal moves.

package engine

import (
	"math/rand"
	"testing"
)

// refDestinations is a plain statement of each unit's movement rule.
func refDestinations(p *Position, from Cell) Bitboard {
	var out Bitboard
	id := p.UnitAt(from)
	if id == NoUnit {
		return out
	}
	u := p.Unit(id)
	if u.Neutralized {
		return out
	}
	empty := func(c Cell) bool { return p.UnitAt(c) == NoUnit }
	ortho := func(a, b Cell) bool { return SquaredEuclid(a, b) == 1 }
	var reach map[Cell]bool
	if u.Kind == Striker {
		reach = strikerReach(p, from, u.Side)
	}
	for to := Cell(0); to < Cells; to++ {
		if to == from || !empty(to) {
			continue
		}
		ok := false
		switch u.Kind {
		case Node:
			ok = Chebyshev(from, to) == 1 && (from.Level() == to.Level() || (from.File() == to.File() && from.Rank() == to.Rank()))
		case Nexus:
			ok = Chebyshev(from, to) == 1
		case Core:
			s, owned := p.Owner(to)
			ok = Chebyshev(from, to) == 1 && !(owned && s != u.Side)
		case Guardian:
			if ortho(from, to) {
				ok = true
			}
			for _, m := range NeighbourList(from) {
				ok = ok || ortho(from, m) && ortho(m, to) && empty(m)
			}
		case Striker:
			ok = reach[to]
		}
		if ok {
			out.Set(to)
		}
	}
	return out
}

// strikerReach is every cell a Striker of side reaches in at most three king
// steps, stepping only out of empty cells or cells of its own side.
func strikerReach(p *Position, from Cell, side Side) map[Cell]bool {
	reach := map[Cell]bool{from: true}
	for step := 0; step < 3; step++ {
		next := map[Cell]bool{}
		for c := range reach {
			next[c] = true
			if v := p.UnitAt(c); v != NoUnit && p.Unit(v).Side != side {
				continue
			}
			for _, n := range NeighbourList(c) {
				next[n] = true
			}
		}
		reach = next
	}
	return reach
}

func TestRulesMovementMatchesReference(t *testing.T) {
	checked := 0
	forRandomPositions(t, rand.New(rand.NewSource(7)), 6, 400, func(g, i int, p *Position) {
		if i%7 != 0 {
			return
		}
		for id := UnitID(0); id < NumUnits; id++ {
			u := p.Unit(id)
			if !u.Alive {
				continue
			}
			got, want := p.Destinations(u.Cell), refDestinations(p, u.Cell)
			if got != want {
				t.Fatalf("game %d action %d: %s %s on %s: destinations\n got %s\nwant %s", g, i, u.Side, u.Kind, u.Cell, names(got), names(want))
			}
			checked++
		}
	})
	if checked < 1000 {
		t.Fatalf("only %d units checked", checked)
	}
}

func TestRulesNodeMoves(t *testing.T) {
	p := build(t, Cerulean, "C: N L2-D4", "C: C L4-H1", "A: C L4-A8")
	want := cellSet("L2-C3", "L2-D3", "L2-E3", "L2-C4", "L2-E4", "L2-C5", "L2-D5", "L2-E5", "L1-D4", "L3-D4")
	if got := p.Destinations(C("L2-D4")); got != want {
		t.Fatalf("Node on L2-D4: %s\nwant %s", names(got), names(want))
	}
	for _, tc := range []struct{ w, err string }{
		{"L2-D4>L2-E5", ""},
		{"L2-D4>L3-D4", ""},
		{"L2-D4>L1-D4", ""},
		{"L2-D4>L3-E4", "a Control Node moves one step on its own level, or straight up or down"},
		{"L2-D4>L1-C3", "a Control Node moves one step on its own level, or straight up or down"},
		{"L2-D4>L2-D6", "a Control Node moves one step on its own level, or straight up or down"},
		{"L2-D4>L4-D4", "a Control Node moves one step on its own level, or straight up or down"},
		{"L2-D4>L2-D4", "a move must end on another cell"},
	} {
		g := NewGameFrom(p)
		if tc.err == "" {
			play(t, g, tc.w)
		} else {
			mustRefuse(t, g, tc.w, tc.err)
		}
	}
}

func TestRulesNexusMoves(t *testing.T) {
	p := build(t, Cerulean, "C: X L1-A1", "C: N L1-B1", "C: C L4-H1", "A: C L4-A8")
	want := cellSet("L1-A2", "L1-B2", "L2-A1", "L2-B1", "L2-A2", "L2-B2")
	if got := p.Destinations(C("L1-A1")); got != want {
		t.Fatalf("Nexus on L1-A1: %s\nwant %s", names(got), names(want))
	}
	g := NewGameFrom(p)
	mustRefuse(t, g, "L1-A1>L1-B1", "L1-B1 is occupied: a move ends on an empty cell")
	mustRefuse(t, g, "L1-A1>L1-A3", "a Nexus moves one step to a neighbouring cell")
	mustRefuse(t, g, "L1-A1>L3-A1", "a Nexus moves one step to a neighbouring cell")
	play(t, g, "L1-A1>L2-B2")
}

func TestRulesGuardianMoves(t *testing.T) {
	// alone in open space: 6 one-step cells, 5 straight two-step cells (no
	// level below L1... L2-D4 may go down one but not two), 12 turning ones.
	p := build(t, Cerulean, "C: G L2-D4", "C: C L4-H1", "A: C L4-A8")
	if got := p.Destinations(C("L2-D4")); got.Count() != 6+5+12 || got != refDestinations(&p, C("L2-D4")) {
		t.Fatalf("open Guardian: %d destinations: %s", got.Count(), names(got))
	}
	// blockers: a friend north (L2-D5), an enemy east (L2-E4).
	specs := []string{"C: G L2-D4", "C: N L2-D5", "A: N L2-E4", "C: C L4-H1", "A: C L4-A8"}
	for _, tc := range []struct{ w, err string }{
		{"L2-D4>L2-D3", ""}, // one step south
		{"L2-D4>L2-D2", ""}, // two steps south
		{"L2-D4>L4-D4", ""}, // two steps up
		{"L2-D4>L3-D5", ""}, // up then north: it may turn
		{"L2-D4>L2-C5", ""}, // west then north, around the friend
		{"L2-D4>L2-E5", "a Guardian cannot pass through units"},
		{"L2-D4>L2-D6", "a Guardian cannot pass through units"}, // through a friend
		{"L2-D4>L2-F4", "a Guardian cannot pass through units"}, // through an enemy
		{"L2-D4>L2-D5", "L2-D5 is occupied: a move ends on an empty cell"},
		{"L2-D4>L2-C3", ""}, // diagonal in the plane = two orthogonal steps
		{"L2-D4>L3-C3", "a Guardian moves orthogonally, one or two steps"}, // three orthogonal steps
		{"L2-D4>L2-D1", "a Guardian moves orthogonally, one or two steps"},
		{"L2-D4>L2-D4", "a move must end on another cell"},
	} {
		g := buildGame(t, Cerulean, specs...)
		if tc.err == "" {
			play(t, g, tc.w)
			if u := at(t, g.Position(), tc.w[6:]); u.Kind != Guardian {
				t.Fatalf("%s: no Guardian on the target", tc.w)
			}
		} else {
			mustRefuse(t, g, tc.w, tc.err)
		}
	}
	// the two steps may not come back to the start (fine point 10).
	p = build(t, Cerulean, "C: G L1-A1", "C: N L1-B1", "C: N L1-A2", "C: C L4-H1", "A: C L4-A8")
	if got := p.Destinations(C("L1-A1")); got != cellSet("L2-A1", "L3-A1", "L2-B1", "L2-A2") {
		t.Fatalf("cornered Guardian: %s", names(got))
	}
}

func TestRulesStrikerMoves(t *testing.T) {
	// a Striker in the L1-A1 corner boxed in by its friends, some neutralized:
	// it passes through them.
	ring := []string{"C: N L1-B1", "C: N L1-A2!", "C: N L1-B2", "C: N L2-A1", "C: N L2-B1!", "C: N L2-A2", "C: N L2-B2!"}
	specs := append([]string{"C: S L1-A1", "C: C L4-H1", "A: C L4-A8"}, ring...)
	p := build(t, Cerulean, specs...)
	got := p.Destinations(C("L1-A1"))
	if got != refDestinations(&p, C("L1-A1")) || !got.Has(C("L1-C3")) || !got.Has(C("L1-D4")) || !got.Has(C("L4-D4")) || got.Has(C("L1-E5")) {
		t.Fatalf("Striker through friends: %s", names(got))
	}
	for _, tc := range []struct{ w, err string }{
		{"L1-A1>L1-C3", ""},
		{"L1-A1>L1-D1", ""},
		{"L1-A1>L3-C3", ""},
		{"L1-A1>L1-E5", "a Striker moves at most three steps"},
		{"L1-A1>L1-B2", "L1-B2 is occupied: a move ends on an empty cell"},
		{"L1-A1>L1-A1", "a move must end on another cell"},
	} {
		g := buildGame(t, Cerulean, specs...)
		if tc.err == "" {
			play(t, g, tc.w)
		} else {
			mustRefuse(t, g, tc.w, tc.err)
		}
	}
	// the same box of enemies (neutralized ones too) blocks it completely.
	specs = []string{"C: S L1-A1", "C: C L4-H1", "A: C L4-A8"}
	for _, r := range ring {
		specs = append(specs, "A"+r[1:])
	}
	p = build(t, Cerulean, specs...)
	if got := p.Destinations(C("L1-A1")); !got.Empty() {
		t.Fatalf("Striker boxed by enemies moves to %s", names(got))
	}
	g := NewGameFrom(p)
	mustRefuse(t, g, "L1-A1>L1-C3", "a Striker cannot pass through enemy units")
	mustRefuse(t, g, "L1-A1>L1-D4", "a Striker cannot pass through enemy units")
	// one friend in an enemy wall is a way out.
	specs[3] = "C: N L1-B1"
	p = build(t, Cerulean, specs...)
	got = p.Destinations(C("L1-A1"))
	if !got.Has(C("L1-C1")) || !got.Has(C("L1-D2")) || got != refDestinations(&p, C("L1-A1")) {
		t.Fatalf("Striker through one friend: %s", names(got))
	}
	// a path may pass the start cell again: the destinations of a Striker
	// are every cell within 3 king steps through passable cells, start included.
	p = build(t, Cerulean, "C: S L2-D4", "C: C L4-H1", "A: C L4-A8")
	if got := p.Destinations(C("L2-D4")); got.Count() != 4*7*7-1 {
		t.Fatalf("open Striker: %d destinations, want %d", got.Count(), 4*7*7-1)
	}
}

func TestRulesCoreMoves(t *testing.T) {
	// Amber's Nexus on L1-F4 controls the cells within 4 of it; the Cerulean
	// Core on L1-A1 controls its own neighbourhood.
	p := build(t, Cerulean, "C: C L1-B1", "A: X L1-F3", "A: N L1-D3", "A: C L4-H8")
	g := NewGameFrom(p)
	enemy, free := 0, 0
	for _, to := range NeighbourList(C("L1-B1")) {
		s, owned := p.Owner(to)
		a := Move(C("L1-B1"), to)
		err := p.Check(a)
		if owned && s == Amber {
			enemy++
			mustRefuse(t, g, a.String(), "a Command Core never moves into an enemy-controlled cell")
		} else {
			free++
			if err != nil {
				t.Fatalf("%s: %v (cell not enemy-controlled)", a, err)
			}
		}
	}
	if enemy == 0 || free == 0 {
		t.Fatalf("test position does not discriminate: %d enemy, %d free\n%s", enemy, free, controlMap(&p, 0))
	}
	mustRefuse(t, g, "L1-B1>L1-B3", "a Command Core moves one step to a neighbouring cell")
	// a neutral cell is allowed: on L1-A3 the Core (range 2) and the Amber
	// Node (range 2) tie.
	p = build(t, Cerulean, "C: C L1-A2", "A: N L1-A5", "A: C L4-H8")
	if _, owned := p.Owner(C("L1-A3")); owned {
		t.Fatalf("L1-A3 should be neutral")
	}
	if err := p.Check(Move(C("L1-A2"), C("L1-A3"))); err != nil {
		t.Fatalf("Core into a neutral cell: %v", err)
	}
}

func TestRulesCoreUsesCurrentTerritory(t *testing.T) {
	// L1-B2 is Amber's (two Amber Nodes against the Core) until a Cerulean
	// Node comes within range: the Core may then step there in the same turn.
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L4-A1", "A: N L1-C3", "A: N L1-C4", "A: C L4-H8")
	mustRefuse(t, g, "L1-A1>L1-B2", "a Command Core never moves into an enemy-controlled cell")
	play(t, g, "L4-A1>L3-A1")
	if _, owned := g.Position().Owner(C("L1-B2")); owned {
		t.Fatalf("L1-B2 should be neutral now")
	}
	play(t, g, "L1-A1>L1-B2")
}

func TestRulesNeutralizedCannotMoveOrSurge(t *testing.T) {
	g := buildGame(t, Cerulean, "C: N L2-D4!", "C: S L2-A4!", "C: C L4-H1", "A: C L4-A8")
	mustRefuse(t, g, "L2-D4>L2-D5", "a neutralized unit cannot move")
	mustRefuse(t, g, "L2-A4>L2-A5", "a neutralized unit cannot move")
	mustRefuse(t, g, "surge L2-D4", "a neutralized unit cannot surge")
	for _, a := range g.Position().LegalActions(nil) {
		if a.From == C("L2-D4") || a.From == C("L2-A4") {
			t.Fatalf("LegalActions lists %s for a neutralized unit", a)
		}
	}
	if !g.Position().Destinations(C("L2-D4")).Empty() {
		t.Fatalf("neutralized unit has destinations")
	}
}

func TestRulesMoveErrors(t *testing.T) {
	g := NewGame()
	mustRefuse(t, g, "L1-A4>L1-A5", "there is no unit on L1-A4")
	mustRefuse(t, g, "L1-A7>L1-A6", "the Control Node on L1-A7 belongs to Amber; Cerulean is to move")
	mustRefuse(t, g, "surge L1-A7", "belongs to Amber; Cerulean is to move")
	mustRefuse(t, g, "surge L1-A4", "there is no unit on L1-A4")
	mustRefuse(t, g, "L1-A2>L1-B2", "L1-B2 is occupied: a move ends on an empty cell")
	mustRefuse(t, g, "accept-draw", "no draw offer is waiting for an answer")
	mustRefuse(t, g, "decline-draw", "no draw offer is waiting for an answer")
}
