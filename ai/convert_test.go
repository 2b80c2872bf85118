package ai

import (
	"context"
	"math/bits"
	"math/rand"
	"slices"
	"testing"
	"time"

	"strategema/engine"
)

// TestAdvanceSteps: each active unit other than the Core and the Strikers
// counts the steps it stands beyond distance 1 of the enemy's ground, at
// most advanceLimit.
func TestAdvanceSteps(t *testing.T) {
	// Amber holds the cells around its units on rank 8; Cerulean's Node on
	// L2-A6 is next to Amber ground (0), its Node on L2-A1 far behind it,
	// and its Core counts nothing, nor its Striker on L2-H1, as far back
	// as that Node: it raids on its own (StrikerRaid, StrikerCore).
	p := position(t, "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, N L2-A6, N L2-A1, S L2-H1 | A: C L2-E8, X L2-D8, N L2-H8")
	q := p.Clone()
	amber := q.Control(engine.Amber)
	own := q.Occupied(engine.Cerulean)
	got := advanceSteps(&q, engine.Cerulean, own, amber)
	// the expected sum, from the distances themselves.
	want := 0
	for _, name := range []string{"L2-C1", "L2-A6", "L2-A1"} {
		c := mustCell(t, name)
		d := 99
		for l := 0; l < 4; l++ {
			for m := amber.Level(l); m != 0; m &= m - 1 {
				e := engine.Cell(l*64 + bits.TrailingZeros64(m))
				d = min(d, cheb(c, e))
			}
		}
		want += min(max(0, d-1), advanceLimit)
	}
	if got != want || want == 0 {
		t.Fatalf("advanceSteps = %d, want %d (nonzero)", got, want)
	}
	if n := advanceSteps(&q, engine.Cerulean, own, engine.Bitboard{}); n != 0 {
		t.Fatalf("no enemy ground: %d steps, want 0", n)
	}
}

// TestConversionTermsOnlyWhenAhead: Front and Advance change nothing in
// a position whose lead is below FrontMargin (the characters' play in
// level positions is their own), and pull the leader's units forward
// once it is far ahead.
func TestConversionTermsOnlyWhenAhead(t *testing.T) {
	for name, cfg := range map[string]Config{"data": DataConfig(), "kolrami": KolramiConfig()} {
		w := cfg.W
		plain := w
		plain.Front, plain.Advance = 0, 0
		level := engine.NewPosition()
		a, b := level.Clone(), level.Clone()
		if va, vb := Evaluate(&a, engine.Cerulean, &w), Evaluate(&b, engine.Cerulean, &plain); va != vb {
			t.Errorf("%s: the opening evaluates %d with the conversion terms, %d without", name, va, vb)
		}
		// Cerulean far ahead (Amber has lost most of its army): the
		// conversion terms score a Node brought forward toward Amber's
		// ground above the same Node left behind.
		back := position(t, "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, G L2-A2, G L2-B2, S L2-G2, S L2-H2, N L2-D3 | A: C L2-E8, N L2-H8")
		fwd := position(t, "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, G L2-A2, G L2-B2, S L2-G2, S L2-H2, N L2-D4 | A: C L2-E8, N L2-H8")
		bonus := func(p engine.Position) int {
			q, r := p.Clone(), p.Clone()
			return Evaluate(&q, engine.Cerulean, &w) - Evaluate(&r, engine.Cerulean, &plain)
		}
		if bb, bf := bonus(back), bonus(fwd); bf <= bb {
			t.Errorf("%s: far ahead, the conversion terms give the Node brought forward %d, left behind %d", name, bf, bb)
		}
	}
}

// TestGreedyNodeCap: with WithNodes and no budget Greedy evaluates at most
// the cap and plays the same turn every time, whatever the machine's load.
func TestGreedyNodeCap(t *testing.T) {
	p := engine.NewPosition()
	var first []engine.Action
	for i := 0; i < 2; i++ {
		g, err := New("greedy", WithThreads(1), WithNodes(3000))
		if err != nil {
			t.Fatal(err)
		}
		q := p.Clone()
		plan, err := g.PlayTurn(context.Background(), &q, 0)
		if err != nil {
			t.Fatal(err)
		}
		if plan.Stats.Nodes > 3000 || plan.Stats.Nodes < 1000 {
			t.Fatalf("Greedy evaluated %d positions, want at most the cap of 3000 (and most of it)", plan.Stats.Nodes)
		}
		r := p.Clone()
		for _, a := range plan.Actions {
			if err := r.Apply(a, nil); err != nil {
				t.Fatalf("illegal %v: %v", a, err)
			}
		}
		if i == 0 {
			first = plan.Actions
		} else if !slices.Equal(first, plan.Actions) {
			t.Fatalf("two capped searches differ: %v and %v", first, plan.Actions)
		}
	}
}

