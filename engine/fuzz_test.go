// fuzz_test.go: arbitrary bytes decoded into actions, legal and not. The
// engine must never panic; an illegal action must return a *RuleError and
// change nothing.

package engine

import (
	"errors"
	"math/rand"
	"testing"
)

// fuzzGame decodes data into a game and plays it, checking every action.
// The first byte picks the start (the opening, or a constructed position
// seeded by the next two bytes); then each chunk is one choice:
//
//	op < 160: the legal action at index (next byte) mod len(legal)
//	op < 224: a raw action: type, from and to from the next three bytes
//	otherwise: a draw, resign, undo or end word
func fuzzGame(t *testing.T, data []byte) {
	next := func() byte {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return b
	}
	var g *Game
	if start := next(); start&1 == 1 {
		g = setupGame(t, int64(next())<<8|int64(next()))
	} else {
		g = NewGame()
	}
	var legal []Action
	for len(data) > 0 {
		op := next()
		var a Action
		switch {
		case op < 160:
			legal = g.Position().LegalActions(legal[:0])
			if len(legal) == 0 {
				a = Simple(ActHold)
				break
			}
			a = legal[int(next())%len(legal)]
		case op < 224:
			// raw cells, including some off the board (-8 … 247 and the
			// whole int16 range through the sign bit).
			a = Action{Type: ActionType(next() % 12), From: Cell(int16(next()) - 8), To: Cell(int16(int8(next())) * 3)}
			if op&1 == 1 {
				a.To = a.From + Cell(int8(next()))
			}
		case op < 240:
			a = Simple(ActOfferDraw + ActionType(op%4))
		case op < 248:
			_ = g.Undo()
			continue
		default:
			a = Simple(ActEnd)
		}
		before := g.Position().Clone()
		nEvents := len(g.Events())
		legalNow := g.Position().Check(a) == nil
		ev, err := g.Apply(a)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%s: error %T %v, want *RuleError", a, err, err)
			}
			if legalNow {
				t.Fatalf("%s: Check said legal, Apply said %v", a, err)
			}
			if len(g.Events()) != nEvents {
				t.Fatalf("illegal %s added events", a)
			}
			if err := samePosition(&before, g.Position()); err != nil {
				t.Fatalf("illegal %s changed the position: %v", a, err)
			}
			continue
		}
		if !legalNow {
			t.Fatalf("%s: Check said illegal, Apply played it", a)
		}
		if len(ev) == 0 {
			t.Fatalf("%s: no events", a)
		}
		p := g.Position()
		if p.Territory(Cerulean)+p.Territory(Amber) > Cells {
			t.Fatalf("territory %d+%d", p.Territory(Cerulean), p.Territory(Amber))
		}
	}
	// the log still folds to the position.
	q, err := Fold(g.Initial(), g.Events())
	if err != nil {
		t.Fatal(err)
	}
	if err := samePosition(&q, g.Position()); err != nil {
		t.Fatalf("fold: %v", err)
	}
}

func FuzzApplyActions(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{1, 0, 7, 200, 0, 10, 20, 201, 1, 100, 5, 230, 231, 232, 233, 240, 255})
	f.Add([]byte{0, 224, 225, 226, 227, 160, 0, 255, 255, 161, 7, 8, 200, 0, 244, 0, 1})
	f.Add([]byte{1, 3, 9, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50})
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 20; i++ {
		b := make([]byte, 50+rng.Intn(400))
		rng.Read(b)
		f.Add(b)
	}
	f.Fuzz(fuzzGame)
}
