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
	for g := 0; g < 20; g++ {
		game := NewGame()
		if err := RandomPlayout(game, rng, 2000, nil); err != nil {
			t.Fatal(err)
		}
		p := game.Position()
		t.Logf("game %d: turn %d result %s %s terr %d/%d", g, p.Turn(), p.Result(), p.Reason(), p.Territory(0), p.Territory(1))
	}
}
