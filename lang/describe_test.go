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

// TestRecordErrorsInEveryLanguage: a bad record's error through the
// English catalog is exactly its Error(); in Russian it is translated, its
// notation kept.
func TestRecordErrorsInEveryLanguage(t *testing.T) {
	en, ru := New("en"), New("ru")
	cases := []struct{ src, ru string }{
		{"1C: hold\n\xff\xfe\n", "строка 2: запись не в кодировке UTF-8"},
		{"hello\n", "строка 1, столбец 1: ожидался заголовок, строка хода (например, 1C: ...) или результат (1-0, 0-1, 1/2-1/2)"},
		{"1C: jump\n", `строка 1, столбец 5: неизвестное слово " jump": нужно перемещение (L1-A2>L1-A3), surge <клетка>, hold, end, offer-draw, accept-draw, decline-draw или resign`},
		{"1C: L5-A1>L1-A2\n", `строка 1, столбец 5: неверная клетка "l5-a1": уровень — от 1 до 4`},
		{"1C: surge L1-I3\n", `строка 1, столбец 5: неверная клетка "l1-i3": вертикаль — от A до H`},
		{"1C: surge L1-A9\n", `строка 1, столбец 5: неверная клетка "l1-a9": горизонталь — от 1 до 8`},
		{"1C: surge X\n", `строка 1, столбец 5: неверная клетка "x": нужно L<1-4>-<A-H><1-8>`},
		{"1C: hold, end\n1A:\n", "строка 2, столбец 4: пустой ход: после «:» нужно хотя бы одно слово"},
		{"1C: hold,,hold\n", "строка 1, столбец 10: пустое слово"},
		{"1C: hold, hold\n[Event \"x\"]\n", "строка 2, столбец 1: строка заголовка может стоять только до первой строки хода"},
		{"1C: resign\n0-1\n1A: hold\n", "строка 3, столбец 1: после строки результата ничего быть не может"},
		{"[Event x]\n", `строка 1, столбец 1: ожидался заголовок [Key "Value"]`},
		{"[Event \"x\"\n", `строка 1, столбец 1: ожидался заголовок [Key "Value"], закрытый скобкой ]`},
		{"[Event \"a\"b\"]\n", "строка 1, столбец 1: значение заголовка не может содержать кавычку"},
		{"0C: hold\n", `строка 1, столбец 1: неверный номер раунда "0"`},
		{"1X: hold\n", "строка 1, столбец 2: после номера раунда ожидалась буква C или A"},
		{"1C hold\n", "строка 1, столбец 4: после метки хода ожидалось «:»"},
		{"1C: L1-B2>L1-D3\n", "строка 1: L1-B2>L1-D3: Страж перемещается ортогонально, на один или два шага"},
		{"1A: hold\n", "строка 1: метка 1A не совпадает с очередным ходом: 1C"},
		{"1C: hold, hold, hold\n", "строка 1: hold: слово после окончания хода"},
		{"1C: hold\n1A: hold\n", "строка 2: предыдущая строка оборвалась посреди хода; так может только последняя строка"},
		{"1C: resign, hold\n", "строка 1: hold: слово после окончания игры"},
		{"1C: resign\n1-0\n", "строка 2: результат 1-0 расходится с игрой: 0-1"},
		{"1C: hold\n1/2-1/2\n", "строка 2: результат 1/2-1/2, но игра не окончена"},
		{"1C: offer-draw, hold\n", "строка 1: hold: сначала нужно ответить на предложение ничьей (accept-draw или decline-draw)"},
		{"1C: resign\n0-1\n2C: hold\n", "строка 3, столбец 1: после строки результата ничего быть не может"},
		{"1C: L1-A1>L1-A1, hold\n", "строка 1: L1-A1>L1-A1: на L1-A1 нет отряда"},
	}
	for _, tc := range cases {
		_, _, err := engine.LoadRecord([]byte(tc.src))
		if err == nil {
			t.Fatalf("%q: no error", tc.src)
		}
		if got := en.Error(err); got != err.Error() {
			t.Errorf("%q: English %q, Error() %q", tc.src, got, err.Error())
		}
		if got := ru.Error(err); got != tc.ru {
			t.Errorf("%q: Russian\n got %q\nwant %q", tc.src, got, tc.ru)
		}
	}
	plain := errors.New("plain")
	if en.Error(plain) != "plain" || ru.Error(plain) != "plain" {
		t.Errorf("a foreign error is not its own text")
	}
}
