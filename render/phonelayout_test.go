//go:build !js

package render

import (
	"fmt"
	"image"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/docs"
	"strategema/engine"
	"strategema/render/input"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/store"
	"strategema/render/ui"
)

// phonelayout_test.go: every room at every size a player brings, a phone
// held upright and turned, a tablet and three desktops, in both languages
// (issue 41). Each room is laid out and drawn off-screen at each size:
// every button inside the screen, no two buttons overlapping, no text
// leaving the screen or running under a button it does not belong to, no
// two texts drawn over each other. With STRATEGEMA_TEST_SHOTS set, each
// frame is saved there as a PNG to look at.

// deviceSize is a screen the layout is checked at: CSS pixels, the device
// pixel ratio, and whether it is a touch screen.
type deviceSize struct {
	name  string
	w, h  int // CSS pixels
	dev   float64
	touch bool
}

// px is the screen's size in device pixels.
func (d deviceSize) px() (int, int) { return int(float64(d.w) * d.dev), int(float64(d.h) * d.dev) }

var deviceSizes = []deviceSize{
	{"phone", 390, 844, 3, true},
	{"phone-turned", 844, 390, 3, true},
	{"tablet", 768, 1024, 2, true},
	{"desktop-small", 1024, 640, 1, false},
	{"desktop", 1280, 800, 1, false},
	{"desktop-large", 1920, 1080, 1, false},
}

// roomCases are the rooms walked beside layoutCases' screens: the ones a
// newcomer meets first.
func roomCases() []layoutCase {
	return []layoutCase{
		{"lessons", func(t *testing.T, a *App) { a.push(newLessonsRoom(a)) }},
		{"lesson", func(t *testing.T, a *App) { l := newLessonsRoom(a); a.push(l); l.open(0) }},
		{"lesson, hint", func(t *testing.T, a *App) {
			l := newLessonsRoom(a)
			a.push(l)
			l.open(3)
			a.top().(*lessonRoom).hint = true
		}},
		{"puzzles", func(t *testing.T, a *App) { a.push(newPuzzlesRoom(a)) }},
		{"online", func(t *testing.T, a *App) {
			r := newOnlineRoom(a)
			a.push(r)
			r.msg = a.tr("online.nobody") // the line beside (on a phone above) Back
		}},
		{"opponents", func(t *testing.T, a *App) { a.push(newLadderRoom(a)) }},
		{"howto", func(t *testing.T, a *App) { a.push(newHowtoRoom(a)) }},
		{"menu, saved", func(t *testing.T, a *App) {
			// the note a save leaves in the browser, over the menu
			record, err := os.ReadFile("testdata/midgame.sgr")
			if err != nil {
				t.Fatal(err)
			}
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			a.pop()
			a.say(a.trf("ui.note.saved", "Name", "game-20261205-072620.sgr", "Where", a.tr("ui.where.browser")))
		}},
		{"replay, analysed", func(t *testing.T, a *App) {
			record, err := os.ReadFile("testdata/midgame.sgr")
			if err != nil {
				t.Fatal(err)
			}
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			r := newReplayRoom(a, a.play.m.Game)
			a.push(r)
			r.analysis.attach(markedAnalysis(a.play.m.Game))
			r.layout() // lists the marks
			r.analysis.choose(r, 1)
		}},
		{"play, legend", func(t *testing.T, a *App) {
			record, err := os.ReadFile("testdata/midgame.sgr")
			if err != nil {
				t.Fatal(err)
			}
			if err := a.games.openRecord(record, "midgame"); err != nil {
				t.Fatal(err)
			}
			a.play.legend = true
		}},
	}
}

// markedAnalysis is a finished analysis of g that marks every third turn
// a mistake, with the turn's own first action as the better one: a full
// list and a chosen mark's words, for the layout.
func markedAnalysis(g *engine.Game) *match.Analysis {
	var rs []player.Review
	for i, tn := range g.Turns() {
		p := g.Before(tn.First)
		rv := player.Review{Turn: p.Turn(), Round: tn.Round, Side: tn.Side, Played: tn.Actions, Reviewed: true,
			Chances: -0.2, Best: tn.Actions[:1], BestChances: 0.3, Drop: 0.5}
		if i%3 == 1 {
			rv.Verdict = player.Mistake
		}
		rs = append(rs, rv)
	}
	return match.FinishedAnalysis(g, rs)
}

