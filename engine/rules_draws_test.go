// rules_draws_test.go: rules §10.4 and §11 draws (fivefold repetition, the
// 500-turn rule, agreement), fine points 2, 9 and 12.

package engine

import "testing"

func TestRulesFivefoldRepetition(t *testing.T) {
	// Nodes step out and back: the opening recurs after turns 4, 8, 12 and
	// 16; counted once at the start, the fifth occurrence is at turn 16.
	g := NewGame()
	round := []string{"L1-A2>L1-A3", "end", "L1-H7>L1-H6", "end", "L1-A3>L1-A2", "end", "L1-H6>L1-H7", "end"}
	for i := 0; i < 4; i++ {
		for j, w := range round {
			if g.Position().Over() {
				t.Fatalf("game over at round %d word %d, turn %d: %s", i, j, g.Position().Turn(), g.Position().Reason())
			}
			play(t, g, w)
			// the count the AI reads: the opening's key after each round
			// (1 at the start), the others' fewer.
			if p := g.Position(); w == "end" && !p.Over() {
				want := 0
				for _, k := range p.history {
					if k == p.history[len(p.history)-1] {
						want++
					}
				}
				if got := p.RepetitionCount(); got != want || (j == len(round)-1 && got != i+2) {
					t.Fatalf("round %d word %d: RepetitionCount %d, history says %d (want %d after a round)", i, j, got, want, i+2)
				}
			}
		}
	}
	checkOver(t, g, Draw, ReasonRepetition, 16, Amber)
}

func TestRulesRepetitionKeyHasSurges(t *testing.T) {
	// Both sides surge on odd rounds and not on even ones. The positions at
	// Amber's turn ends differ by Amber's surges; the opening (no surges,
	// Cerulean to move) recurs after turns 4, 8, 12, 16. Were surges left
	// out, the draw would come at turn 8.
	g := NewGame()
	for r := 1; r <= 8 && !g.Position().Over(); r++ {
		if r%2 == 1 {
			play(t, g, "surge L2-D1", "end", "surge L2-E8", "end")
		} else {
			play(t, g, "end", "end")
		}
	}
	checkOver(t, g, Draw, ReasonRepetition, 16, Amber)
}

// hamiltonian is a king-step cycle on one level: A1…H1, then ranks 2–8
// snaking over files B–H, then file A back down. skip drops cells.
func hamiltonian(level int, skip ...string) []Cell {
	var out []Cell
	drop := map[Cell]bool{}
	for _, s := range skip {
		drop[C(s)] = true
	}
	add := func(f, r int) {
		if c := NewCell(level, f, r); !drop[c] {
			out = append(out, c)
		}
	}
	for f := 0; f < 8; f++ {
		add(f, 0)
	}
	for r := 1; r < 8; r++ {
		if r%2 == 1 {
			for f := 7; f >= 1; f-- {
				add(f, r)
			}
		} else {
			for f := 1; f <= 7; f++ {
				add(f, r)
			}
		}
	}
	for r := 7; r >= 1; r-- {
		add(0, r)
	}
	for i := range out {
		if Chebyshev(out[i], out[(i+1)%len(out)]) != 1 {
			panic("not a cycle at " + out[i].String())
		}
	}
	return out
}

func TestRulesFiveHundredTurns(t *testing.T) {
	// Cerulean's Core walks a 63-cell cycle on L1, Amber's shuttles on L4:
	// the position repeats every 252 turns, never five times before turn
	// 500, and nothing is ever captured.
	cyc := hamiltonian(0, "L1-A1")
	if len(cyc) != 63 {
		t.Fatal(len(cyc))
	}
	g := buildGame(t, Cerulean, "C: C "+cyc[0].String(), "A: C L4-G8")
	amber := []string{"L4-G8>L4-G7", "L4-G7>L4-G8"}
	for turn := 1; turn <= 500; turn++ {
		if g.Position().Over() {
			t.Fatalf("game over at turn %d: %s", g.Position().Turn(), g.Position().Reason())
		}
		if g.Position().QuietTurns() != turn-1 {
			t.Fatalf("turn %d: %d quiet turns", turn, g.Position().QuietTurns())
		}
		if turn%2 == 1 {
			k := (turn / 2) % len(cyc)
			play(t, g, Move(cyc[k], cyc[(k+1)%len(cyc)]).String(), "end")
		} else {
			play(t, g, amber[(turn/2-1)%2], "end")
		}
	}
	checkOver(t, g, Draw, ReasonTurnLimit, 500, Amber)
}

