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
	a, _ := New(os.Getenv("AI_A"))
	b, _ := New(os.Getenv("AI_B"))
	g := engine.NewGame()
	players := [2]Player{a, b}
	budget, _ := time.ParseDuration(os.Getenv("AI_T"))
	for turn := 0; turn < 400 && !g.Position().Over(); turn++ {
		p := g.Position()
		pl := players[p.ToMove()]
		st := time.Now()
		plan, err := pl.PlayTurn(context.Background(), p, budget)
		el := time.Since(st)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range plan.Actions {
			if _, err := g.Apply(x); err != nil {
				t.Fatal(err)
			}
		}
		q := g.Position()
		if os.Getenv("AI_V") != "" || el > budget+30*time.Millisecond {
			t.Logf("turn %d %s %v depth %d nodes %d nps %.0f el %v score %d terr %d/%d", p.Turn(), pl.Name(), plan.Actions, plan.Stats.Depth, plan.Stats.Nodes, plan.Stats.NPS, el, plan.Stats.Score, q.Territory(0), q.Territory(1))
		}
	}
	t.Logf("result %s %s turn %d", g.Position().Result(), g.Position().Reason(), g.Position().Turn())
}
