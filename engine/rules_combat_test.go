// rules_combat_test.go: rules §8 (combat), fine points 5, 6 and 11.

package engine

import (
	"math/rand"
	"sort"
	"testing"
)

// engagements plays w on a position built from specs (Cerulean to move)
// and returns the game and the action's events.
func engagements(t *testing.T, w string, specs ...string) (*Game, []Event) {
	t.Helper()
	g := buildGame(t, Cerulean, specs...)
	ev := play(t, g, w)
	return g, ev
}

func TestRulesCombatManualExample(t *testing.T) {
	// The manual's log line [7] vs [5] (2+2+1+1+1 | 3+1+0+0+1): a Striker
	// with two friends, from above, on its own ground, supplied; against a
	// Node with three friends on neutral ground, supplied by its Core.
	_, ev := engagements(t, "L2-D2>L2-D4",
		"C: S L2-D2", "C: N L2-C3", "C: N L2-E3", "C: X L4-D2", "C: X L4-F2", "C: C L4-A1",
		"A: N L1-D5", "A: N L1-C6", "A: N L1-D6", "A: N L1-E6", "A: C L1-D7")
	e := ofType(ev, EvEngaged)
	if len(e) != 1 {
		t.Fatalf("engagements: %s", types(ev))
	}
	c := e[0].Combat
	if got := c.String(); got != "[7] vs [5] (2+2+1+1+1 | 3+1+0+0+1)" {
		t.Fatalf("combat %s, want [7] vs [5] (2+2+1+1+1 | 3+1+0+0+1)", got)
	}
	if c.Outcome != MoverWins || c.AttackerCell != C("L2-D4") || c.DefenderCell != C("L1-D5") || c.AttackerKind != Striker || c.DefenderKind != Node {
		t.Fatalf("combat %+v", c)
	}
	if len(ofType(ev, EvRetreated))+len(ofType(ev, EvCaptured)) != 1 {
		t.Fatalf("the loser neither retreated nor was captured: %s", types(ev))
	}
}

func TestRulesCombatStrengthParts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		move  string
		specs []string
		a, d  string // strengths, mover first
	}{
		{
			// formation: five active friends count 3, neutralized ones nothing.
			"formation cap", "L2-D2>L2-D3",
			[]string{"C: N L2-D2", "C: N L2-C2", "C: N L2-E2", "C: N L1-C2", "C: N L1-D2", "C: N L1-E2", "C: N L3-D2!",
				"A: N L2-D4", "A: N L2-C5!", "A: N L2-D5!", "A: N L2-E5!"},
			"3+1+0+1+0", "0+1+0+0+0",
		},
		{
			// a neutralized defender: formation from active friends, base,
			// elevation and ground, but supply 0.
			"neutralized defender", "L1-D2>L1-D3",
			[]string{"C: N L1-D2", "C: C L4-A1", "A: N L2-D4!", "A: N L2-C5", "A: N L2-E5", "A: X L4-D7", "A: C L4-H8"},
			"0+1+0+0+1", "2+1+1+1+0",
		},
		{
			// elevation: the mover below gets nothing, the defender above +1.
			"elevation", "L1-A1>L1-A2",
			[]string{"C: N L1-A1", "A: N L2-A3"},
			"0+1+0+0+0", "0+1+1+0+0",
		},
		{
			// a mover that leaves supply fights with supply 0 (fine point 11):
			// the Striker on L1-C1 is supplied, on L1-E1 it is not.
			"supply at the moment", "L1-C1>L1-E1",
			[]string{"C: C L1-A1", "C: S L1-C1", "A: N L1-F2", "A: C L4-H8"},
			"0+2+0+0+0", "0+1+0+0+0",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "supply at the moment" {
				p := build(t, Cerulean, tc.specs...)
				if !p.Supplied(p.UnitAt(C("L1-C1"))) {
					t.Fatal("setup: the Striker starts unsupplied")
				}
			}
			_, ev := engagements(t, tc.move, tc.specs...)
			e := ofType(ev, EvEngaged)
			if len(e) == 0 {
				t.Fatalf("no engagement: %s", types(ev))
			}
			if e[0].Combat.A.String() != tc.a || e[0].Combat.D.String() != tc.d {
				t.Fatalf("combat %s, want %s | %s", e[0].Combat, tc.a, tc.d)
			}
		})
	}
}

