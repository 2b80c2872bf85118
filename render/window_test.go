package render

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/input"
	"strategema/render/player"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// TestVertexLayout: scene.Vertex is handed to Ebitengine as ebiten.Vertex.
func TestVertexLayout(t *testing.T) {
	var s scene.Vertex
	var e ebiten.Vertex
	if unsafe.Sizeof(s) != unsafe.Sizeof(e) {
		t.Fatalf("sizes differ: %d vs %d", unsafe.Sizeof(s), unsafe.Sizeof(e))
	}
	offs := [][2]uintptr{
		{unsafe.Offsetof(s.DstX), unsafe.Offsetof(e.DstX)}, {unsafe.Offsetof(s.DstY), unsafe.Offsetof(e.DstY)},
		{unsafe.Offsetof(s.SrcX), unsafe.Offsetof(e.SrcX)}, {unsafe.Offsetof(s.SrcY), unsafe.Offsetof(e.SrcY)},
		{unsafe.Offsetof(s.ColorR), unsafe.Offsetof(e.ColorR)}, {unsafe.Offsetof(s.ColorA), unsafe.Offsetof(e.ColorA)},
		{unsafe.Offsetof(s.Custom0), unsafe.Offsetof(e.Custom0)}, {unsafe.Offsetof(s.Custom3), unsafe.Offsetof(e.Custom3)},
	}
	for i, o := range offs {
		if o[0] != o[1] {
			t.Errorf("field %d at %d, ebiten has it at %d", i, o[0], o[1])
		}
	}
}

func newTestApp(t *testing.T, o Options) *App {
	t.Helper()
	o.Mute = true
	if o.Analyst == nil {
		o.Analyst = testAnalyst
	}
	if o.Store == nil {
		o.Store = store.New(store.NewMem())
	}
	a, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	// The app's largest images go back when its test ends: hundreds of
	// apps in one process would otherwise grow the GPU's texture atlas
	// (each growth a new texture, slow in software rendering).
	t.Cleanup(func() {
		if a.pt != nil {
			a.pt.Release()
		}
		if a.board != nil {
			a.board.Release()
		}
	})
	return a
}

func hotseat() [2]player.Player {
	return [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}}
}

func savePNG(t *testing.T, img *image.RGBA, name string) {
	dir := os.Getenv("STRATEGEMA_TEST_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// sideOf classifies a pixel as Cerulean-blue (0), Amber (1) or neither (-1).
func sideOf(r, g, b uint8) int {
	R, G, B := int(r), int(g), int(b)
	switch {
	case B > R+30 && B >= G && B > 45:
		return 0
	case R > B+35 && G > B+8 && R > 45:
		return 1
	}
	return -1
}

// countSides counts blue and amber pixels inside r.
func countSides(img *image.RGBA, r ui.Rect) (blue, amber int) {
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			i := img.PixOffset(x, y)
			switch sideOf(img.Pix[i], img.Pix[i+1], img.Pix[i+2]) {
			case 0:
				blue++
			case 1:
				amber++
			}
		}
	}
	return
}

// TestOpeningScreenshot: at the opening both colours cover about equal
// areas (checked on the flat map, which has no perspective, and loosely
// in 3D), and every unit's body is drawn where the camera puts it.
func TestOpeningScreenshot(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true})
	a.games.newGame(hotseat())
	img := run(t, a, 20)
	savePNG(t, img, "opening.png")
	v := a.view
	board := ui.Rect{X: v.X0, Y: v.Y0 + 50, W: v.W, H: v.H - 50}
	blue, amber := countSides(img, board)
	t.Logf("3D opening: blue %d px, amber %d px", blue, amber)
	if blue < 5000 || amber < 5000 || float64(blue)/float64(amber) > 2 || float64(amber)/float64(blue) > 2 {
		t.Errorf("3D opening: blue %d px, amber %d px: both sides should show in comparable areas", blue, amber)
	}
	checkUnits(t, a, img, "3D")

	a.view.Mode = scene.Flat
	img = run(t, a, 20)
	savePNG(t, img, "opening-map.png")
	blue, amber = countSides(img, ui.Rect{X: v.X0, Y: v.Y0 + 50, W: v.W, H: v.H - 50})
	t.Logf("map opening: blue %d px, amber %d px", blue, amber)
	if ratio := float64(blue) / float64(max(amber, 1)); blue < 5000 || ratio < 0.85 || ratio > 1.18 {
		t.Errorf("map opening: blue %d px, amber %d px (ratio %.2f), want about equal", blue, amber, ratio)
	}
	checkUnits(t, a, img, "map")

	a.view.Mode = scene.Stacked
	a.view.Cam = scene.Orbit{Yaw: 2.4, Pitch: 0.7, Zoom: 1.1}
	a.set.IdleRotation = false
	img = run(t, a, 10)
	savePNG(t, img, "opening-side.png")
	checkUnits(t, a, img, "rotated")
}

