package render

import (
	"strings"
	"testing"

	"strategema/engine"
)

// TestClickOutOfReachKeepsSelection: with a unit selected, a click on a
// cell it cannot reach keeps the selection and says why (out of reach),
// instead of silently dropping it; a click on a destination then moves.
func TestClickOutOfReachKeepsSelection(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame(hotseat())
	run(t, a, 2)
	from := engine.NewCell(1, 3, 1) // L2-D2
	pos := a.play.m.Game.Position()
	dests := pos.Destinations(from)
	far := engine.NoCell
	for c := engine.NewCell(1, 0, 0); c < engine.NewCell(2, 0, 0); c++ {
		if !dests.Has(c) && pos.UnitAt(c) == engine.NoUnit && c.Rank() >= 4 {
			far = c
			break
		}
	}
	if far == engine.NoCell || dests.Empty() {
		t.Fatalf("no cell out of reach of %s (destinations %v)", from, dests.Cells())
	}
	script.Steps = append(script.Steps, clickCell(from, true)...)
	script.Steps = append(script.Steps, clickCell(far, false)...)
	runUntil(t, a, 300, script.Done)
	if !script.Done() {
		t.Fatalf("script stuck at step %d of %d", script.i, len(script.Steps))
	}
	if a.play.m.Sel != from {
		t.Fatalf("a click on %s, out of reach, dropped the selection of %s (now %s)", far, from, a.play.m.Sel)
	}
	if !strings.Contains(a.note.Text, "out of reach") || !strings.Contains(a.note.Text, far.String()) {
		t.Errorf("the miss is not explained: note %q", a.note.Text)
	}
	to := dests.Cells()[0]
	script.Steps = append(script.Steps, clickCell(to, false)...)
	runUntil(t, a, 300, script.Done)
	if n := len(a.play.m.Game.Actions()); n != 1 {
		t.Errorf("a click on the destination %s after the miss did not move (%d actions)", to, n)
	}
}