func TestRulesCombatOutcomes(t *testing.T) {
	// standoff: equal totals, both stay.
	g, ev := engagements(t, "L1-A1>L1-A2", "C: N L1-A1", "A: N L1-A3")
	e := ofType(ev, EvEngaged)
	if len(e) != 1 || e[0].Combat.Outcome != Standoff || e[0].Combat.A.Total() != e[0].Combat.D.Total() {
		t.Fatalf("standoff: %s %v", types(ev), e)
	}
	if len(ofType(ev, EvRetreated))+len(ofType(ev, EvCaptured)) != 0 || emptyAt(g.Position(), "L1-A2") || emptyAt(g.Position(), "L1-A3") {
		t.Fatalf("standoff moved someone: %s", types(ev))
	}
	// the mover loses (it has no retreat: captured) and fights no further
	// engagement, even against the weaker neutralized Node it is also next to.
	g, ev = engagements(t, "L1-C1>L1-C2",
		"C: N L1-C1", "A: G L2-C3", "A: N L1-D3!", "A: N L2-B3", "A: X L4-C5", "A: C L4-H8")
	e = ofType(ev, EvEngaged)
	if len(e) != 1 || e[0].Combat.Outcome != DefenderWins || e[0].Combat.DefenderCell != C("L2-C3") {
		t.Fatalf("repelled mover: %s", types(ev))
	}
	if len(ofType(ev, EvCaptured)) != 1 || emptyAt(g.Position(), "L1-D3") {
		t.Fatalf("repelled mover: %s", types(ev))
	}
}

func TestRulesCombatEngagementOrder(t *testing.T) {
	// four neutralized Amber units around L2-D4: the Guardian (base 2, index
	// 98), the Striker (base 2, 164), the Node (base 1, 18), the Nexus (base 1, 84).
	_, ev := engagements(t, "L3-D4>L2-D4",
		"C: G L3-D4", "C: C L2-D3", "A: G L2-C5!", "A: S L3-E5!", "A: N L1-C3!", "A: X L2-E3!", "A: C L4-H8")
	var got []string
	for _, e := range ofType(ev, EvEngaged) {
		got = append(got, e.Combat.DefenderCell.String())
		if e.Combat.Outcome != MoverWins {
			t.Fatalf("combat %s lost", e.Combat)
		}
	}
	want := []string{"L2-C5", "L3-E5", "L1-C3", "L2-E3"}
	if len(got) != len(want) {
		t.Fatalf("engaged %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("engaged %v, want %v", got, want)
		}
	}
	if n := len(ofType(ev, EvCaptured)); n != 4 {
		t.Fatalf("%d neutralized losers captured, want 4: %s", n, types(ev))
	}
}

func TestRulesCombatNoReengagement(t *testing.T) {
	// the Amber Node loses and retreats to L2-A1, still next to the mover:
	// it is not engaged again (fine point 6).
	g, ev := engagements(t, "L1-C2>L1-B2", "C: S L1-C2", "A: N L1-A1", "C: C L4-H8", "A: C L4-H1")
	e := ofType(ev, EvEngaged)
	r := ofType(ev, EvRetreated)
	if len(e) != 1 || e[0].Combat.Outcome != MoverWins || len(r) != 1 || r[0].To != C("L2-A1") {
		t.Fatalf("events: %s", types(ev))
	}
	if Chebyshev(C("L2-A1"), C("L1-B2")) != 1 || at(t, g.Position(), "L2-A1").Side != Amber {
		t.Fatal("setup")
	}
}

func TestRulesCombatNeutralizedLoserCaptured(t *testing.T) {
	// the neutralized Node loses with free cells around: captured anyway.
	g, ev := engagements(t, "L2-D2>L2-D3", "C: S L2-D2", "C: C L1-D1", "A: N L2-D4!", "A: C L4-H8")
	if len(ofType(ev, EvCaptured)) != 1 || len(ofType(ev, EvRetreated)) != 0 || !emptyAt(g.Position(), "L2-D4") {
		t.Fatalf("events: %s", types(ev))
	}
}

