//go:build !js

package e2e

import (
	"context"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

// phonelayout_test.go: the screens a newcomer meets first, laid out for
// each device (issue 41): the first lesson's board gets the phone's width,
// the lessons list and the opponents scroll with a finger and a tap lands
// on the entry under it, and on every screen no button leaves the page or
// lies over another.

// TestBrowserPhoneLayout walks the lessons, the opponents and Settings on
// each device.
func TestBrowserPhoneLayout(t *testing.T) {
	if testing.Short() {
		t.Skip("browser layout skipped in -short mode")
	}
	needChromium(t)
	dir, _, _ := buildWeb(t)
	srv := serve(dir)
	defer srv.Close()
	browser := startChromium(t, context.Background())
	shots := shotsDir(t)
	for _, d := range devices {
		only := os.Getenv("STRATEGEMA_DEVICE")
		if only != "" && only != d.name || only == "" && !d.touch {
			// the desktop's screens are walked by TestBrowserDevices and
			// the window's TestEveryRoomAtEverySize: STRATEGEMA_DEVICE=desktop
			// walks them here too
			continue
		}
		t.Run(d.name, func(t *testing.T) {
			p, _ := openDevice(t, browser, srv.URL, d)
			v := &devTab{tab: p, d: d, shots: shots}
			// a newcomer's first lesson, from the menu
			if !v.press("Start lesson 1") {
				return
			}
			v.waitFor(`strategema.screen == "lesson"`, 10*time.Second)
			v.waitTicks(30) // the camera settles
			v.shot("layout-lesson")
			v.checkSeparate("lesson")
			v.lessonBoard(t)
			v.backTo("lessons")
			v.shot("layout-lessons")
			v.checkSeparate("lessons")
			// the list scrolls: a swipe up brings its last lesson in
			last := `strategema.buttons().some(b => b.label.startsWith("14."))`
			// the swipe starts on the first lesson's stars, beside its button:
			// no button is under the finger
			stars := eval[[2]float64](v.tab, `(() => { const b = strategema.buttons().find(b => b.label.startsWith("1.")); return [b.x + b.w + 30, b.y + b.h / 2] })()`)
			if !eval[bool](v.tab, last) {
				for i := 0; i < 6 && !eval[bool](v.tab, last); i++ {
					v.swipe([2]float64{float64(d.w) / 2, float64(d.h) * 0.7}, 0, -float64(d.h)*0.4)
					v.waitTicks(3)
				}
				if !eval[bool](v.tab, last) {
					t.Errorf("the lessons list does not show lesson 14 after a swipe up")
				}
				v.shot("layout-lessons-scrolled")
				v.checkSeparate("lessons, scrolled")
			}
			// a tap lands on the entry under the finger
			xy := eval[*[2]float64](v.tab, `strategema.button("4. The Striker")`)
			for i := 0; i < 6 && xy == nil; i++ {
				v.swipe([2]float64{stars[0], float64(d.h) * 0.3}, 0, float64(d.h)*0.4)
				xy = eval[*[2]float64](v.tab, `strategema.button("4. The Striker")`)
			}
			if xy == nil {
				t.Fatal("no button 4. The Striker on the lessons list")
			}
			v.tap(*xy, 0, 0)
			v.waitFor(`strategema.screen == "lesson"`, 5*time.Second)
			v.backTo("lessons")
			v.backTo("menu")
			// the opponents: every level or a list that scrolls, Back on the page
			if !v.press("Choose an opponent…") {
				return
			}
			v.waitFor(`strategema.screen == "ladder"`, 5*time.Second)
			v.shot("layout-opponents")
			v.checkSeparate("opponents")
			if eval[*[2]float64](v.tab, `strategema.button("Back")`) == nil {
				t.Error("the opponents have no Back on the page")
			}
			v.backTo("menu")
			v.contentsTap(t)
			if v.press("Settings") {
				v.waitFor(`strategema.screen == "settings"`, 5*time.Second)
				v.shot("layout-settings")
				v.checkSeparate("settings")
				v.backTo("menu")
			}
		})
	}
}

// contentsTap opens the complete rules from How to play and taps a
// contents entry: the page scrolls to the entry's heading (issue 41).
func (v *devTab) contentsTap(t *testing.T) {
	if !v.press("Rules") {
		return
	}
	v.waitFor(`strategema.screen == "howto"`, 5*time.Second)
	for page := 0; ; page++ { // the top bar's Complete rules, or the last page's Next
		if xy := eval[*[2]float64](v.tab, `strategema.button("Complete rules")`); xy != nil {
			v.tap(*xy, 0, 0)
			break
		}
		if page == 8 || !v.press("Next") {
			t.Error("no Complete rules button after paging through How to play")
			return
		}
		v.waitTicks(3)
	}
	v.waitFor(`strategema.screen == "doc"`, 5*time.Second)
	v.waitTicks(3)
	type entry struct {
		Label      string
		X, Y, W, H float64
		Target     float64
	}
	entries := eval[[]entry](v.tab, `strategema.contents()`)
	for i := 0; i < 8 && len(entries) < 3; i++ { // the contents come after the introduction
		v.swipe([2]float64{float64(v.d.w) / 2, float64(v.d.h) * 0.8}, 0, -float64(v.d.h)*0.4)
		v.waitTicks(3)
		entries = eval[[]entry](v.tab, `strategema.contents()`)
	}
	if len(entries) < 3 {
		t.Fatalf("the rules' contents entries do not come into view (%d found)", len(entries))
	}
	e := entries[2]
	v.shot("layout-rules-contents")
	v.tap([2]float64{e.X + 40, e.Y + e.H/2}, 0, 0)
	v.waitTicks(3)
	if got := eval[float64](v.tab, `strategema.scroll`); math.Abs(got-e.Target) > 0.5 {
		t.Errorf("a tap on the contents entry %q left the rules at line %.1f, want its heading's %.1f", e.Label, got, e.Target)
	}
	v.shot("layout-rules-section")
	v.backTo("howto")
	v.backTo("menu")
}

// checkSeparate is checkScreen, and no two buttons lying over each other.
func (v *devTab) checkSeparate(name string) {
	v.t.Helper()
	v.checkScreen(name)
	bs := eval[[]map[string]any](v.tab, `strategema.buttons()`)
	for i, p := range bs {
		for _, q := range bs[i+1:] {
			px, py, pw, ph := p["x"].(float64), p["y"].(float64), p["w"].(float64), p["h"].(float64)
			qx, qy, qw, qh := q["x"].(float64), q["y"].(float64), q["w"].(float64), q["h"].(float64)
			if px+0.5 < qx+qw && qx+0.5 < px+pw && py+0.5 < qy+qh && qy+0.5 < py+ph {
				v.t.Errorf("%s on the %s: %q and %q overlap", name, v.d.name, p["label"], q["label"])
			}
		}
	}
}

// lessonBoard measures the lesson's board from the cells' places on the
// page: held upright, the four levels span most of the phone's width and
// a cell is large enough to tap.
func (v *devTab) lessonBoard(t *testing.T) {
	var xs, ys []float64
	for _, c := range []string{"L1-A1", "L1-H1", "L1-A8", "L1-H8", "L4-A1", "L4-H1", "L4-A8", "L4-H8"} {
		xy := eval[*[2]float64](v.tab, `strategema.cellScreen("`+c+`")`)
		if xy != nil {
			xs, ys = append(xs, xy[0]), append(ys, xy[1])
		}
	}
	if len(xs) < 6 {
		t.Errorf("only %d of the lesson board's corner cells are on the page", len(xs))
		return
	}
	minX, maxX := xs[0], xs[0]
	for _, x := range xs {
		minX, maxX = math.Min(minX, x), math.Max(maxX, x)
	}
	a := eval[*[2]float64](v.tab, `strategema.cellScreen("L1-A1")`)
	h := eval[*[2]float64](v.tab, `strategema.cellScreen("L1-H1")`)
	cell := 0.0
	if a != nil && h != nil {
		cell = math.Hypot(h[0]-a[0], h[1]-a[1]) / 7
	}
	t.Logf("%s: the lesson's board spans %.0f of %d CSS px across; a cell %.1f CSS px", v.d.name, maxX-minX, v.d.w, cell)
	if v.d.portrait && v.d.w < 500 {
		if span := (maxX - minX) / float64(v.d.w); span < 0.6 {
			t.Errorf("%s: the board's cells span %.0f%% of the width, want at least 60%%", v.d.name, 100*span)
		}
		if cell < 9 {
			t.Errorf("%s: a cell is %.1f CSS px across, want at least 9", v.d.name, cell)
		}
	}
	if strings.Contains(v.d.name, "phone") && cell < 6 {
		t.Errorf("%s: a cell is %.1f CSS px across, too small to tap", v.d.name, cell)
	}
}
