// rules_influence_test.go: rules §5 (influence and territory) and §6 (surge).

package engine

import (
	"math/rand"
	"testing"
)

func TestRulesInfluenceCube(t *testing.T) {
	for _, k := range []Kind{Core, Nexus, Guardian, Striker, Node} {
		for _, where := range []string{"L2-D4", "L1-A1", "L4-H5"} {
			for _, surge := range []bool{false, true} {
				spec := "C: " + string(k.Letter()) + " " + where
				if surge {
					spec += "*"
				}
				p := build(t, Cerulean, spec)
				r := k.Range()
				if surge {
					r++
				}
				n := 0
				for c := Cell(0); c < Cells; c++ {
					want := 0
					if Chebyshev(c, C(where)) <= r {
						want = 1
						n++
					}
					if p.Influence(Cerulean, c) != want || p.Influence(Amber, c) != 0 {
						t.Fatalf("%s: influence on %s %d, want %d", spec, c, p.Influence(Cerulean, c), want)
					}
					if s, owned := p.Owner(c); owned != (want == 1) || owned && s != Cerulean {
						t.Fatalf("%s: %s owned=%v by %s", spec, c, owned, s)
					}
				}
				if p.Territory(Cerulean) != n || p.Territory(Amber) != 0 {
					t.Fatalf("%s: territory %d, want %d", spec, p.Territory(Cerulean), n)
				}
			}
		}
	}
}

func TestRulesControlByLargerCount(t *testing.T) {
	// two Cerulean Nodes against one Amber Node, all covering L2-D4 and some
	// cells only one side reaches.
	p := build(t, Cerulean, "C: N L2-B4", "C: N L2-B3", "A: N L2-F4")
	for _, tc := range []struct {
		cell string
		c, a int
		own  string // "C", "A" or "" (neutral)
	}{
		{"L2-D4", 2, 1, "C"},
		{"L2-D3", 2, 1, "C"},
		{"L2-D6", 1, 1, ""},  // B4 reaches rank 6, B3 does not; F4 reaches D6
		{"L2-E4", 0, 1, "A"}, // files B±2 stop at D
		{"L2-H4", 0, 1, "A"},
		{"L1-A1", 1, 0, "C"},
		{"L2-H8", 0, 0, ""}, // nobody reaches
	} {
		if p.Influence(Cerulean, C(tc.cell)) != tc.c || p.Influence(Amber, C(tc.cell)) != tc.a {
			t.Errorf("%s: counts %d:%d, want %d:%d", tc.cell, p.Influence(Cerulean, C(tc.cell)), p.Influence(Amber, C(tc.cell)), tc.c, tc.a)
		}
		s, owned := p.Owner(C(tc.cell))
		got := ""
		if owned {
			got = string(s.Letter())
		}
		if got != tc.own {
			t.Errorf("%s: owner %q, want %q", tc.cell, got, tc.own)
		}
	}
	// neutralized units add nothing.
	p = build(t, Cerulean, "C: N L2-B4!", "A: N L2-F4!")
	if p.Territory(Cerulean)+p.Territory(Amber) != 0 {
		t.Fatalf("neutralized units control %d/%d cells", p.Territory(Cerulean), p.Territory(Amber))
	}
}

// checkTerritory compares the position's counts and control with a fresh
// computation from the units.
func checkTerritory(t *testing.T, p *Position, when string) {
	t.Helper()
	ref := refGameOf(p).count
	n := [2]int{}
	for c := Cell(0); c < Cells; c++ {
		for s := Cerulean; s <= Amber; s++ {
			if p.Influence(s, c) != ref[s][c] {
				t.Fatalf("%s: %s influence on %s %d, want %d", when, s, c, p.Influence(s, c), ref[s][c])
			}
		}
		s, owned := p.Owner(c)
		switch {
		case ref[0][c] > ref[1][c]:
			if !owned || s != Cerulean {
				t.Fatalf("%s: %s should be Cerulean", when, c)
			}
			n[0]++
		case ref[1][c] > ref[0][c]:
			if !owned || s != Amber {
				t.Fatalf("%s: %s should be Amber", when, c)
			}
			n[1]++
		default:
			if owned {
				t.Fatalf("%s: %s should be neutral", when, c)
			}
		}
	}
	if p.Territory(Cerulean) != n[0] || p.Territory(Amber) != n[1] {
		t.Fatalf("%s: territory %d/%d, want %d/%d", when, p.Territory(Cerulean), p.Territory(Amber), n[0], n[1])
	}
}

