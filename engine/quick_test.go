package engine

import (
	"math/rand"
	"testing"
)

func TestOpeningTerritory(t *testing.T) {
	p := NewPosition()
	if c, a := p.Territory(Cerulean), p.Territory(Amber); c != 128 || a != 128 {
		t.Fatalf("opening territory %d/%d, want 128/128", c, a)
	}
}

func TestRandomGamesSmoke(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var buf []Action
	for g := 0; g < 20; g++ {
		p := NewPosition()
		for i := 0; i < 2000 && !p.Over(); i++ {
			buf = p.LegalActions(buf[:0])
			a := buf[rng.Intn(len(buf))]
			if err := p.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("game %d: turn %d result %s %s terr %d/%d", g, p.Turn(), p.Result(), p.Reason(), p.Territory(0), p.Territory(1))
	}
}