// TestEveryRoomAtEverySize walks the rooms at each device size in both
// languages: roomCases at every size, layoutCases (which TestNothingOverlaps
// checks at the desktops' sizes) at the touch screens'.
func TestEveryRoomAtEverySize(t *testing.T) {
	rooms := roomCases()
	cases := append(rooms, layoutCases()...)
	if only := os.Getenv("STRATEGEMA_ROOM"); only != "" {
		var keep []layoutCase
		for _, c := range cases {
			for _, o := range strings.Split(only, ";") {
				if c.name == o {
					keep = append(keep, c)
				}
			}
		}
		cases = keep
	}
	for _, c := range cases {
		for _, tag := range layoutLanguages {
			t.Run(strings.ReplaceAll(c.name, " ", "_")+"/"+tag, func(t *testing.T) {
				a := newTestApp(t, Options{Quiet: true, Docs: docs.FS, Computers: testComputers(),
					Store: store.New(&store.Dir{Path: t.TempDir() + "/strategema"})})
				if err := os.MkdirAll(a.st.B.(*store.Dir).Path, 0o755); err != nil {
					t.Fatal(err)
				}
				a.set.Language = tag
				a.setLanguage(tag)
				run(t, a, 2)
				c.setup(t, a)
				for _, d := range deviceSizes {
					if !d.touch && !slices.ContainsFunc(rooms, func(r layoutCase) bool { return r.name == c.name }) {
						continue // TestNothingOverlaps's
					}
					if !d.touch && d.name != "desktop-small" && os.Getenv("STRATEGEMA_ROOM") == "" {
						// a room has the least room in the smallest window;
						// the larger ones are walked when a room is named
						// (CI time)
						continue
					}
					var problems []string
					runUntil(t, a, 10, func() bool {
						a.devScale = d.dev
						a.fr.TouchScreen = d.touch
						w, h := d.px()
						shot := ""
						if os.Getenv("STRATEGEMA_TEST_SHOTS") != "" {
							shot = fmt.Sprintf("room-%s-%s-%s.png", strings.ReplaceAll(c.name, " ", "_"), d.name, tag)
						}
						problems = sweepAt(t, a, w, h, d.dev, shot)
						if d.touch {
							problems = append(problems, smallTargets(a, d.dev)...)
						}
						if d.h > d.w && boardRooms[c.name] {
							problems = append(problems, boardShare(a, w, h)...)
						}
						if d.touch && d.w > d.h && c.name == "replay" && a.view.H < 0.5*float32(h) {
							// the step's label beside its buttons, not above them
							problems = append(problems, fmt.Sprintf("the replay's board is %.0f of the turned screen's %d px tall, want half", a.view.H, h))
						}
						return true
					})
					for _, p := range problems {
						t.Errorf("%s: %s", d.name, p)
					}
				}
			})
		}
	}
}

// boardRooms are the rooms whose board is played or studied, beside
// their words: on a screen held upright the board gets the width and at
// least minBoardHeight of the height (the words fold above and below it).
var boardRooms = map[string]bool{"lesson": true, "lesson, hint": true, "puzzles": true,
	"replay, analysed": true, "play, legend": true, "play": true, "replay": true}

// minBoardHeight is the least share of a screen held upright that the
// board's view takes in boardRooms: the coach's panel of a fixed share
// left it a quarter (about 210 of 844 CSS px on a phone).
const minBoardHeight = 0.33

// boardShare lists where the board's view on a w×h screen held upright is
// narrower than the screen or shorter than minBoardHeight of it.
func boardShare(a *App, w, h int) []string {
	v := a.view
	var out []string
	if v.X0 > 0.5 || v.W < float32(w)-0.5 {
		out = append(out, fmt.Sprintf("the board's view is %.0f px wide from x %.0f, want the screen's %d", v.W, v.X0, w))
	}
	if v.H < minBoardHeight*float32(h) {
		out = append(out, fmt.Sprintf("the board's view is %.0f of the screen's %d px tall (%.0f%%), want at least %.0f%%", v.H, h, 100*v.H/float32(h), 100*minBoardHeight))
	}
	return out
}

