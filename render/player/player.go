// Package player is the seam between the window and whoever commands a
// side: a person at the window's input, or a computer commander that
// answers asynchronously; the Advisor that suggests a turn and the
// Analyst that reviews a finished game. It has no Ebitengine import, so
// computer players (package ai) can be adapted to it without a display.
//
// It may import the engine only; its aiplayer imports the AI.
package player

import (
	"context"
	"fmt"
	"math/rand"

	"strategema/engine"
)

// Player commands one side.
type Player interface {
	// Name is the commander's name for players ("Cerulean", "Lt. Cmdr. Data").
	Name() string
}

// Human is a side played at the window: the window's input chooses its
// actions and its draw answers.
type Human struct{ Label string }

// Name implements Player.
func (h Human) Name() string { return h.Label }

// Computer is a side played by a program. The window calls its methods on
// a goroutine of its own, with a private copy of the position, and keeps
// drawing meanwhile; ctx is cancelled when the answer is no longer wanted
// (undo, new game, quit). A Computer is used by one game at a time and is
// never called concurrently.
type Computer interface {
	Player
	// Turn returns the rest of the turn of p.ToMove(): the actions in the
	// order to play them. The window plays them one by one, each with its
	// animation, and asks again if the turn is still open afterwards.
	Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error)
	// AnswerDraw answers a draw offered to it in p (the offering side is
	// p.ToMove()).
	AnswerDraw(ctx context.Context, p *engine.Position) bool
}

// Random is a Computer that plays a random legal action: the seam's test
// double and a sparring partner until real commanders are plugged in.
type Random struct {
	Label string
	Rng   *rand.Rand
}

// NewRandom is a Random player seeded with seed.
func NewRandom(seed int64) *Random {
	return &Random{Label: "Random drone", Rng: rand.New(rand.NewSource(seed))}
}

// Name implements Player.
func (r *Random) Name() string { return r.Label }

// Turn implements Computer: one random spending action (never End unless
// nothing else is legal).
func (r *Random) Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("random player: %w", err)
	}
	acts := p.LegalActions(nil)
	if len(acts) == 0 {
		return nil, fmt.Errorf("random player: no legal action in turn %d", p.Turn())
	}
	// End is last in the list; keep it for when it is the only choice.
	n := len(acts)
	if n > 1 && acts[n-1].Type == engine.ActEnd {
		n--
	}
	return []engine.Action{acts[r.Rng.Intn(n)]}, nil
}

// AnswerDraw implements Computer: it declines.
func (r *Random) AnswerDraw(ctx context.Context, p *engine.Position) bool { return false }

// Entry is a computer commander the menu can offer.
type Entry struct {
	Name  string                   // the level's key ("cadet", "data"): results and catalog ids use it
	Title string                   // menu title ("Lt. Cmdr. Data"), the player's Name
	Blurb string                   // one line on the commander's style
	Elo   int                      // the level's rating (0: not rated)
	New   func() (Computer, error) // a fresh player for one game
}