func TestRulesCombatCaptureWithoutRetreat(t *testing.T) {
	// the Amber Node in the corner has every neighbour occupied or
	// Cerulean-controlled: captured.
	g, ev := engagements(t, "L1-C3>L1-B2",
		"C: S L1-C3", "C: C L2-B2", "C: N L2-A1!", "C: N L2-B1!", "C: N L2-A2!", "C: G L1-A2", "C: G L1-B1", "A: N L1-A1", "A: C L4-H8")
	if len(ofType(ev, EvCaptured)) != 1 || !emptyAt(g.Position(), "L1-A1") {
		t.Fatalf("events: %s", types(ev))
	}
}

func TestRulesCombatMoverRetreatsOntoOrigin(t *testing.T) {
	// the repelled Node's best retreat is the cell it came from.
	g, ev := engagements(t, "L1-A1>L1-A2",
		"C: N L1-A1", "C: N L1-B1!", "C: N L2-A1!", "C: N L2-B1!", "C: C L4-H1",
		"A: G L1-A3", "A: N L1-A4", "A: N L1-B4", "A: N L2-A4", "A: X L4-D8", "A: C L4-H8")
	e := ofType(ev, EvEngaged)
	r := ofType(ev, EvRetreated)
	if len(e) != 1 || e[0].Combat.Outcome != DefenderWins || len(r) != 1 || r[0].To != C("L1-A1") {
		t.Fatalf("events: %s (%v)", types(ev), e)
	}
	if at(t, g.Position(), "L1-A1").Kind != Node {
		t.Fatal("the Node is not back")
	}
}

func TestRulesCoreCapturedActiveVictory(t *testing.T) {
	// the Amber Core, in the corner, loses and has nowhere to go.
	g, ev := engagements(t, "L1-C3>L1-B2",
		"C: S L1-C3", "C: C L2-B2", "C: N L2-A1!", "C: N L2-B1!", "C: N L2-A2!", "C: G L1-A2", "C: G L1-B1", "A: C L1-A1", "A: X L4-H8")
	p := g.Position()
	if p.Result() != CeruleanWins || p.Reason() != ReasonActive || p.Turn() != 1 || p.ToMove() != Cerulean || p.ActionsLeft() != 0 {
		t.Fatalf("after the Core's capture: %s %s turn %d %s %d (%s)", p.Result(), p.Reason(), p.Turn(), p.ToMove(), p.ActionsLeft(), types(ev))
	}
	if last := ev[len(ev)-1]; last.Type != EvGameOver {
		t.Fatalf("events after the game ended: %s", types(ev))
	}
	// a mover Core that loses with no retreat: the other side wins.
	g, ev = engagements(t, "L1-B2>L1-A1",
		"C: C L1-B2", "A: G L1-A2", "A: S L1-A3", "A: S L1-B3", "A: G L1-C2", "A: G L1-C3",
		"A: N L1-B1!", "A: N L2-A1!", "A: N L2-B1!", "A: N L2-A2!", "A: N L2-B2!", "A: C L4-H8")
	p = g.Position()
	if p.Result() != AmberWins || p.Reason() != ReasonActive {
		t.Fatalf("mover Core: %s %s (%s)", p.Result(), p.Reason(), types(ev))
	}
}

func TestRulesNoCombatFromSurgeOrRetreat(t *testing.T) {
	g, ev := engagements(t, "surge L1-A1", "C: N L1-A1", "A: N L1-A2", "C: C L4-H1", "A: C L4-H8")
	if len(ofType(ev, EvEngaged)) != 0 {
		t.Fatalf("a surge started combat: %s", types(ev))
	}
	ev = play(t, g, "hold")
	if len(ofType(ev, EvEngaged)) != 0 {
		t.Fatalf("a hold started combat")
	}
}

