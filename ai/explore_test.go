package ai

import (
	"context"
	"os"
	"testing"
	"time"

	"strategema/engine"
)

func TestExplore(t *testing.T) {
	if os.Getenv("AI_EXPLORE") == "" {
		t.Skip()
	}
	a, _ := New("data")
	b, _ := New("greedy")
	g := engine.NewGame()
	players := [2]Player{a, b}
	for turn := 0; turn < 60 && !g.Position().Over(); turn++ {
		p := g.Position()
		pl := players[p.ToMove()]
		plan, err := pl.PlayTurn(context.Background(), p, 300*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range plan.Actions {
			if _, err := g.Apply(x); err != nil {
				t.Fatal(err)
			}
		}
		q := g.Position()
		t.Logf("turn %d %s %v depth %d nodes %d nps %.0f el %v score %d terr %d/%d", p.Turn(), pl.Name(), plan.Actions, plan.Stats.Depth, plan.Stats.Nodes, plan.Stats.NPS, plan.Stats.Elapsed, plan.Stats.Score, q.Territory(0), q.Territory(1))
	}
	t.Logf("result %s %s", g.Position().Result(), g.Position().Reason())
}
