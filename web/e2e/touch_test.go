//go:build !js

package e2e

import (
	"context"
	"fmt"
	"math"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// deviceNamed is the device of the matrix named name (devices_test.go).
func deviceNamed(t *testing.T, name string) device {
	for _, d := range devices {
		if d.name == name {
			return d
		}
	}
	t.Fatalf("no device %q", name)
	return device{}
}

// TestBrowserTouchPress drives the buttons with a finger on the phone held
// upright (the turned phone and the tablet when STRATEGEMA_DEVICE names
// them), and with the mouse on the desktop: a
// swipe that starts on a button of the opponents list presses nothing, a
// tap (a click) presses on the lift, and the game a tap starts opens with
// no cell hovered under the lifted finger (no tip box over the board); on
// a touch screen a tap on the Online room's Join field raises the page's
// keyboard and what is typed there is the field's (fieldKeyboard).
func TestBrowserTouchPress(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	needChromium(t)
	dir, _, gz := buildWeb(t)
	srv := serve(dir)
	defer srv.Close()
	browser := startChromium(t, context.Background())
	for _, name := range []string{"phone", "phone-turned", "tablet", "desktop"} {
		only := os.Getenv("STRATEGEMA_DEVICE")
		if only != "" && only != name || only == "" && (name == "phone-turned" || name == "tablet") {
			// a finger on the turned phone and the tablet is the phone's
			// code at another size; TestBrowserPhoneLayout taps and swipes
			// there (CI time): STRATEGEMA_DEVICE=tablet walks one here
			continue
		}
		d := deviceNamed(t, name)
		t.Run(name, func(t *testing.T) {
			p, _ := openDevice(t, browser, srv.URL, d)
			v := &devTab{tab: p, d: d, shots: shotsDir(t)}
			v.loaderCounts(gz)
			if d.touch {
				v.fieldKeyboard()
			}
			v.press("Choose an opponent…")
			const level = "Lt. Cmdr. Data"
			v.bringIntoList(level)
			list := eval[string](v.tab, `strategema.screen`)
			// Swipes over the list (each starting on a button) bring the
			// level into the page, pressing nothing.
			v.scrollIntoPage(level, list)
			// A swipe from the button (a scroll of the list, or a drag
			// off it) chooses nothing.
			v.swipe(v.button(level), 0, -60)
			v.waitTicks(6)
			if s := eval[string](v.tab, `strategema.screen`); s != list {
				t.Fatalf("a swipe that began on %q left the list for %s: it pressed the button", level, s)
			}
			v.scrollIntoPage(level, list)
			// A tap chooses: the game opens with nothing hovered.
			v.press(level)
			v.waitFor(`strategema.screen == "play" && strategema.toMove == "Cerulean"`, 10*time.Second)
			v.waitTicks(6)
			if d.touch {
				if h := eval[string](v.tab, `strategema.hover`); h != "" {
					t.Errorf("the game a tap started opens with %s hovered under the lifted finger", h)
				}
			}
			v.shot("touch-game-start")
			// A tap on a unit selects it; the lifted finger leaves no hover.
			from, _ := pickMove(v.tab)
			v.tap(*v.cell(from), 0, 0)
			v.waitFor(`strategema.selected == "`+from+`"`, 5*time.Second)
			v.waitTicks(6)
			if h := eval[string](v.tab, `strategema.hover`); d.touch && h != "" {
				t.Errorf("after a tap on %s the lifted finger left %s hovered", from, h)
			}
			if !d.touch {
				v.pixelRatioChange()
			}
		})
	}
}

// TestBrowserComputerTurnFrames plays one computer turn on the device
// STRATEGEMA_DEVICE names (skipped without it) and checks the page's frame gaps
// while the computer thinks (devTab.computerTurn). With
// STRATEGEMA_YIELD_FRAMES=1 the search runs in slices that each wait for
// one of the page's frames instead of sleeping 1 ms every 10 ms
// (docs/PERFORMANCE.md).
func TestBrowserComputerTurnFrames(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	name := os.Getenv("STRATEGEMA_DEVICE")
	if name == "" {
		// TestBrowserDevices plays the same turns on the phone and the
		// desktop (CI time)
		t.Skip("the phone's computer turn is TestBrowserDevices'; STRATEGEMA_DEVICE=phone (or another) measures one here")
	}
	needChromium(t)
	dir, _, _ := buildWeb(t)
	srv := serve(dir)
	defer srv.Close()
	browser := startChromium(t, context.Background())
	d := deviceNamed(t, name)
	p, console := openDevice(t, browser, srv.URL, d)
	v := &devTab{tab: p, d: d, shots: shotsDir(t), console: console}
	if os.Getenv("STRATEGEMA_YIELD_FRAMES") != "" {
		v.run(chromedp.Evaluate[chromedp.Void](`globalThis.strategemaYieldFrames = true`))
	}
	v.computerTurn(t)
}

// loaderCounts checks the loader's last text counted the megabytes that
// travelled (the compressed game, gz bytes), not the 14 MB unpacked.
func (v *devTab) loaderCounts(gz int64) {
	shown := eval[string](v.tab, `(globalThis.strategemaLoad || {}).shown || ""`)
	var got, total float64
	if _, err := fmt.Sscanf(shown, "Loading %f / %f MB", &got, &total); err != nil {
		v.t.Errorf("the loader said %q, want \"Loading x / y MB\"", shown)
		return
	}
	if want := float64(gz) / 1048576; math.Abs(total-want) > 0.051 {
		v.t.Errorf("the loader said %q: %.1f MB, while %.2f MB travel (gzipped)", shown, total, want)
	}
}

// pixelRatioChange changes the page's device pixel ratio (a page zoom, a
// move to another screen) and checks the game lays itself out at the new
// ratio without a reload.
func (v *devTab) pixelRatioChange() {
	t := v.t
	for _, dpr := range []float64{2, v.d.scale} {
		v.run(chromedp.EmulateViewport(v.d.w, v.d.h, chromedp.EmulateScale(dpr)))
		v.waitTicks(10)
		got := eval[float64](v.tab, `strategema.dpr`)
		w := eval[float64](v.tab, `strategema.width`)
		if got != dpr || math.Abs(w-float64(v.d.w)*dpr) > 1 {
			t.Errorf("at a device pixel ratio of %g the game reads %g and is %.0f px wide, want %.0f", dpr, got, w, float64(v.d.w)*dpr)
		}
		v.checkScreen(fmt.Sprintf("play at DPR %g", dpr))
	}
}

// inPage reports whether xy lies in the device's page.
func (v *devTab) inPage(xy [2]float64) bool {
	return xy[0] >= 0 && xy[1] >= 0 && xy[0] <= float64(v.d.w) && xy[1] <= float64(v.d.h)
}

// scrollIntoPage swipes the list on the screen list until the button
// labelled label lies in the page, checking no swipe pressed a button.
func (v *devTab) scrollIntoPage(label, list string) {
	t := v.t
	for i := 0; i < 8; i++ {
		xy := v.button(label)
		if v.inPage(xy) && xy[1] > 30 && xy[1] < float64(v.d.h)-30 {
			return
		}
		dy := -float64(v.d.h) * 0.25 // the list up, to bring a button below into view
		if xy[1] < float64(v.d.h)/2 {
			dy = -dy
		}
		v.swipe([2]float64{float64(v.d.w) / 2, float64(v.d.h) / 2}, 0, dy)
		v.waitTicks(6)
		if s := eval[string](v.tab, `strategema.screen`); s != list {
			t.Fatalf("a swipe over the list left it for %s: it pressed a button", s)
		}
	}
	// The list that does not scroll is the layout's to fix (issue 41, the
	// turned phone's opponents): the press checks need the button in view.
	t.Skipf("%q stays at %v, outside the %dx%d page, after 8 swipes: the list does not scroll", label, v.button(label), v.d.w, v.d.h)
}