// sweepAt lays a's screen out for w×h device pixels at scale dev, draws it
// (twice: the first sizes the faces; the second is traced), saves it as shot (when not empty)
// and lists what overlaps or leaves the screen: checkLayoutAt's checks
// and texts drawn over each other. It runs on the game loop.
func sweepAt(t *testing.T, a *App, w, h int, dev float64, shot string) []string {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	out, texts := checkLayoutOn(a, img, dev) // its last frame's texts, and the frame in img
	if shot != "" {
		px := image.NewRGBA(image.Rect(0, 0, w, h))
		img.ReadPixels(px.Pix)
		savePNG(t, px, shot)
	}
	if a.dialog != nil {
		for i, tx := range texts {
			if dialogStarts(a.dialog, tx.Text) {
				texts = texts[i:]
				break
			}
		}
	}
	// the board's own labels: each inside the screen (on the phone turned
	// a lesson's lowest files were cut at its foot), and a level's name
	// written over no file's, rank's or other level's label
	for _, p := range texts {
		if _, howto := a.top().(*howtoRoom); howto && p.Dst == img && isLevelLabel(p.Text) && p.R.Y < a.view.Y0-0.5 {
			// above the board's view: under the top bar (How to play's L4 on
			// the phone turned)
			out = append(out, fmt.Sprintf("the level's name %q %v is above the board's view (from y %.0f)", p.Text, p.R, a.view.Y0))
		}
		if p.Dst == img && boardLabelText(p.Text) && (p.R.X < -0.5 || p.R.Y < -0.5 || p.R.X+p.R.W > float32(w)+0.5 || p.R.Y+p.R.H > float32(h)+0.5) {
			out = append(out, fmt.Sprintf("the board's label %q %v is not inside the %d×%d screen", p.Text, p.R, w, h))
		}
	}
	// a file's and a rank's labels neither overlap nor touch (How to
	// play's small picture wrote rank 1 against file A at its corners)
	for i, p := range texts {
		if p.Dst != img || len(p.Text) != 1 || !boardLabelText(p.Text) {
			continue
		}
		for _, q := range texts[i+1:] {
			if q.Dst == img && len(q.Text) == 1 && boardLabelText(q.Text) && labelsTouch(p.R, q.R) {
				out = append(out, fmt.Sprintf("the board's labels %q %v and %q %v touch", p.Text, p.R, q.Text, q.R))
			}
		}
	}
	for _, p := range texts {
		if p.Dst != img || !isLevelLabel(p.Text) {
			continue
		}
		for _, q := range texts {
			if q.Dst == img && boardLabelText(q.Text) && (!isLevelLabel(q.Text) || p.Text < q.Text) && textsCollide(p.R, q.R) {
				out = append(out, fmt.Sprintf("the level's label %q %v is written over %q %v", p.Text, p.R, q.Text, q.R))
			}
		}
	}
	// the Legend's rows wrap where the stage is narrow, never elided
	if a.top() == room(a.play) && a.play.legend {
		for _, tx := range texts {
			cut, elided := strings.CutSuffix(tx.Text, "…")
			for _, row := range a.play.legend5 {
				if elided && cut != "" && strings.HasPrefix(row, cut) {
					out = append(out, fmt.Sprintf("the Legend's row %q is cut to %q", row, tx.Text))
				}
			}
		}
	}
	var mine []ui.TracedText
	for _, tx := range texts {
		if tx.Dst == img && strings.TrimSpace(tx.Text) != "" && !boardLabelText(tx.Text) {
			mine = append(mine, tx)
		}
	}
	for i, p := range mine {
		for _, q := range mine[i+1:] {
			if textsCollide(p.R, q.R) {
				out = append(out, fmt.Sprintf("texts %q %v and %q %v overlap", p.Text, p.R, q.Text, q.R))
			}
		}
	}
	return out
}

// minTarget is the least a button on a touch screen measures each way, in
// CSS pixels: a finger's (web/e2e's minTargetCSSPx).
const minTarget = 44