// TestFallbackAvoidsRepetition: the last-resort choice of a starved search
// scores a turn end that repeats an earlier position as the draw, as the
// search does, so a side far ahead does not shuffle into fivefold
// repetition when its searches cannot finish.
func TestFallbackAvoidsRepetition(t *testing.T) {
	g := engine.NewGame()
	for _, w := range []string{"L1-A2>L1-A3", "end", "L1-H7>L1-H6", "end", "L1-A3>L1-A2", "end", "L1-H6>L1-H7", "end", "hold"} {
		a, err := engine.ParseAction(w)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", w, err)
		}
	}
	p := g.Position().Clone()
	repeat, _ := engine.ParseAction("L1-A2>L1-A3")
	th := newEngineSearch(DataConfig(), 10, 1).threads[0]
	// with a weight that makes the repeating move the static best ...
	th.cfg.W.Territory = 0
	th.cfg.W.StrikerRaid, th.cfg.W.StrikerCore = 0, 0
	th.cfg.W.PressTerritory, th.cfg.W.Thin = 0, 0
	q := p.Clone()
	if err := q.Apply(repeat, nil); err != nil || q.RepetitionCount() < 2 {
		t.Fatalf("the move should repeat the turn end of turn 1: %v, count %d", err, q.RepetitionCount())
	}
	th.cfg.Contempt = -1_000 // a draw is a gain: the repetition is chosen
	if a := bestByHeuristic(th, &p, time.Now().Add(time.Second)); a != repeat {
		t.Fatalf("with the draw worth +1000 the fallback chose %v, want the repetition %v", a, repeat)
	}
	th.cfg.Contempt = 1_000 // a draw is a loss: it is avoided
	if a := bestByHeuristic(th, &p, time.Now().Add(time.Second)); a == repeat {
		t.Fatalf("with the draw worth -1000 the fallback still chose the repetition %v", a)
	}
}

// TestSurgeCostOnlyWhenConverting: a surge of the side far ahead costs it
// SurgeCost more than it would cost without the term (the characters'
// conversion stops holding cells by re-surging), and nothing in a level
// position.
func TestSurgeCostOnlyWhenConverting(t *testing.T) {
	for name, cfg := range map[string]Config{"data": DataConfig(), "kolrami": KolramiConfig()} {
		w := cfg.W
		if w.SurgeCost <= 0 {
			t.Fatalf("%s: SurgeCost %d, want > 0", name, w.SurgeCost)
		}
		free := w
		free.SurgeCost = 0
		cases := []struct {
			what, pos string
			cost      int
		}{
			{"far ahead", "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, G L2-A2, G L2-B2, S L2-G2, S L2-H2, N L2-D4 | A: C L2-E8, N L2-H8", w.SurgeCost},
			{"level", "", 0},
		}
		for _, tc := range cases {
			var p engine.Position
			if tc.pos == "" {
				p = engine.NewPosition()
			} else {
				p = position(t, tc.pos)
			}
			node := engine.NoCell
			for c := engine.Cell(0); c < engine.Cells; c++ {
				if id := p.UnitAt(c); id != engine.NoUnit {
					if u := p.Unit(id); u.Side == engine.Cerulean && u.Kind == engine.Node {
						node = c
						break
					}
				}
			}
			surged := p.Clone()
			if err := surged.Apply(engine.Surge(node), nil); err != nil {
				t.Fatalf("%s, %s: surge %v: %v", name, tc.what, node, err)
			}
			if n := surged.Surging(engine.Cerulean); n != 1 {
				t.Fatalf("%s, %s: surging = %d, want 1", name, tc.what, n)
			}
			// the surge's cost with the term less its cost without it
			// (the cells it takes, the action spent).
			eval := func(q engine.Position, w *Weights) int { return Evaluate(&q, engine.Cerulean, w) }
			cost := (eval(p, &w) - eval(surged, &w)) - (eval(p, &free) - eval(surged, &free))
			if cost != tc.cost {
				t.Errorf("%s, %s: the surge costs %d more with the term, want %d", name, tc.what, cost, tc.cost)
			}
		}
	}
}