// checkUnits samples the screen at the projected centre of every visible
// unit: the pixel must be a lit unit colour of the unit's side (or of a
// unit standing in front of it), bright, not a tile.
func checkUnits(t *testing.T, a *App, img *image.RGBA, what string) {
	t.Helper()
	p := &a.play.m.Shown
	v := a.view
	bad, seen := 0, 0
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := p.Unit(id)
		if !u.Alive || !v.LevelVisible(u.Cell.Level()) {
			continue
		}
		x, y, d, ok := v.Project(v.UnitPos(u.Cell))
		if !ok || x < v.X0+4 || y < v.Y0+45 || x > v.X0+v.W-4 || y > v.Y0+v.H-4 {
			continue
		}
		// skip units seen through a translucent tile of another level
		occ := p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
		if tc, ok := v.Pick(x, y, engine.Bitboard{}, engine.Bitboard{}); ok && tc.Level() != u.Cell.Level() {
			if _, _, td, _ := v.Project(v.CellPos(tc)); td < d {
				continue
			}
		}
		if got, _ := v.Pick(x, y, occ, engine.Bitboard{}); got != u.Cell && !occ.Has(got) {
			continue
		}
		seen++
		// the front-most unit whose body covers this point decides the colour
		want := u.Side
		best := d
		for o := engine.UnitID(0); o < engine.NumUnits; o++ {
			ou := p.Unit(o)
			if !ou.Alive || o == id || !v.LevelVisible(ou.Cell.Level()) {
				continue
			}
			op := v.UnitPos(ou.Cell)
			ox, oy, od, ok := v.Project(op)
			r := 0.3 * v.PixelsPerUnit(op)
			if ok && od < best && (ox-x)*(ox-x)+(oy-y)*(oy-y) < r*r {
				best, want = od, ou.Side
			}
		}
		votes := [2]int{}
		bright := 0
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				i := img.PixOffset(int(x)+dx, int(y)+dy)
				r, g, b := img.Pix[i], img.Pix[i+1], img.Pix[i+2]
				if s := sideOf(r, g, b); s >= 0 {
					votes[s]++
				}
				if max(r, g, b) > 85 {
					bright++
				}
			}
		}
		if votes[want] < 5 || votes[want] < votes[1-want] || bright < 3 {
			bad++
			if bad <= 5 {
				t.Logf("%s: %s %s on %s at %.0f,%.0f: votes %v bright %d", what, u.Side.Title(), u.Kind, u.Cell, x, y, votes, bright)
			}
		}
	}
	if seen < 15 {
		t.Errorf("%s: only %d units on screen", what, seen)
	}
	if bad > seen/20 {
		t.Errorf("%s: %d of %d units not drawn where the camera puts them", what, bad, seen)
	}
	t.Logf("%s: %d units checked, %d off", what, seen, bad)
}

// TestMidgameScreenshot opens a record from the middle of a game.
func TestMidgameScreenshot(t *testing.T) {
	data, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Options{Record: data})
	img := run(t, a, 20)
	savePNG(t, img, "midgame.png")
	if a.play.m.Game.Position().Turn() < 20 {
		t.Fatalf("record not loaded: turn %d", a.play.m.Game.Position().Turn())
	}
	checkUnits(t, a, img, "midgame")
	if len(a.play.log.wrapped) == 0 {
		t.Error("the Tactical Log is empty")
	}
}

// TestCorruptAutosave: a damaged save is reported in the window and set
// aside, never a crash.
func TestCorruptAutosave(t *testing.T) {
	mem := store.NewMem()
	st := store.New(mem)
	if err := st.WriteAutosave([]byte("1C: L9-Z9>nowhere\n")); err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Options{Store: st})
	if a.dialog == nil || !strings.Contains(a.dialog.Text, "could not be read") {
		t.Fatalf("no report of the damaged save: %+v", a.dialog)
	}
	if a.games.hasAutosave {
		t.Error("a damaged save is offered for continuation")
	}
	if d, _ := st.ReadAutosave(); d != nil {
		t.Error("the damaged save was not set aside")
	}
	run(t, a, 3) // and the window still draws
}

