package protocol

import (
	"fmt"
	"strconv"

	"strategema/engine"
)

// Replay plays a game's log from the opening: the engine game of its
// words in play (a takeback's words left out: replaying the rest reaches
// the position the takeback went back to), and its server ending (the
// last entry when it is one, else nil). A word the engine refuses, a
// takeback with nothing to take back, an entry after an ending or a gap
// in the versions is an error.
func Replay(entries []Entry) (*engine.Game, *Entry, error) {
	g := engine.NewGame()
	var end *Entry
	var words []Entry
	for i := range entries {
		e := &entries[i]
		switch {
		case e.V != int64(i+1):
			return g, nil, fmt.Errorf("entry %d has version %d", i+1, e.V)
		case end != nil:
			return g, nil, fmt.Errorf("entry %d follows the game's end", e.V)
		case e.IsTakeback():
			n := TakebackSpan(words, e.Side)
			if n == 0 {
				return g, nil, fmt.Errorf("entry %d: a takeback by %s, whose opponent acted last", e.V, e.Side)
			}
			words = words[:len(words)-n]
		case e.Word != "":
			words = append(words, *e)
		case e.Result == "":
			return g, nil, fmt.Errorf("entry %d: neither a word nor an ending", e.V)
		default:
			end = e
		}
	}
	for _, e := range words {
		a, err := engine.ParseAction(e.Word)
		if err == nil {
			_, err = g.Apply(a)
		}
		if err != nil {
			return g, nil, fmt.Errorf("entry %d %q: %w", e.V, e.Word, err)
		}
	}
	return g, end, nil
}

// Words is the word entries of a log still in play: endings left out,
// and the words each takeback took back.
func Words(entries []Entry) []Entry {
	var words []Entry
	for i := range entries {
		e := &entries[i]
		switch {
		case e.IsTakeback():
			words = words[:len(words)-TakebackSpan(words, e.Side)]
		case e.Word != "":
			words = append(words, *e)
		}
	}
	return words
}

// TakebackSpan is how many of the last words in play a takeback asked by
// side takes back: the side's words since its opponent's last word (its
// last turn, or what it has played of the turn it is in), as Lichess
// takes back a player's last move. 0 when the opponent acted last (or
// nobody has acted): then there is nothing the side may take back.
func TakebackSpan(words []Entry, side string) int {
	n := 0
	for i := len(words) - 1; i >= 0 && words[i].Side == side; i-- {
		if words[i].Word == "resign" {
			return 0
		}
		n++
	}
	return n
}

// Termination writes a server ending (time, resignation out of turn,
// abandonment, abort) as a record's Termination header does, as the
// arena writes a forfeit: "time (amber) at turn 12: 1-0".
func Termination(end *Entry, turn int) string {
	tok := "*"
	switch end.Result {
	case SeatCerulean:
		tok = "1-0"
	case SeatAmber:
		tok = "0-1"
	case "draw":
		tok = "1/2-1/2"
	}
	return end.Reason + " (" + end.Side + ") at turn " + strconv.Itoa(turn) + ": " + tok
}

// ToAct is the side that must act in p: the side to move, or its
// opponent while a draw offer waits for the answer.
func ToAct(p *engine.Position) engine.Side {
	if p.DrawPending() {
		return p.ToMove().Opponent()
	}
	return p.ToMove()
}
