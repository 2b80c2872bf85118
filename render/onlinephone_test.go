//go:build !js

package render

import (
	"fmt"
	"image"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/online/client"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
)

// checkOnlineOnPhone lays the online game a shows out at the device
// sizes given, in English (the turned phone in Russian too, its top bar's
// words the longest; every size in both with STRATEGEMA_TEST_SHOTS set),
// one layout and two frames a state, on the online test's own window.
// On a screen held upright (the phone, the tablet), with the log shut and
// open, it fails where the online panel (the connection and both clocks)
// lies over the board's view or the log's sheet, or leaves the screen
// between the board and the action bar: it covered the lowest level and
// the log's last lines (issue 41). On a screen held sideways (the phone
// turned, the desktops) it fails where a part of the panel (its box, its
// clocks, Accept and Decline) covers a cell of the board (on the turned
// phone, at the stage's top left, it covered L1 and L2) or lies over a
// button, and where checkLayoutOn finds a fault.
func checkOnlineOnPhone(t *testing.T, a *App, name string, sizes ...deviceSize) {
	t.Helper()
	g := a.net.game
	if g == nil || a.play.m != g.m {
		t.Fatal("checkOnlineOnPhone: no online game on the board")
	}
	p := a.play
	was, wasTouch, wasLog, wasLang := a.devScale, a.fr.TouchScreen, p.logOpen, a.set.Language
	defer func() {
		a.devScale, a.fr.TouchScreen, p.logOpen = was, wasTouch, wasLog
		a.set.Language = wasLang
		a.setLanguage(wasLang)
	}()
	shots := os.Getenv("STRATEGEMA_TEST_SHOTS") != ""
	for _, tag := range layoutLanguages {
		a.set.Language = tag
		a.setLanguage(tag)
		for _, d := range sizes {
			if tag == "en" || shots || d.name == "phone-turned" {
				checkOnlineAt(t, a, name, d)
			}
		}
		if shots { // the clocks' colours in the other palette, to look at
			a.pal = paletteFor(store.PaletteColourSafe)
			checkOnlineAt(t, a, name+"-colour-safe", deviceSizes[1])
			a.pal = paletteFor(a.set.Palette)
		}
	}
}

// checkOnlineAt is checkOnlineOnPhone at one size in the window's
// language.
func checkOnlineAt(t *testing.T, a *App, name string, d deviceSize) {
	t.Helper()
	g, p := a.net.game, a.play
	w, h := d.px()
	opens := []bool{false}
	if d.h > d.w {
		opens = append(opens, true) // the log's sheet over the board's foot
	}
	for _, open := range opens {
		var problems []string
		runUntil(t, a, 10, func() bool {
			a.devScale, a.fr.TouchScreen, p.logOpen = d.dev, d.touch, open
			img := ebiten.NewImage(w, h)
			defer img.Deallocate()
			problems, _ = checkLayoutOn(a, img, d.dev)
			if !open {
				onlinePhoneShot(t, a, img, name, d.name)
			}
			L := p.rects()
			o := g.drawn.panel
			if L.tall {
				view := ui.Rect{X: a.view.X0, Y: a.view.Y0, W: a.view.W, H: a.view.H}
				if overlapMore(o, view) {
					problems = append(problems, fmt.Sprintf("the online panel %v lies over the board's view %v", o, view))
				}
				if open && overlapMore(o, L.log) {
					problems = append(problems, fmt.Sprintf("the online panel %v lies over the log's sheet %v", o, L.log))
				}
				if o.Y < 0 || o.Y+o.H > L.bar.Y+0.5 || o.X < 0 || o.X+o.W > float32(w)+0.5 {
					problems = append(problems, fmt.Sprintf("the online panel %v is not between the top and the action bar %v", o, L.bar))
				}
				return true
			}
			parts := []ui.Rect{o}
			for _, c := range g.drawn.clocks {
				parts = append(parts, c.r)
			}
			for _, b := range a.buttons {
				if b.ID == onlineAccept || b.ID == onlineDecline {
					parts = append(parts, b.R)
				} else if overlapMore(o, b.R) {
					problems = append(problems, fmt.Sprintf("the online panel %v lies over the button %q %v", o, b.Label, b.R))
				}
			}
			for _, r := range parts {
				if c, ok := cellUnder(a.view, r); ok {
					problems = append(problems, fmt.Sprintf("the online panel's part %v covers the cell %s", r, c))
				}
			}
			return true
		})
		for _, pr := range problems {
			t.Errorf("%s, %s, %s, log open %v: %s", name, a.set.Language, d.name, open, pr)
		}
	}
}

