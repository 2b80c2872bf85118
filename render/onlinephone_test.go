//go:build !js

package render

import (
	"fmt"
	"testing"

	"strategema/online/client"
)

// checkOnlineOnPhone lays the online game a shows out on a phone held
// upright (390×844 CSS px at a pixel ratio of 3, touch), with the log shut
// and open, and fails where the online panel (the connection and both
// clocks) lies over the board's view or the log's sheet, or leaves the
// screen between the board and the action bar: it covered the lowest
// level and the log's last lines (issue 41). On the phone turned and a
// desktop the panel starts in the stage's upper half (the lowest level
// lies at its bottom left) and lies over no button. One layout and two
// frames a state, on the online test's own window.
func checkOnlineOnPhone(t *testing.T, a *App) {
	t.Helper()
	g := a.net.game
	if g == nil || a.play.m != g.m {
		t.Fatal("checkOnlineOnPhone: no online game on the board")
	}
	p := a.play
	dev, was, wasTouch, wasLog := 3.0, a.devScale, a.fr.TouchScreen, p.logOpen
	defer func() { a.devScale, a.fr.TouchScreen, p.logOpen = was, wasTouch, wasLog }()
	w, h := phoneW*3, phoneH*3
	for _, open := range []bool{false, true} {
		var problems []string
		runUntil(t, a, 10, func() bool {
			a.devScale, a.fr.TouchScreen, p.logOpen = dev, true, open
			checkLayoutAt(a, w, h, dev)
			L := p.rects()
			v := g.c.View()
			o := g.panel(L, &v).r
			problems = problems[:0]
			overlaps := func(q, r [4]float32) bool {
				return q[0]+0.5 < r[0]+r[2] && r[0]+0.5 < q[0]+q[2] && q[1]+0.5 < r[1]+r[3] && r[1]+0.5 < q[1]+q[3]
			}
			panel := [4]float32{o.X, o.Y, o.W, o.H}
			view := [4]float32{a.view.X0, a.view.Y0, a.view.W, a.view.H}
			if overlaps(panel, view) {
				problems = append(problems, fmt.Sprintf("the online panel %v lies over the board's view %v", o, view))
			}
			if open && overlaps(panel, [4]float32{L.log.X, L.log.Y, L.log.W, L.log.H}) {
				problems = append(problems, fmt.Sprintf("the online panel %v lies over the log's sheet %v", o, L.log))
			}
			if o.Y < 0 || o.Y+o.H > L.bar.Y+0.5 || o.X < 0 || o.X+o.W > float32(w)+0.5 {
				problems = append(problems, fmt.Sprintf("the online panel %v is not between the top and the action bar %v", o, L.bar))
			}
			return true
		})
		for _, pr := range problems {
			t.Errorf("phone, log open %v: %s", open, pr)
		}
	}
	// a screen held sideways (the phone turned, a desktop): the panel at
	// the stage's top left, clear of the lowest level at its bottom left
	// and of every button
	for _, d := range []deviceSize{{"phone-turned", 844, 390, 3, true}, {"desktop", 1280, 800, 1, false}} {
		w, h := d.px()
		var problems []string
		runUntil(t, a, 10, func() bool {
			a.devScale, a.fr.TouchScreen, p.logOpen = d.dev, d.touch, false
			checkLayoutAt(a, w, h, d.dev)
			L := p.rects()
			v := g.c.View()
			o := g.panel(L, &v).r
			problems = problems[:0]
			if o.Y > L.stage.Y+L.stage.H/2 {
				problems = append(problems, fmt.Sprintf("the online panel %v starts in the lower half of the stage %v, over the lowest level", o, L.stage))
			}
			for _, b := range a.buttons {
				if o.X+0.5 < b.R.X+b.R.W && b.R.X+0.5 < o.X+o.W && o.Y+0.5 < b.R.Y+b.R.H && b.R.Y+0.5 < o.Y+o.H {
					problems = append(problems, fmt.Sprintf("the online panel %v lies over the button %q %v", o, b.Label, b.R))
				}
			}
			return true
		})
		for _, pr := range problems {
			t.Errorf("%s: %s", d.name, pr)
		}
	}
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
				runUntil(t, a, 10, func() bool {
					a.devScale, a.fr.TouchScreen = d.dev, true
					problems = checkLayoutAt(a, w, h, d.dev)
					return true
				})
				for _, p := range problems {
					t.Errorf("%s, screen %d, %s: %s", tag, scr, d.name, p)
				}
			}
		}
	}
}