// TestRulesCombatAudit replays random games event by event and checks every
// engagement against §8: the engagement list and its order, each strength,
// each outcome, each retreat or capture.
func TestRulesCombatAudit(t *testing.T) {
	decided := [4]int{}
	engaged, captured := 0, 0
	for seed := int64(1); seed <= 12; seed++ {
		g := NewGame()
		if err := RandomPlayout(g, rand.New(rand.NewSource(seed)), 1500, nil); err != nil {
			t.Fatal(err)
		}
		p := g.Initial()
		for ai := range g.Actions() {
			ev := g.ActionEvents(ai)
			var list []UnitID
			var mover UnitID = NoUnit
			next := 0
			var last *Combat
			stopped := false
			for i := range ev {
				e := ev[i]
				switch e.Type {
				case EvEngaged:
					if stopped {
						t.Fatalf("seed %d: engagement after the mover lost", seed)
					}
					for next < len(list) {
						d := p.Unit(list[next])
						if d.Alive && Chebyshev(d.Cell, p.Unit(mover).Cell) == 1 {
							break
						}
						next++
					}
					if next == len(list) || list[next] != e.Combat.Defender {
						t.Fatalf("seed %d: engaged %s, out of order", seed, e.Combat.DefenderCell)
					}
					next++
					c := e.Combat
					ref := refGameOf(&p)
					a := ref.strength(ref.at(c.AttackerCell), c.DefenderCell)
					d := ref.strength(ref.at(c.DefenderCell), c.AttackerCell)
					if a != c.A || d != c.D {
						t.Fatalf("seed %d: %s, want [%s | %s]", seed, c, a, d)
					}
					want := Standoff
					if a.Total() > d.Total() {
						want = MoverWins
					} else if a.Total() < d.Total() {
						want = DefenderWins
					}
					if c.Outcome != want {
						t.Fatalf("seed %d: outcome %d for %s", seed, c.Outcome, c)
					}
					if want == DefenderWins {
						stopped = true
					}
					engaged++
					cc := c
					last = &cc
				case EvRetreated, EvCaptured:
					if last == nil {
						t.Fatalf("seed %d: %s without an engagement", seed, e.Type)
					}
					loser, winner := last.DefenderCell, last.AttackerCell
					if last.Outcome == DefenderWins {
						loser, winner = last.AttackerCell, last.DefenderCell
					}
					if e.From != loser || last.Outcome == Standoff {
						t.Fatalf("seed %d: %s of %s after %s", seed, e.Type, e.From, last)
					}
					ref := refGameOf(&p)
					want, why := ref.retreat(ref.at(loser), winner)
					if p.Unit(p.UnitAt(loser)).Neutralized {
						want = NoCell
					}
					if e.Type == EvCaptured && want != NoCell || e.Type == EvRetreated && e.To != want {
						t.Fatalf("seed %d: %s %s>%s, want %s", seed, e.Type, e.From, e.To, want)
					}
					if e.Type == EvRetreated && why >= 0 {
						decided[why]++
					}
					if e.Type == EvCaptured {
						captured++
					}
					last = nil
				}
				if err := p.ApplyEvent(&ev[i]); err != nil {
					t.Fatal(err)
				}
				if e.Type == EvMoved {
					mover = e.Unit
					list = list[:0]
					for _, n := range NeighbourList(e.To) {
						if v := p.UnitAt(n); v != NoUnit && p.Unit(v).Side != e.Side {
							list = append(list, v)
						}
					}
					sort.SliceStable(list, func(i, j int) bool {
						bi, bj := p.Unit(list[i]).Kind.BaseStrength(), p.Unit(list[j]).Kind.BaseStrength()
						if bi != bj {
							return bi > bj
						}
						return p.Unit(list[i]).Cell < p.Unit(list[j]).Cell
					})
				}
			}
			if mover != NoUnit && !stopped && !p.Over() {
				for ; next < len(list); next++ {
					d := p.Unit(list[next])
					if d.Alive && Chebyshev(d.Cell, p.Unit(mover).Cell) == 1 && p.Unit(mover).Alive {
						t.Fatalf("seed %d: enemy on %s never engaged", seed, d.Cell)
					}
				}
			}
		}
	}
	t.Logf("%d engagements, %d captures, retreats decided by %v", engaged, captured, decided)
	for i, n := range decided {
		if n == 0 {
			t.Errorf("no retreat decided by criterion %d: the audit does not cover it", i)
		}
	}
}