// TestConversionNeverBelowLead: the conversion terms (Front, Advance,
// SurgeCost) add to a leader's evaluation and never take from it, so a
// side far ahead never scores its position below a draw because its
// units stand back or surge (a leader at +800 with a push of −1 000
// steered into a repetition).
func TestConversionNeverBelowLead(t *testing.T) {
	for name, cfg := range map[string]Config{"data": DataConfig(), "kolrami": KolramiConfig()} {
		w := cfg.W
		plain := w
		plain.Front, plain.Advance, plain.SurgeCost = 0, 0, 0
		// every Cerulean unit on its back ranks, far from Amber's ground,
		// two of them surging.
		p := position(t, "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, G L1-A1, G L1-B1, G L3-A1, G L3-B1, S L2-G2, S L2-H2, N L1-D1, N L1-E1, N L4-D1, N L4-E1, N L3-D2, N L3-E2 | A: C L2-E8, N L2-H8")
		for _, c := range []string{"L1-D1", "L1-E1"} {
			cell, err := engine.ParseCell(c)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Apply(engine.Surge(cell), nil); err != nil {
				t.Fatalf("surge %s: %v", c, err)
			}
		}
		q, r := p.Clone(), p.Clone()
		with, without := Evaluate(&q, engine.Cerulean, &w), Evaluate(&r, engine.Cerulean, &plain)
		if without < 2*w.FrontMargin {
			t.Fatalf("%s: the position's lead is %d, want it far ahead (%d)", name, without, 2*w.FrontMargin)
		}
		if with < without {
			t.Errorf("%s: far ahead with his units back and surging, %d with the conversion terms, %d without", name, with, without)
		}
	}
}

// TestAdvanceTarget: with a margin the leader advances toward the enemy
// cells held by 1 to margin auras and the neutral cells, read cell by cell
// through Influence on positions of random games; with none (or margin 0)
// toward every enemy cell. Data and Kolrami use a margin; the lower
// levels, whose ratings were measured without it, do not.
func TestAdvanceTarget(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want bool
	}{
		{"data", DataConfig(), true},
		{"kolrami", KolramiConfig(), true},
		{"cadet", CadetConfig(), false},
		{"ensign", EnsignConfig(), false},
		{"lieutenant", LieutenantConfig(), false},
		{"commander", CommanderConfig(), false},
	} {
		if got := tc.cfg.W.AdvanceMargin > 0; got != tc.want {
			t.Errorf("%s: AdvanceMargin %d, want a margin: %v", tc.name, tc.cfg.W.AdvanceMargin, tc.want)
		}
	}
	rng := rand.New(rand.NewSource(17))
	weakSeen := 0
	for game := 0; game < 8; game++ {
		err := engine.RandomPlayout(engine.NewGame(), rng, 160, func(ply int, p *engine.Position) {
			for s := engine.Cerulean; s <= engine.Amber; s++ {
				enemy := p.Control(s.Opponent())
				if got := advanceTarget(p, s, 0); got != enemy {
					t.Fatalf("game %d ply %d: margin 0 target %v, want the enemy's ground", game, ply, got)
				}
				for _, margin := range []int{1, 3} {
					var want engine.Bitboard
					for c := engine.Cell(0); c < engine.Cells; c++ {
						d := p.Influence(s.Opponent(), c) - p.Influence(s, c)
						if d >= 0 && d <= margin {
							want.Set(c)
						}
					}
					if want.Empty() {
						want = enemy
					} else {
						weakSeen++
					}
					if got := advanceTarget(p, s, margin); got != want {
						t.Fatalf("game %d ply %d: %v margin %d: target %v, cell by cell %v", game, ply, s, margin, got, want)
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if weakSeen == 0 {
		t.Fatal("no position with weak ground: the test checked only the fallback")
	}
}