// smallTargets lists the buttons (a dialog's when one is up) under
// minTarget CSS pixels wide or tall at device scale dev.
func smallTargets(a *App, dev float64) []string {
	var out []string
	small := func(label string, r ui.Rect) {
		if float64(r.W) < minTarget*dev-0.5 || float64(r.H) < minTarget*dev-0.5 {
			out = append(out, fmt.Sprintf("button %q is %.0f×%.0f CSS px, under %d", label, float64(r.W)/dev, float64(r.H)/dev, minTarget))
		}
	}
	if a.dialog != nil {
		_, rs := a.dialog.Rects(a.pt, a.w, a.h)
		for i, r := range rs {
			small(a.dialog.Choices[i].Label, r)
		}
		return out
	}
	for _, b := range a.buttons {
		small(b.Label, b.R)
	}
	return out
}

// labelsTouch reports whether two of the board's one-letter labels
// overlap or stand under 2 pixels apart side by side (their line boxes
// sharing more than a quarter of the shorter's height).
func labelsTouch(p, q ui.Rect) bool {
	dx := min(p.X+p.W, q.X+q.W) - max(p.X, q.X)
	dy := min(p.Y+p.H, q.Y+q.H) - max(p.Y, q.Y)
	return dx > -2 && dy > 0.25*min(p.H, q.H)
}

// textsCollide reports whether two lines of text overlap by more than a
// quarter of the shorter one's height (a line's box includes its leading,
// so touching lines do not count).
func textsCollide(p, q ui.Rect) bool {
	dx := min(p.X+p.W, q.X+q.W) - max(p.X, q.X)
	dy := min(p.Y+p.H, q.Y+q.H) - max(p.Y, q.Y)
	return dx > 1 && dy > 0.25*min(p.H, q.H)
}

// TestLessonBoardOnAPhone: on a phone held upright (390×844 CSS pixels at
// DPR 3, a finger's HUD) a lesson's and a puzzle's board get the screen's
// width and the larger part of its height, as the play screen's, and
// their cells stay large enough to tap; no level's label is written over
// a rank's or a file's, and the lesson's title is clear of its stage.
func TestLessonBoardOnAPhone(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(a *App)
	}{
		{"lesson", func(a *App) { l := newLessonsRoom(a); a.push(l); l.open(0) }},
		{"puzzle", func(a *App) { a.push(newPuzzlesRoom(a)) }},
	} {
		for _, tag := range layoutLanguages {
			t.Run(c.name+"/"+tag, func(t *testing.T) {
				a := newTestApp(t, Options{Quiet: true})
				a.set.Language = tag
				a.setLanguage(tag)
				a.devScale = 3
				a.board.Measuring = true
				run(t, a, 2)
				c.open(a)
				w, h := phoneW*3, phoneH*3
				var texts []ui.TracedText
				img := ebiten.NewImage(w, h)
				defer img.Deallocate()
				runUntil(t, a, 60, func() bool {
					a.fr.TouchScreen = true
					a.Draw(img)
					a.layout()
					a.view.Update()
					return false
				})
				runUntil(t, a, 10, func() bool {
					texts = texts[:0]
					a.pt.Trace = &texts
					a.Draw(img)
					a.pt.Trace = nil
					if os.Getenv("STRATEGEMA_TEST_SHOTS") != "" {
						px := image.NewRGBA(image.Rect(0, 0, w, h))
						img.ReadPixels(px.Pix)
						savePNG(t, px, "learnboard-phone-"+c.name+"-"+tag+".png")
					}
					return true
				})
				m := a.board.Meas
				share := m.Board.W * m.Board.H / float32(w*h)
				t.Logf("board %.0f×%.0f at (%.0f,%.0f): %.0f%% of the screen, %.0f%% of its width; smallest cell %.1f CSS px, unit %.1f CSS px",
					m.Board.W, m.Board.H, m.Board.X, m.Board.Y, 100*share, 100*m.Board.W/float32(w), m.CellMinPx/3, m.UnitMinPx/3)
				if m.Cells != 256 {
					t.Fatalf("measured %d cells, want 256", m.Cells)
				}
				if m.Board.W < 0.85*float32(w) {
					t.Errorf("the board is %.0f px wide, want at least 85%% of the %d-pixel screen", m.Board.W, w)
				}
				if share < 0.3 {
					t.Errorf("the board covers %.0f%% of the screen, want at least 30%%", 100*share)
				}
				if m.CellMinPx/3 < 9 {
					t.Errorf("smallest cell %.1f CSS px, want at least 9", m.CellMinPx/3)
				}
				if a.view.X0 != 0 || a.view.W != float32(w) {
					t.Errorf("the board's view is %v wide from %v, want the whole width", a.view.W, a.view.X0)
				}
				isLevel := func(s string) bool { return len(s) == 2 && s[0] == 'L' && s[1] >= '1' && s[1] <= '4' }
				isEdge := func(s string) bool { return len(s) == 1 && (s[0] >= 'A' && s[0] <= 'H' || s[0] >= '1' && s[0] <= '8') }
				for _, p := range texts {
					for _, q := range texts {
						if isLevel(p.Text) && (isEdge(q.Text) || isLevel(q.Text) && p.Text < q.Text) && textsCollide(p.R, q.R) {
							t.Errorf("the level's label %q %v is written over %q %v", p.Text, p.R, q.Text, q.R)
						}
					}
				}
				for i, p := range texts {
					if p.Dst != img || p.R.Y > float32(100*3) {
						continue // the top bar's
					}
					for _, q := range texts[i+1:] {
						if q.Dst == img && q.R.Y < float32(100*3) && textsCollide(p.R, q.R) {
							t.Errorf("in the top bar %q %v and %q %v overlap", p.Text, p.R, q.Text, q.R)
						}
					}
				}
			})
		}
	}
}

