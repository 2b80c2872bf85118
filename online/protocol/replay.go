package protocol

import (
	"fmt"

	"strategema/engine"
)

// Replay plays a game's log from the opening: the engine game of its
// words, and its server ending (the last entry when it is one, else nil).
// A word the engine refuses, an entry after an ending or a gap in the
// versions is an error.
func Replay(entries []Entry) (*engine.Game, *Entry, error) {
	g := engine.NewGame()
	var end *Entry
	for i := range entries {
		e := &entries[i]
		if e.V != int64(i+1) {
			return g, nil, fmt.Errorf("entry %d has version %d", i+1, e.V)
		}
		if end != nil {
			return g, nil, fmt.Errorf("entry %d follows the game's end", e.V)
		}
		if err := ApplyEntry(g, e); err != nil {
			return g, nil, err
		}
		if e.Word == "" {
			end = e
		}
	}
	return g, end, nil
}

// ApplyEntry plays one entry's word on g (an ending changes nothing on
// the board).
func ApplyEntry(g *engine.Game, e *Entry) error {
	if e.Word == "" {
		if e.Result == "" {
			return fmt.Errorf("entry %d: neither a word nor an ending", e.V)
		}
		return nil
	}
	a, err := engine.ParseAction(e.Word)
	if err != nil {
		return fmt.Errorf("entry %d: %w", e.V, err)
	}
	if _, err := g.Apply(a); err != nil {
		return fmt.Errorf("entry %d %q: %w", e.V, e.Word, err)
	}
	return nil
}

// ToAct is the side that must act in p: the side to move, or its
// opponent while a draw offer waits for the answer.
func ToAct(p *engine.Position) engine.Side {
	if p.DrawPending() {
		return p.ToMove().Opponent()
	}
	return p.ToMove()
}
