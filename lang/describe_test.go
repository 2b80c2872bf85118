package lang

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"strategema/engine"
)

// TestEngineEnglishAgrees: every message the engine names has the same
// English in the engine's table as in the English catalog, and a Russian
// translation (TestCatalogsComplete checks its placeholders).
func TestEngineEnglishAgrees(t *testing.T) {
	en, err := rawCatalog("en")
	if err != nil {
		t.Fatal(err)
	}
	ru, err := rawCatalog("ru")
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range engine.EnglishTexts() {
		got, ok := en[id].(string)
		if !ok {
			t.Errorf("%s: not a plain message of the English catalog (%v)", id, en[id])
			continue
		}
		if got != want {
			t.Errorf("%s: catalog %q, engine %q", id, got, want)
		}
		if _, ok := ru[id]; !ok {
			t.Errorf("%s: no Russian", id)
		}
	}
}

// ruleErrors collects the distinct rule errors of random raw actions in the
// positions of random games: every rule the engine names, with its
// arguments.
func ruleErrors(t *testing.T) map[string]*engine.RuleError {
	t.Helper()
	out := map[string]*engine.RuleError{}
	rng := rand.New(rand.NewSource(7))
	for game := 0; game < 40; game++ {
		g := engine.NewGame()
		err := engine.RandomPlayout(g, rng, 400, func(_ int, p *engine.Position) {
			for i := 0; i < 30; i++ {
				a := engine.Action{Type: engine.ActionType(rng.Intn(9)),
					From: engine.Cell(rng.Intn(engine.Cells+1) - 1), To: engine.Cell(rng.Intn(engine.Cells+1) - 1)}
				if rng.Intn(2) == 0 { // a unit's own neighbourhood finds the movement rules
					a = engine.Move(a.From, engine.Cell((int(a.From)+rng.Intn(40)+engine.Cells)%engine.Cells))
				}
				var re *engine.RuleError
				if err := p.Check(a); errors.As(err, &re) {
					if _, seen := out[re.ID]; !seen {
						out[re.ID] = re
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestRuleErrorsInEveryLanguage: the English of a rule error through the
// catalog is exactly its Error(); the Russian is a translation of it.
func TestRuleErrorsInEveryLanguage(t *testing.T) {
	en, ru := New("en"), New("ru")
	seen := ruleErrors(t)
	if len(seen) < 15 {
		t.Fatalf("only %d distinct rules met: %v", len(seen), seen)
	}
	for id, re := range seen {
		if _, ok := engine.EnglishTexts()[id]; !ok {
			t.Errorf("rule ID %q is not in the engine's table", id)
		}
		if got, want := en.Error(re), re.Error(); got != want {
			t.Errorf("%s: English %q, Error() %q", id, got, want)
		}
		r := ru.Error(re)
		if r == re.Error() || r[0] == '[' || containsAny(r, "{{", "[rule.") {
			t.Errorf("%s: Russian %q is no translation", id, r)
		}
	}
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// TestRuleErrorRussian pins a few rules' Russian, with their arguments.
func TestRuleErrorRussian(t *testing.T) {
	ru := New("ru")
	g := engine.NewGame()
	cases := []struct{ word, want string }{
		{"L1-A7>L1-A6", "L1-A7>L1-A6: Узел контроля на L1-A7 принадлежит Янтарю; ходит Лазурь"},
		{"L1-B2>L1-D3", "L1-B2>L1-D3: Страж перемещается ортогонально, на один или два шага"},
		{"surge L1-E5", "surge L1-E5: на L1-E5 нет отряда"},
	}
	for _, c := range cases {
		a, err := engine.ParseAction(c.word)
		if err != nil {
			t.Fatal(err)
		}
		err = g.Position().Check(a)
		if err == nil {
			t.Fatalf("%s: legal", c.word)
		}
		if got := ru.Error(err); got != c.want {
			t.Errorf("%s: %q, want %q", c.word, got, c.want)
		}
	}
}