func TestRulesTerritoryExactAfterEveryChange(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for gi := 0; gi < 4; gi++ {
		g := NewGame()
		if err := RandomPlayout(g, rng, 300, nil); err != nil {
			t.Fatal(err)
		}
		// every intermediate state of the event stream.
		p := g.Initial()
		for i, e := range g.Events() {
			if err := p.ApplyEvent(&e); err != nil {
				t.Fatal(err)
			}
			if i%3 == 0 || e.Type != EvEngaged {
				checkTerritory(t, &p, "after "+e.Describe())
			}
		}
		if p.Hash() != g.Position().Hash() {
			t.Fatalf("folding the events does not reproduce the game")
		}
	}
}

func TestRulesSurgeRangeAndExpiry(t *testing.T) {
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: S L2-D4", "A: C L4-H8")
	far := C("L2-D6") // 2 from the Striker (range 1)
	if g.Position().Influence(Cerulean, far) != 0 {
		t.Fatal("setup: L2-D7 already covered")
	}
	ev := play(t, g, "surge L2-D4")
	if len(ofType(ev, EvSurged)) != 1 {
		t.Fatalf("surge events: %s", types(ev))
	}
	p := g.Position()
	if !at(t, p, "L2-D4").Surging || p.Influence(Cerulean, far) != 1 || p.Influence(Cerulean, C("L2-D7")) != 0 {
		t.Fatalf("surging Striker: surging %v, influence on D7 %d", at(t, p, "L2-D4").Surging, p.Influence(Cerulean, far))
	}
	mustRefuse(t, g, "surge L2-D4", "a surging unit cannot surge again until its surge expires")
	// surge kept while moving
	play(t, g, "L2-D4>L2-D5")
	if !at(t, p, "L2-D5").Surging || p.Influence(Cerulean, C("L2-D7")) != 1 || p.Influence(Cerulean, C("L2-D2")) != 0 {
		t.Fatalf("the surge did not move with the unit")
	}
	// it lasts through Amber's whole turn ...
	checkState(t, g, Amber, 2, 2)
	if !at(t, p, "L2-D5").Surging {
		t.Fatal("surge expired at Amber's turn start")
	}
	play(t, g, "hold")
	if !at(t, p, "L2-D5").Surging {
		t.Fatal("surge expired during Amber's turn")
	}
	// ... and ends when Cerulean's next turn starts.
	ev = play(t, g, "hold")
	checkState(t, g, Cerulean, 3, 2)
	exp := ofType(ev, EvSurgeExpired)
	if len(exp) != 1 || exp[0].From != C("L2-D5") || at(t, p, "L2-D5").Surging || p.Influence(Cerulean, C("L2-D7")) != 0 {
		t.Fatalf("surge not expired at the hand-over: %s", types(ev))
	}
	hand := -1
	for i, e := range ev {
		if e.Type == EvHandOver {
			hand = i
		}
		if e.Type == EvSurgeExpired && hand < 0 {
			t.Fatalf("surge expired before the hand-over: %s", types(ev))
		}
	}
	// it may surge again.
	play(t, g, "surge L2-D5")
	if !at(t, p, "L2-D5").Surging {
		t.Fatal("second surge refused")
	}
}

func TestRulesSurgeOnlyOwnActiveUnits(t *testing.T) {
	g := buildGame(t, Cerulean, "C: C L1-A1", "C: N L2-D4", "A: C L4-H8", "A: N L4-A8")
	mustRefuse(t, g, "surge L4-A8", "belongs to Amber; Cerulean is to move")
	// each unit may surge once: two different units in one turn is fine.
	play(t, g, "surge L2-D4", "surge L1-A1")
	if !at(t, g.Position(), "L1-A1").Surging || !at(t, g.Position(), "L2-D4").Surging {
		t.Fatal("two surges")
	}
	// the opponent's surges do not expire at Cerulean's hand-over.
	play(t, g, "surge L4-A8", "hold")
	if !at(t, g.Position(), "L4-A8").Surging || at(t, g.Position(), "L2-D4").Surging {
		t.Fatal("surge expiry hit the wrong side")
	}
}