func TestRulesRepetitionBeatsFiveHundredTurns(t *testing.T) {
	// As above with a 62-cell cycle entered at turn 3 and Amber's shuttle
	// entered at turn 4: the position after turn 4 recurs after turns 128,
	// 252, 376 and 500, the 500th quiet turn. The reason is repetition.
	cyc := hamiltonian(0, "L1-A1", "L1-A8") // starts at L1-B1
	if len(cyc) != 62 || cyc[0] != C("L1-B1") {
		t.Fatal(len(cyc), cyc[0])
	}
	g := buildGame(t, Cerulean, "C: C L2-A1", "A: C L3-H8")
	play(t, g, "L2-A1>L1-A1", "end", "L3-H8>L4-H8", "end", "L1-A1>L1-B1", "end", "L4-H8>L4-G8", "end")
	amber := []string{"L4-G8>L4-G7", "L4-G7>L4-G8"}
	k := 0
	for turn := 5; turn <= 500; turn++ {
		if g.Position().Over() {
			t.Fatalf("game over at turn %d: %s", g.Position().Turn(), g.Position().Reason())
		}
		if turn%2 == 1 {
			play(t, g, Move(cyc[k], cyc[(k+1)%len(cyc)]).String(), "end")
			k = (k + 1) % len(cyc)
		} else {
			play(t, g, amber[(turn/2-3)%2], "end")
		}
	}
	if g.Position().QuietTurns() != 500 {
		t.Fatalf("%d quiet turns", g.Position().QuietTurns())
	}
	checkOver(t, g, Draw, ReasonRepetition, 500, Amber)
}

func TestRulesQuietCountReset(t *testing.T) {
	// a capture resets the count at that turn's end.
	g := buildGame(t, Cerulean, "C: S L2-D2", "C: C L1-D1", "A: N L2-D4!", "A: C L4-H8")
	play(t, g, "end", "end")
	if g.Position().QuietTurns() != 2 {
		t.Fatalf("%d quiet turns", g.Position().QuietTurns())
	}
	play(t, g, "L2-D2>L2-D3")
	if len(ofType(g.Events(), EvCaptured)) != 1 {
		t.Fatal("no capture")
	}
	play(t, g, "end")
	if g.Position().QuietTurns() != 0 {
		t.Fatalf("%d quiet turns after a capture", g.Position().QuietTurns())
	}
	play(t, g, "end")
	if g.Position().QuietTurns() != 1 {
		t.Fatalf("%d quiet turns", g.Position().QuietTurns())
	}
	// an end-of-turn neutralization resets it too.
	g = buildGame(t, Cerulean, "C: C L1-A1", "C: N L4-H8#1", "A: C L4-A8")
	play(t, g, "end")
	if g.Position().QuietTurns() != 1 {
		t.Fatalf("%d quiet turns", g.Position().QuietTurns())
	}
	play(t, g, "end") // counter 3: neutralized at Amber's turn end
	if !at(t, g.Position(), "L4-H8").Neutralized || g.Position().QuietTurns() != 0 {
		t.Fatalf("%d quiet turns after a neutralization", g.Position().QuietTurns())
	}
	// an encirclement removal too.
	specs := append([]string{"A: N L1-A1!", "A: C L4-A8", "C: C L4-H8"}, ringOf("C: N", "L1-A1")...)
	g = buildGame(t, Cerulean, specs...)
	play(t, g, "end", "end")
	play(t, g, "surge L4-H8", "end")
	if g.Position().QuietTurns() != 0 {
		t.Fatalf("%d quiet turns after an encirclement", g.Position().QuietTurns())
	}
}

func TestRulesDrawOffer(t *testing.T) {
	g := NewGame()
	// before the first action
	ev := play(t, g, "offer-draw")
	if len(ev) != 1 || ev[0].Type != EvDrawOffered || !g.Position().DrawPending() {
		t.Fatalf("offer: %s", types(ev))
	}
	// it must be answered at once
	for _, w := range []string{"L1-A2>L1-A3", "surge L1-A2", "hold", "end", "resign", "offer-draw"} {
		mustRefuse(t, g, w, "a draw offer must be answered first")
	}
	if len(g.Position().LegalActions(nil)) != 0 {
		t.Fatal("LegalActions while an offer is pending")
	}
	before := g.Position().Clone()
	ev = play(t, g, "decline-draw")
	if len(ev) != 1 || ev[0].Type != EvDrawDeclined || ev[0].Side != Amber {
		t.Fatalf("decline: %s", types(ev))
	}
	p := g.Position()
	if p.Hash() != before.Hash() || p.DrawPending() || p.Over() {
		t.Fatal("a declined offer changed the game")
	}
	checkState(t, g, Cerulean, 1, 2)
	// once per turn, answered or not
	mustRefuse(t, g, "offer-draw", "a side may offer a draw once per turn")
	play(t, g, "hold")
	mustRefuse(t, g, "offer-draw", "a side may offer a draw once per turn")
	play(t, g, "hold")
	// Amber's turn: between its two actions, then accepted.
	play(t, g, "hold", "offer-draw")
	ev = play(t, g, "accept-draw")
	if len(ev) != 2 || ev[0].Type != EvDrawAccepted || ev[0].Side != Cerulean || ev[1].Type != EvGameOver {
		t.Fatalf("accept: %s", types(ev))
	}
	checkOver(t, g, Draw, ReasonAgreement, 2, Amber)
}

func TestRulesDrawOfferEachTurn(t *testing.T) {
	g := NewGame()
	play(t, g, "offer-draw", "decline-draw", "end")
	play(t, g, "offer-draw", "decline-draw", "end")
	play(t, g, "offer-draw", "accept-draw")
	checkOver(t, g, Draw, ReasonAgreement, 3, Cerulean)
}