// TestAutosaveAndContinue: every action is saved; the next start offers
// the game and continues it exactly.
func TestAutosaveAndContinue(t *testing.T) {
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Store: st, Quiet: true})
	a.games.newGame(hotseat())
	a.play.act(engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)))
	a.play.act(engine.Simple(engine.ActHold))
	b := newTestApp(t, Options{Store: st})
	if !b.games.hasAutosave {
		t.Fatal("the autosave is not offered")
	}
	b.games.continueAutosave()
	if b.play.m == nil || b.play.m.Game.Position().Hash() != a.play.m.Game.Position().Hash() || len(b.play.m.Game.Actions()) != 2 {
		t.Fatal("the continued game differs from the saved one")
	}
}

// clickCell returns script steps that click cell c the way a player
// would: aim at a point where the cell (its unit, when unit is set) is what
// the window picks; if no such point shows in the current view, first show
// its level alone (the 1–4 keys), and afterwards all levels again (0).
func clickCell(c engine.Cell, unit bool) []func(*App, *input.Frame) bool {
	solo := false
	aim := func(a *App, f *input.Frame) bool {
		v := a.view
		occ := a.play.m.Occupied()
		pts := []scene.Vec{v.CellPos(c)}
		if unit {
			pts = []scene.Vec{v.UnitPos(c), v.UnitPos(c).Add(scene.Vec{0, 0.15, 0}), v.CellPos(c)}
		}
		q := v.Corners(c, 0.15)
		pts = append(pts, q[:]...)
		for _, p := range pts {
			x, y, _, ok := v.Project(p)
			if !ok {
				continue
			}
			if got, ok := v.Pick(x, y, occ, a.play.m.Dests); ok && got == c {
				f.MX, f.MY = x, y
				return true
			}
		}
		return false
	}
	return []func(*App, *input.Frame) bool{
		func(a *App, f *input.Frame) bool {
			if a.play.m.Busy() {
				return false // wait for the animations, like a player
			}
			if !aim(a, f) {
				solo = true
				f.Keys = append(f.Keys, ebiten.KeyDigit1+ebiten.Key(c.Level()))
			}
			return true
		},
		func(a *App, f *input.Frame) bool { aim(a, f); return true },
		func(a *App, f *input.Frame) bool {
			aim(a, f)
			f.Down[input.MouseLeft], f.Pressed[input.MouseLeft] = true, true
			return true
		},
		func(a *App, f *input.Frame) bool { aim(a, f); f.Released[input.MouseLeft] = true; return true },
		func(a *App, f *input.Frame) bool {
			if solo {
				f.Keys = append(f.Keys, ebiten.KeyDigit0)
				solo = false
			}
			return true
		},
	}
}

func pressKey(k ebiten.Key) func(*App, *input.Frame) bool {
	return func(a *App, f *input.Frame) bool {
		if a.play.m.Busy() {
			return false
		}
		f.Keys = append(f.Keys, k)
		return true
	}
}

func wait(n int) []func(*App, *input.Frame) bool {
	out := make([]func(*App, *input.Frame) bool, n)
	for i := range out {
		out[i] = func(*App, *input.Frame) bool { return true }
	}
	return out
}

// TestScriptedInput plays the first turns of a record through the UI's
// input seam (mouse clicks on the flat map and in 3D, keys for surge,
// hold and end) and checks the engine's state matches the record's.
func TestScriptedInput(t *testing.T) {
	data, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	want, rec, err := engine.LoadRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var acts []engine.Action
	for _, tr := range rec.Turns[:10] {
		acts = append(acts, tr.Actions...)
	}
	script := &scriptInput{}
	for i, act := range acts {
		if i == 8 {
			script.Steps = append(script.Steps, pressKey(ebiten.KeyM)) // to the flat map
		}
		switch act.Type {
		case engine.ActMove:
			script.Steps = append(script.Steps, clickCell(act.From, true)...)
			script.Steps = append(script.Steps, clickCell(act.To, false)...)
		case engine.ActSurge:
			c := clickCell(act.From, true)
			script.Steps = append(script.Steps, c[0], c[1], pressKey(ebiten.KeyS), c[4])
		case engine.ActHold:
			script.Steps = append(script.Steps, pressKey(ebiten.KeyH))
		case engine.ActEnd:
			script.Steps = append(script.Steps, pressKey(ebiten.KeyE))
		}
		script.Steps = append(script.Steps, wait(2)...)
	}
	a := newTestApp(t, Options{Input: script, Quiet: true})
	a.games.newGame(hotseat())
	a.set.IdleRotation, a.set.AnimSpeed = false, 3
	runUntil(t, a, 3000, script.Done)
	if !script.Done() {
		t.Fatalf("script stuck at step %d of %d", script.i, len(script.Steps))
	}
	got := a.play.m.Game.Actions()
	for i := range acts {
		if i >= len(got) || got[i] != acts[i] {
			t.Fatalf("action %d: played %v, record has %v (all played: %v)", i, got[min(i, len(got)-1):], acts[i], got)
		}
	}
	ref, err := want.ReplayTo(len(acts))
	if err != nil {
		t.Fatal(err)
	}
	if a.play.m.Game.Position().Hash() != ref.Position().Hash() {
		t.Fatal("the position differs from the record's after the same actions")
	}
	if a.play.m.Shown.Hash() != ref.Position().Hash() && !a.play.m.Busy() {
		t.Fatal("the drawn position differs from the game's")
	}
}

