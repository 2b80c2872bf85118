package render

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/ui"
)

// stalled is a computer that never answers before it is stopped: the
// window waits on it while a test looks at the screen.
type stalled struct{ player.Random }

func (s *stalled) Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// gameAtTurn is the finished test game's opening, replayed up to the start
// of turn n (Cerulean to move when n is odd).
func gameAtTurn(t *testing.T, n int) *engine.Game {
	t.Helper()
	data, err := os.ReadFile("testdata/finished.sgr")
	if err != nil {
		t.Fatal(err)
	}
	full, _, err := engine.LoadRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame()
	for _, act := range full.Actions() {
		if g.Position().Turn() >= n {
			break
		}
		if _, err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	if g.Position().Turn() != n {
		t.Fatalf("the game reaches turn %d, not %d", g.Position().Turn(), n)
	}
	return g
}

// TestTopBarNeverWraps: in a game against a rated level the top bar's turn
// line stays one line inside its slot (leaving out the rating, then the
// round, where it is long) and the territory bar stands in the same place
// at turns 1, 11 and 31, at 1024×640, 1280×800 and 1920×1080, in English
// and Russian.
func TestTopBarNeverWraps(t *testing.T) {
	levels := []player.Entry{{Name: "recruit", Title: "Recruit", Elo: 154, New: func() (player.Computer, error) {
		s := &stalled{*player.NewRandom(1)}
		s.Label = "Recruit"
		return s, nil
	}}}
	for _, tag := range []string{"en", "ru"} {
		for _, sz := range [][2]int{{1024, 640}, {1280, 800}, {1920, 1080}} {
			t.Run(fmt.Sprintf("%s %dx%d", tag, sz[0], sz[1]), func(t *testing.T) {
				a := newTestApp(t, Options{Quiet: true, Computers: levels})
				a.setLanguage(tag)
				run(t, a, 2)
				var bars []ui.Rect
				for _, turn := range []int{1, 11, 31} {
					rec, err := levels[0].New()
					if err != nil {
						t.Fatal(err)
					}
					a.games.start(match.New(gameAtTurn(t, turn), [2]player.Player{player.Human{Label: "Cerulean"}, rec}))
					var texts []ui.TracedText
					var slot, bar ui.Rect
					runUntil(t, a, 5, func() bool {
						texts = texts[:0] // the harness asks twice a tick
						img := ebiten.NewImage(sz[0], sz[1])
						defer img.Deallocate()
						a.Draw(img)
						a.layout()
						a.pt.Trace = &texts
						a.Draw(img)
						a.pt.Trace = nil
						slot, bar = topBarSlots(a.play.rects(), float32(a.pt.Scale))
						return true
					})
					h := &a.play.hud
					if sz[0] >= 1920 && h.turnShown != h.turn {
						t.Errorf("turn %d: a wide window shows %q, not the whole line %q", turn, h.turnShown, h.turn)
					}
					shown := 0
					for _, tx := range texts {
						if tx.Text != h.turnShown {
							continue
						}
						shown++
						if tx.R.X < slot.X-0.5 || tx.R.X+tx.R.W > slot.X+slot.W+0.5 || tx.R.Y+tx.R.H > a.play.rects().top.H {
							t.Errorf("turn %d: the turn line %q at %v leaves its slot %v", turn, tx.Text, tx.R, slot)
						}
					}
					if shown != 1 {
						t.Errorf("turn %d: the turn line %q is drawn %d times (one line wanted)", turn, h.turnShown, shown)
					}
					if want := fmt.Sprint(turn); !containsWord(h.turnShown, want) {
						t.Errorf("turn %d: the line %q does not say the turn", turn, h.turnShown)
					}
					if bar.W <= 120*float32(a.pt.Scale) {
						t.Errorf("turn %d: no room for the territory bar (%v)", turn, bar)
					}
					bars = append(bars, bar)
				}
				for i := range bars {
					if bars[i] != bars[0] {
						t.Errorf("the territory bar moves: %v", bars)
						break
					}
				}
			})
		}
	}
}

// containsWord reports whether s holds w with no digit on either side.
func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] != w {
			continue
		}
		before := i == 0 || s[i-1] < '0' || s[i-1] > '9'
		after := i+len(w) == len(s) || s[i+len(w)] < '0' || s[i+len(w)] > '9'
		if before && after {
			return true
		}
	}
	return false
}
