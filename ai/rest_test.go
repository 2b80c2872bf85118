package ai

import (
	"sync/atomic"
	"testing"
	"time"

	"strategema/engine"
)

// farAhead is a position where Cerulean, to move, leads far: its army
// against Amber's Core and one Node.
const farAhead = "Cerulean to move, 2 actions | C: C L2-D1, X L2-C1, X L2-E1, G L2-A2, G L2-B2, S L2-G2, S L2-H2, S L3-G2, N L2-D4, N L1-D2, N L3-D2 | A: C L2-E8, N L2-H8"

// stalledConversion is turn 402 of an arena game at 250 ms (seed 92 with
// openings, game 6): Data (Amber), to move, holds 156 cells to Greedy's
// 96 packed into its last three ranks, and without the rest his search
// jumps a Striker onto Greedy's ground.
const stalledConversion = "Amber to move, 2 actions, turn 402, quiet 34 | C: N L2-B2, N L1-F1, N L1-A2, G L2-E1, N L1-B1, S L2-A3, S L4-C3, N L1-F2, G L1-G2, N L1-H2, X L1-A3, C L1-C1, X L1-E1, N L2-A2, G L2-C1, N L1-D1, S L3-F2, S L2-H2, N L1-G1, G L2-F1, N L1-H3, N L3-A2, G L4-B3, N L2-C2, S L4-G3, S L3-A3, N L2-G1, G L2-G2, N L3-H2, N L3-B2, N L1-D2, N L4-A2, G L4-B2, N L3-B1, S L3-G2, N L3-G1, G L4-G2, N L4-H2 | A: N L1-E8, N L1-D8, N L2-H6, G L2-A6, N L1-D6, S L4-D3, N L2-C5, G L1-C5, N L2-B6, X L3-D5, C L2-C8, X L3-D6, N L1-F6, G L3-G5, N L2-F5, S L4-C4, N L1-D7, G L1-A6, N L2-C6, N L2-D5, G L1-H8, N L1-G6, S L4-E4, S L4-E3, N L1-C6, G L2-A5, N L2-D6, N L4-F6, N L4-D8, N L1-F8, G L1-F5, N L1-B6, S L2-G5, S L3-C4, N L3-C6, G L1-D5, N L3-E5"

// TestStrikersRestOnlyWhenFarAhead: Data and Kolrami rest their Strikers
// when their own evaluation at the turn's start exceeds StrikersRestAbove
// (far ahead), not in the level opening nor as the side behind; the lower
// levels, whose ratings were measured without it, never do.
func TestStrikersRestOnlyWhenFarAhead(t *testing.T) {
	ahead := position(t, farAhead)
	behind := position(t, "Amber"+farAhead[len("Cerulean"):])
	if behind.ToMove() != engine.Amber {
		t.Fatalf("the position behind has %v to move", behind.ToMove())
	}
	level := engine.NewPosition()
	for _, tc := range []struct {
		name                 string
		cfg                  Config
		ahead, behind, level bool
	}{
		{"data", DataConfig(), true, false, false},
		{"kolrami", KolramiConfig(), true, false, false},
		{"cadet", CadetConfig(), false, false, false},
		{"ensign", EnsignConfig(), false, false, false},
		{"lieutenant", LieutenantConfig(), false, false, false},
		{"commander", CommanderConfig(), false, false, false},
	} {
		for _, pc := range []struct {
			what string
			p    *engine.Position
			want bool
		}{{"far ahead", &ahead, tc.ahead}, {"behind", &behind, tc.behind}, {"level", &level, tc.level}} {
			if got := strikersRest(&tc.cfg, pc.p); got != pc.want {
				t.Errorf("%s, %s: strikersRest = %v, want %v (StrikersRestAbove %d)", tc.name, pc.what, got, pc.want, tc.cfg.StrikersRestAbove)
			}
		}
	}
}

// TestRestingStriker: only a Striker's move that is neither tactical nor
// winning the game rests.
func TestRestingStriker(t *testing.T) {
	p := position(t, farAhead)
	cell := func(s string) engine.Cell { return mustCell(t, s) }
	for _, tc := range []struct {
		name     string
		a        engine.Action
		tactical bool
		score    int
		want     bool
	}{
		{"a quiet Striker move", engine.Move(cell("L2-G2"), cell("L2-G5")), false, 900, true},
		{"a tactical Striker move", engine.Move(cell("L2-G2"), cell("L2-G5")), true, 900, false},
		{"a Striker move that wins", engine.Move(cell("L2-G2"), cell("L2-G5")), false, mateScore, false},
		{"a Node move", engine.Move(cell("L2-D4"), cell("L2-D5")), false, 900, false},
		{"a Striker's surge", engine.Surge(cell("L2-G2")), false, 900, false},
	} {
		if got := restingStriker(&p, tc.a, tc.tactical, tc.score); got != tc.want {
			t.Errorf("%s: restingStriker = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRestingStrikersLeftOutOfOwnTurn: far ahead, Data's root and his
// second action list no quiet Striker move when his Strikers rest and
// many when they do not (the second action: in one of the positions at
// least), in a made-up position and in a stalled
// conversion of an arena game.
func TestRestingStrikersLeftOutOfOwnTurn(t *testing.T) {
	cfg := DataConfig()
	seconds := 0 // quiet Striker moves listed at the second action without the rest
	for _, pc := range []struct{ name, pos string }{{"far ahead", farAhead}, {"stalled conversion", stalledConversion}} {
		p := position(t, pc.pos)
		if !strikersRest(&cfg, &p) {
			t.Fatalf("%s: Data's Strikers do not rest", pc.name)
		}
		// the quiet Striker moves listed at the root, and at the second
		// action after the best listed action that is not a Striker's.
		strikerMoves := func(rest bool) (root, second int) {
			th := newThread(&cfg, newTT(10), 0)
			var stop atomic.Bool
			th.stop, th.deadline, th.root = &stop, time.Now().Add(time.Minute), p.ToMove()
			th.strikersRest = rest
			q := p.Clone()
			count := func(q *engine.Position, ms []scored) int {
				n := 0
				for _, m := range ms {
					if m.a.Type == engine.ActMove && q.Unit(q.UnitAt(m.a.From)).Kind == engine.Striker && !m.tactical {
						n++
					}
				}
				return n
			}
			ms, _ := th.generate(&q, 3, 0, engine.Action{}, false, cfg.RootQuiet, false)
			root = count(&q, ms)
			for _, m := range ms {
				if m.a.Type == engine.ActMove && q.Unit(q.UnitAt(m.a.From)).Kind != engine.Striker {
					r := q.Clone()
					r.ApplyLegal(m.a)
					th.line[0] = m.a
					ms2, _ := th.generate(&r, 2, 1, engine.Action{}, false, cfg.Quiet[2], false)
					second = count(&r, ms2)
					break
				}
			}
			return root, second
		}
		root, second := strikerMoves(false)
		if root == 0 {
			t.Fatalf("%s: without the rest the root lists no quiet Striker move: the test checks nothing", pc.name)
		}
		seconds += second
		if root, second := strikerMoves(true); root != 0 || second != 0 {
			t.Errorf("%s: resting, the root lists %d quiet Striker moves and the second action %d, want none", pc.name, root, second)
		}
	}
	if seconds == 0 {
		t.Fatal("without the rest no second action lists a quiet Striker move: the test checks nothing there")
	}
}