// TestPreviewComesFromEngine: hovering a destination shows the engine's
// preview of the combat.
func TestPreviewComesFromEngine(t *testing.T) {
	data, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Options{Record: data})
	run(t, a, 2)
	pos := a.play.m.Game.Position()
	// find a move that starts a combat
	for _, act := range pos.LegalActions(nil) {
		if act.Type != engine.ActMove {
			continue
		}
		evs, _ := a.play.m.Game.Preview(act)
		var fight *engine.Combat
		for i := range evs {
			if evs[i].Type == engine.EvEngaged {
				fight = &evs[i].Combat
				break
			}
		}
		if fight == nil {
			continue
		}
		a.play.m.Select(act.From)
		a.play.hover = act.To
		a.play.refreshHUD()
		joined := strings.Join(a.play.hud.info, "\n")
		if !strings.Contains(joined, fight.String()) {
			t.Fatalf("hover %s: info %q lacks the engine's breakdown %s", act, joined, fight)
		}
		img := run(t, a, 2)
		savePNG(t, img, "preview.png")
		return
	}
	t.Skip("no combat move in the record's last position")
}

// TestGameOverAndReplay opens a finished game: the result panel, the
// territory chart and the replay stepping through its events.
func TestGameOverAndReplay(t *testing.T) {
	data, err := os.ReadFile("testdata/finished.sgr")
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Options{Record: data}) // a finished game opens on its result
	img := run(t, a, 10)
	savePNG(t, img, "gameover.png")
	if !a.play.over.open {
		t.Fatal("no game-over panel")
	}
	if len(a.play.m.Terr) < a.play.m.Game.Position().Turn()/2 {
		t.Errorf("territory chart has %d points for %d turns", len(a.play.m.Terr), a.play.m.Game.Position().Turn())
	}
	a.play.press(&ui.Button{ID: overReplay})
	r, ok := a.top().(*replayRoom)
	if !ok {
		t.Fatalf("the Replay button opened %q", a.top().name())
	}
	r.seek(len(r.events))
	if r.pos.Hash() != a.play.m.Game.Position().Hash() {
		t.Error("replaying every event does not reach the final position")
	}
	r.seek(10)
	r.seek(5)
	ref, _ := engine.Fold(a.play.m.Game.Initial(), r.events[:5])
	if r.pos.Hash() != ref.Hash() {
		t.Error("stepping back does not restore the position")
	}
	img = run(t, a, 5)
	savePNG(t, img, "replay.png")
}

// TestFrameBudget measures one frame's work on a full mid-game board
// (update plus building and submitting the draw calls).
func TestFrameBudget(t *testing.T) {
	data, err := os.ReadFile("testdata/midgame.sgr")
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Options{Record: data, Bench: 240})
	a.opts.Bench = 240
	runUntil(t, a, 2000, func() bool { return a.quitNext })
	b := a.Bench()
	t.Logf("cpu/frame %v (update %v, draw %v), allocs/frame %.1f (whole process, Ebitengine's GL thread included), faces %d",
		b.CPUPerFrame, b.UpdatePerFrame, b.DrawPerFrame, b.AllocsPerFrame, b.Faces)
	if b.Frames == 0 {
		t.Fatal("no frames measured")
	}
}

// TestComputerSeam: a computer side plays through the player.Computer
// seam on its own goroutine while the window keeps drawing.
func TestComputerSeam(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true})
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, player.NewRandom(3)})
	a.set.AnimSpeed = 3
	a.play.act(engine.Simple(engine.ActHold))
	a.play.act(engine.Simple(engine.ActHold))
	runUntil(t, a, 2000, func() bool {
		p := a.play.m.Game.Position()
		return p.ToMove() == engine.Cerulean && p.Turn() == 3 && !a.play.m.Busy()
	})
	if p := a.play.m.Game.Position(); p.Turn() != 3 || p.ToMove() != engine.Cerulean {
		t.Fatalf("the computer did not play its turn: turn %d, %s to move", p.Turn(), p.ToMove())
	}
}
