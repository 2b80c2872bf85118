package puzzles

import (
	"strings"
	"testing"
)

// TestTacticSlip: the shipped slip puzzle p0083 is found again from its
// game. Its record ends in the opponent's turn with the slip as its second
// action; the game replayed with another second action in the slip's place
// leaves slipsFrom, judging that turn start, to find the slip and cut the
// same position with the same solution, its Source ending in the turn and
// " slip".
func TestTacticSlip(t *testing.T) {
	const id = "p0083"
	var want Puzzle
	for _, pz := range shippedSet(t) {
		if pz.ID == id {
			want = pz
		}
	}
	if !strings.HasSuffix(want.Source, " slip") {
		t.Fatalf("%s is not a slip puzzle in the shipped set: %+v", id, want)
	}
	g, err := want.Game()
	if err != nil {
		t.Fatal(err)
	}
	acts := g.Actions()
	slip := acts[len(acts)-1]
	played, err := g.ReplayTo(len(acts) - 1)
	if err != nil {
		t.Fatal(err)
	}
	mid := played.Position().Clone()
	replaced := false
	for _, a := range mid.LegalActions(nil) {
		if a != slip && a.SpendsAction() {
			if _, err := played.Apply(a); err != nil {
				t.Fatal(err)
			}
			replaced = true
			break
		}
	}
	if !replaced {
		t.Fatal("no other second action to play in the slip's place")
	}
	src := Source{Name: id, Game: played}
	starts, err := turnStarts(src)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultGenConfig()
	cfg.Slips = 1
	var st GenStats
	// the opponent's turn start and the next one: only the slip's turn
	// start is judged.
	found, err := slipsFrom(src, starts[len(starts)-2:], cfg, map[string]bool{}, &st)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 || st.Slipped != 1 {
		t.Fatalf("found %+v (%+v), want one slip", found, st)
	}
	// the Source names the game, then the turn and the kind: "18C slip".
	f := strings.Fields(want.Source)
	wantSource := id + " " + strings.Join(f[len(f)-2:], " ")
	pz := found[0]
	if pz.Position != want.Position || pz.Solution != want.Solution || pz.Source != wantSource {
		t.Errorf("found %q %q (%s), want %q %q (%s)", pz.Position, pz.Solution, pz.Source, want.Position, want.Solution, wantSource)
	}
}
