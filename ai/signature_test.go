// signature_test.go: the search signature. A fixed-depth, one-thread search
// is a pure function of the position and the configuration: the chosen
// actions, the node count and the score of such searches on positions from
// seeded playouts pin what the search decides, so a change meant only to
// make it faster (engine or search) must leave them exactly as they were.

package ai

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"strategema/engine"
)

var updateSignature = flag.Bool("update-signature", false, "rewrite testdata/search_signature.txt from the current search")

// sigConfigs are frozen copies of the two characters (as of the signature's
// recording), so that tuning the characters' weights does not move the
// signature: only a change to the search or the engine does.
func sigConfigs() [2]Config {
	data := Config{
		W: Weights{
			Territory: 10, Systemic: 20,
			Material:    [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 400, engine.Guardian: 160, engine.Striker: 150, engine.Node: 100},
			Neutralized: 10, Isolated: 60, IsoCounter: 60, CoreRing: 60, CoreThreat: 40, Vulnerable: 100,
			StrikerRaid: 3, StrikerCore: 2, Tempo: 15, PressMargin: 150, PressTerritory: 10,
		},
		Contempt: 50, RootQuiet: 32, Quiet: [6]int{0, 24, 16, 12, 10, 8},
		EvalOrderDepth: 3, QDepth: 2, PairOrder: true,
	}
	kolrami := Config{
		W: Weights{
			Territory: 14, Systemic: 30,
			Material:    [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 300, engine.Guardian: 110, engine.Striker: 140, engine.Node: 70},
			Neutralized: 5, Isolated: 15, IsoCounter: 25, CoreRing: 30, CoreThreat: 15, Vulnerable: 60,
			StrikerRaid: 25, StrikerCore: 20, Tempo: 25, PressMargin: 150, PressTerritory: 14,
		},
		Contempt: 150, RootQuiet: 24, Quiet: [6]int{0, 14, 10, 8, 6, 5},
		EvalOrderDepth: 3, QDepth: 2, PairOrder: true, RaidBias: 30,
	}
	return [2]Config{data, kolrami}
}

// sigConfigsThinTrap are frozen copies of the two characters as they
// played with the Thin slope, IsoScaled and TrapOrder, pinned by a second
// signature file, so that a change meant only for speed is checked on the
// terms the characters play with too.
func sigConfigsThinTrap() [2]Config {
	data := sigConfigs()[0]
	data.W.Thin, data.W.IsoScaled, data.TrapOrder = 6, true, true
	kolrami := Config{
		W: Weights{
			Territory: 12, Systemic: 25,
			Material:    [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 380, engine.Guardian: 150, engine.Striker: 150, engine.Node: 95},
			Neutralized: 5, Isolated: 45, IsoCounter: 45, CoreRing: 45, CoreThreat: 30, Vulnerable: 90,
			StrikerRaid: 8, StrikerCore: 6, Tempo: 20, PressMargin: 150, PressTerritory: 14, IsoScaled: true,
		},
		Contempt: 150, RootQuiet: 24, Quiet: [6]int{0, 14, 10, 8, 6, 5},
		EvalOrderDepth: 3, QDepth: 2, PairOrder: true, TrapOrder: true, RaidBias: 15,
	}
	return [2]Config{data, kolrami}
}

// sigPositions plays seeded contact-seeking random games (mostly forward
// moves, some random actions) and keeps positions along the way, some of
// them in the middle of a turn.
func sigPositions() []engine.Position {
	var out []engine.Position
	var buf []engine.Action
	for seed := int64(1); seed <= 4; seed++ {
		rng := rand.New(rand.NewSource(seed))
		p := engine.NewPosition()
		for i := 0; i < 200 && !p.Over(); i++ {
			buf = p.LegalActions(buf[:0])
			a := buf[rng.Intn(len(buf))]
			if rng.Intn(10) < 8 {
				// the most forward move, ties at random.
				best, bestV := a, -1<<30
				for _, b := range buf {
					if b.Type != engine.ActMove {
						continue
					}
					dr := b.To.Rank() - b.From.Rank()
					if p.ToMove() == engine.Amber {
						dr = -dr
					}
					if v := dr*16 + rng.Intn(16); v > bestV {
						best, bestV = b, v
					}
				}
				a = best
			}
			if err := p.Apply(a, nil); err != nil {
				panic(err)
			}
			if i >= 30 && i%(22+int(seed)) == 0 && !p.Over() && p.ActionsLeft() > 0 {
				out = append(out, p.Clone())
			}
		}
	}
	return out
}

// searchSignature runs fixed-depth one-thread searches on the positions,
// each with a fresh player, and writes one line per search.
func searchSignature(tb testing.TB, cfgs [2]Config, depth int, positions []engine.Position) []string {
	var lines []string
	for i := range positions {
		p := positions[i].Clone()
		cfg := cfgs[i%2]
		pl := newSearchPlayer("sig", cfg, options{threads: 1, ttLog2: 16, depth: depth, seed: 1})
		plan, err := pl.PlayTurn(context.Background(), &p, 0)
		if err != nil {
			tb.Fatal(err)
		}
		var acts []string
		for _, a := range plan.Actions {
			acts = append(acts, a.String())
		}
		lines = append(lines, fmt.Sprintf("d%d pos%02d turn %d left %d: %s | nodes %d score %d",
			depth, i, positions[i].Turn(), positions[i].ActionsLeft(), strings.Join(acts, ", "), plan.Stats.Nodes, plan.Stats.Score))
	}
	return lines
}

func TestSearchSignature(t *testing.T) {
	tests := []struct {
		file string
		cfgs [2]Config
	}{
		{"search_signature.txt", sigConfigs()},
		{"search_signature_thin_trap.txt", sigConfigsThinTrap()},
	}
	positions := sigPositions()
	if len(positions) < 16 {
		t.Fatalf("%d positions, want at least 16", len(positions))
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			got := searchSignature(t, tc.cfgs, 3, positions)
			if !testing.Short() {
				got = append(got, searchSignature(t, tc.cfgs, 4, positions[:8])...)
			}
			checkSignature(t, filepath.Join("testdata", tc.file), got)
		})
	}
}

// checkSignature compares got with the lines of file, or rewrites the
// file with -update-signature.
func checkSignature(t *testing.T, file string, got []string) {
	t.Helper()
	if *updateSignature {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d lines to %s", len(got), file)
		return
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			want = append(want, line)
		}
	}
	for i, g := range got {
		if i >= len(want) {
			t.Errorf("extra line %s", g)
			continue
		}
		if g != want[i] {
			t.Errorf("search signature changed:\n got %s\nwant %s", g, want[i])
		}
	}
	if len(got) < len(want) && !testing.Short() {
		t.Errorf("%d lines, want %d", len(got), len(want))
	}
}
