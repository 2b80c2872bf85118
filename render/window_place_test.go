package render

import (
	"testing"

	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// TestWindowPlacement: a first window takes a large share of the monitor
// at 16:10, centred; a kept window opens where it was, shrunk to the
// monitor and moved back onto it, never off the screen.
func TestWindowPlacement(t *testing.T) {
	for _, c := range []struct {
		name   string
		kept   store.Window
		mw, mh int
		want   store.Window
	}{
		{"first run on 1920x1080", store.Window{}, 1920, 1080, store.Window{X: 226, Y: 81, W: 1468, H: 918}},
		{"first run on 1280x800", store.Window{}, 1280, 800, store.Window{X: 96, Y: 60, W: 1088, H: 680}},
		{"first run on a tall 1080x1920", store.Window{}, 1080, 1920, store.Window{X: 81, Y: 673, W: 918, H: 573}},
		{"first run on 2560x1440", store.Window{}, 2560, 1440, store.Window{X: 301, Y: 108, W: 1958, H: 1224}},
		{"kept, on the screen", store.Window{X: 40, Y: 30, W: 1600, H: 900}, 1920, 1080, store.Window{X: 40, Y: 30, W: 1600, H: 900}},
		{"kept, maximised", store.Window{X: 40, Y: 30, W: 1600, H: 900, Maximized: true}, 1920, 1080, store.Window{X: 40, Y: 30, W: 1600, H: 900, Maximized: true}},
		{"kept off the right and bottom", store.Window{X: 3000, Y: 2000, W: 1280, H: 800}, 1920, 1080, store.Window{X: 640, Y: 280, W: 1280, H: 800}},
		{"kept off the left and top", store.Window{X: -900, Y: -50, W: 1280, H: 800}, 1920, 1080, store.Window{X: 0, Y: 0, W: 1280, H: 800}},
		{"kept on a bigger monitor", store.Window{X: 100, Y: 100, W: 2400, H: 1300}, 1920, 1080, store.Window{X: 0, Y: 0, W: 1920, H: 1080}},
	} {
		got, ok := windowPlacement(c.kept, c.mw, c.mh)
		if !ok || got != c.want {
			t.Errorf("%s: %+v (%v), want %+v", c.name, got, ok, c.want)
		}
		if got.X < 0 || got.Y < 0 || got.X+got.W > c.mw || got.Y+got.H > c.mh {
			t.Errorf("%s: %+v is off the %dx%d screen", c.name, got, c.mw, c.mh)
		}
	}
	if _, ok := windowPlacement(store.Window{}, 0, 0); ok {
		t.Error("a placement on an unknown monitor")
	}
}

// TestViewIsKeptAcrossRestarts: the map view, a level alone, the log and
// the legend the player chose are kept in the settings and are there again
// in the next run's window; a window that does not remember (tests,
// screenshots) opens in 3D with the log closed.
func TestViewIsKeptAcrossRestarts(t *testing.T) {
	st := store.New(store.NewMem())
	a := newTestApp(t, Options{Quiet: true, Store: st, Remember: true})
	a.games.newGame(hotseat())
	run(t, a, 2)
	for _, id := range []int{playMap, playLog, playLegend} {
		a.play.press(&ui.Button{ID: id})
	}
	a.play.press(&ui.Button{ID: playSolo, Arg: 3})
	run(t, a, 2)
	kept, err := st.LoadSettings()
	want := store.View{Map: true, Solo: 3, Log: true, Legend: true}
	if err != nil || kept.View != want {
		t.Fatalf("kept view %+v (%v), want %+v", kept.View, err, want)
	}
	b := newTestApp(t, Options{Quiet: true, Store: st, Remember: true})
	if b.view.Mode != scene.Flat || b.view.Solo != 3 || !b.play.logOpen || !b.play.legend {
		t.Errorf("after a restart: mode %v, level %d, log %v, legend %v", b.view.Mode, b.view.Solo, b.play.logOpen, b.play.legend)
	}
	c := newTestApp(t, Options{Quiet: true, Store: st})
	if c.view.Mode == scene.Flat || c.play.logOpen {
		t.Error("a window that does not remember opened the kept view")
	}
	// back to 3D with the log closed is kept too
	a.play.press(&ui.Button{ID: playMap})
	a.play.press(&ui.Button{ID: playLog})
	run(t, a, 2)
	if kept, _ := st.LoadSettings(); kept.View.Map || kept.View.Log {
		t.Errorf("kept view %+v after going back to 3D and closing the log", kept.View)
	}
}