// dialogStarts reports whether text is the first line drawn of d: its
// title's first line.
func dialogStarts(d *ui.Dialog, text string) bool {
	if len(d.TitleLines) > 0 {
		return text == d.TitleLines[0]
	}
	return text == d.Title
}

// isLevelLabel reports whether text is a level's name on the board.
func isLevelLabel(text string) bool {
	return len(text) == 2 && text[0] == 'L' && text[1] >= '1' && text[1] <= '4'
}

// boardLabelText reports whether text is one the board writes on itself: a
// level's name (L1–L4), a file's letter or a rank's digit. They lie under
// the screen's panels and buttons as the board does (TestLessonBoardOnAPhone
// checks that they stay clear of each other).
func boardLabelText(text string) bool {
	switch len(text) {
	case 1:
		return text[0] >= 'A' && text[0] <= 'H' || text[0] >= '1' && text[0] <= '8'
	case 2:
		return text[0] == 'L' && text[1] >= '1' && text[1] <= '4'
	}
	return false
}

// TestLessonsListEndsWhole: on a phone turned on its side the lessons list
// scrolled to its end and let go shows its last row whole (the list's
// area is not a whole number of rows tall: at rest the rows stood whole
// from the top, and lesson 14 never came into view; issue 41).
func TestLessonsListEndsWhole(t *testing.T) {
	script := &scriptInput{}
	a := newTestApp(t, Options{Input: script, Quiet: true, Docs: docs.FS})
	a.devScale = 3
	script.Steps = append(script.Steps, func(a *App, f *input.Frame) bool {
		f.TouchScreen, f.DPR = true, 3
		return true
	})
	run(t, a, 2)
	list := newLessonsRoom(a)
	a.push(list)
	w, h := 844*3, 390*3
	runUntilOn(t, a, w, h, 3, nil)
	list.scroll.Off = 1e6 // a swipe past the end, let go
	runUntilOn(t, a, w, h, 3, nil)
	L := list.layoutList()
	if L.end <= 0 {
		t.Fatalf("the list fits the turned phone (area %v): nothing to scroll", L.area)
	}
	last := -1
	for _, b := range a.buttons {
		if b.ID == lessonsOpen {
			last = max(last, b.Arg)
		}
	}
	rules := 0
	for _, l := range list.all {
		if !l.Practice {
			rules++
		}
	}
	if last != rules-1 {
		t.Errorf("scrolled to the end (%.0f of %.0f, a row %.0f), the list shows lessons up to %d, want its last, %d", list.scroll.Off, L.end, L.pitch, last+1, rules)
	}
}