// overlapMore reports whether p and q overlap by more than half a pixel.
func overlapMore(p, q ui.Rect) bool {
	return p.X+0.5 < q.X+q.W && q.X+0.5 < p.X+p.W && p.Y+0.5 < q.Y+q.H && q.Y+0.5 < p.Y+p.H
}

// onlinePhoneShot saves img, a's frame at the device size named size, as
// online-NAME-SIZE-LANG.png under STRATEGEMA_TEST_SHOTS (nothing without
// it).
func onlinePhoneShot(t *testing.T, a *App, img *ebiten.Image, name, size string) {
	if os.Getenv("STRATEGEMA_TEST_SHOTS") == "" {
		return
	}
	b := img.Bounds()
	px := image.NewRGBA(b)
	img.ReadPixels(px.Pix)
	savePNG(t, px, fmt.Sprintf("online-%s-%s-%s.png", name, size, a.set.Language))
}

// cellUnder reports a cell of the board v shows (on a level it shows)
// whose tile's centre or a corner lies inside r: r covers part of it.
func cellUnder(v *scene.View, r ui.Rect) (engine.Cell, bool) {
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !v.LevelVisible(c.Level()) {
			continue
		}
		pts := v.Corners(c, 0.05)
		for _, q := range append(pts[:], v.CellPos(c)) {
			if x, y, _, ok := v.Project(q); ok && r.Contains(x, y) {
				return c, true
			}
		}
	}
	return engine.NoCell, false
}

// TestOnlineRoomOnPhones lays the Online room's screens with the most on
// them out on a phone held upright and turned, in both languages: Play a
// friend (time controls, colours, Create) and the waiting screen (the
// link, the code, the copy buttons), every button inside the screen, none
// over another, no text under a button it does not belong to. On the
// turned phone Back ran over the colours and Create was off the screen;
// the copy buttons ran over the code. Two frames a layout, about 3 s.
func TestOnlineRoomOnPhones(t *testing.T) {
	for _, tag := range layoutLanguages {
		a := newTestApp(t, Options{Quiet: true})
		a.set.Language = tag
		a.setLanguage(tag)
		run(t, a, 2)
		r := newOnlineRoom(a)
		a.push(r)
		for _, scr := range []onlineScreen{scrFriend, scrWaiting} {
			r.scr = scr
			r.created = &client.Created{Game: "x765ioqz4txyhemf", Control: "10+5", Seat: "amber",
				Cerulean: "http://127.0.0.1:46017/g/x765ioqz4txyhemf#BuJneDg6CdLKiUm1FnaGhnDcqlQR0Re3",
				Amber:    "http://127.0.0.1:46017/g/x765ioqz4txyhemf#c2dY-saqvjQE9y40kpKTmNr-_xDnMsce", Code: "P3PSRC"}
			for _, d := range deviceSizes[:2] {
				w, h := d.px()
				var problems []string
				var texts []ui.TracedText
				runUntil(t, a, 10, func() bool {
					a.devScale, a.fr.TouchScreen = d.dev, true
					img := ebiten.NewImage(w, h)
					defer img.Deallocate()
					problems, texts = checkLayoutOn(a, img, d.dev)
					if os.Getenv("STRATEGEMA_TEST_SHOTS") != "" {
						px := image.NewRGBA(image.Rect(0, 0, w, h))
						img.ReadPixels(px.Pix)
						savePNG(t, px, fmt.Sprintf("online-room-%d-%s-%s.png", scr, d.name, tag))
					}
					return true
				})
				for _, p := range problems {
					t.Errorf("%s, screen %d, %s: %s", tag, scr, d.name, p)
				}
				if scr == scrWaiting { // the time control and side, whole (cut on the turned phone)
					var drawn []string
					for _, tx := range texts {
						drawn = append(drawn, tx.Text)
					}
					status := a.trf("online.waiting.status", "Control", a.controlLabel("10+5"), "Side", a.tr("online.colour.amber"))
					if !strings.Contains(strings.Join(drawn, " "), strings.Join(strings.Fields(status), " ")) {
						t.Errorf("%s, %s: the waiting screen's %q is not drawn whole", tag, d.name, status)
					}
				}
			}
		}
	}
}
