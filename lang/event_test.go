package lang

import (
	"math/rand"
	"testing"

	"strategema/engine"
)

// randomEvents are the events of random games, from the opening to their
// end or to a length cap, with a resignation and a draw by agreement added.
func randomEvents(t *testing.T, games int) []engine.Event {
	t.Helper()
	rng := rand.New(rand.NewSource(11))
	var out []engine.Event
	for i := 0; i < games; i++ {
		g := engine.NewGame()
		if err := engine.RandomPlayout(g, rng, 3000, nil); err != nil {
			t.Fatal(err)
		}
		out = append(out, g.Events()...)
	}
	for _, words := range [][]string{{"resign"}, {"offer-draw", "decline-draw", "hold", "hold", "offer-draw", "accept-draw"}} {
		g := engine.NewGame()
		for _, w := range words {
			a, err := engine.ParseAction(w)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, g.Events()...)
	}
	return out
}

// TestEventEnglishIsDescribe: through the English catalog, every event of
// many random games reads exactly as its Describe(); every event type and
// every kind of the per-kind messages is met.
func TestEventEnglishIsDescribe(t *testing.T) {
	en, ru := New("en"), New("ru")
	types := map[engine.EventType]bool{}
	for _, e := range randomEvents(t, 15) {
		types[e.Type] = true
		if got, want := en.Event(e), e.Describe(); got != want {
			t.Fatalf("%s event: English %q, Describe %q", e.Type, got, want)
		}
		if r := ru.Event(e); r == e.Describe() || containsAny(r, "{{", "[log.", "[unit.", "[side.", "[reason.") {
			t.Fatalf("%s event: Russian %q", e.Type, r)
		}
	}
	for ty := engine.EvMoved; ty <= engine.EvGameOver; ty++ {
		if !types[ty] {
			t.Errorf("no %s event met", ty)
		}
	}
}

// TestEventRussian pins the Russian of events whose grammar depends on the
// unit's kind or a number.
func TestEventRussian(t *testing.T) {
	ru := New("ru")
	c := engine.NewCell(1, 3, 3) // L2-D4
	cases := []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Type: engine.EvCaptured, Side: engine.Amber, Kind: engine.Striker, From: c}, "Янтарь: Штурмовик на L2-D4 уничтожен"},
		{engine.Event{Type: engine.EvCaptured, Side: engine.Cerulean, Kind: engine.Core, From: c}, "Лазурь: Командное ядро на L2-D4 уничтожено"},
		{engine.Event{Type: engine.EvNeutralized, Side: engine.Cerulean, Kind: engine.Core, From: c}, "Лазурь: Командное ядро на L2-D4 нейтрализовано: больше не перемещается, не делает всплеск и не излучает влияние"},
		{engine.Event{Type: engine.EvIsolationRose, Side: engine.Amber, Kind: engine.Node, From: c, Counter: 2}, "Янтарь: Узел контроля на L2-D4 изолирован (нет линии снабжения): счётчик изоляции 2 из 3, на 3 — нейтрализация"},
		{engine.Event{Type: engine.EvTurnClosed, Turn: 7, Counter: 1}, "После хода 7: 1 ход подряд без уничтожений и нейтрализаций (на 500 — ничья)"},
		{engine.Event{Type: engine.EvTurnClosed, Turn: 7, Counter: 3}, "После хода 7: 3 хода подряд без уничтожений и нейтрализаций (на 500 — ничья)"},
		{engine.Event{Type: engine.EvTurnClosed, Turn: 7, Counter: 25}, "После хода 7: 25 ходов подряд без уничтожений и нейтрализаций (на 500 — ничья)"},
		{engine.Event{Type: engine.EvTurnClosed, Turn: 7, Counter: 21}, "После хода 7: 21 ход подряд без уничтожений и нейтрализаций (на 500 — ничья)"},
		{engine.Event{Type: engine.EvHandOver, Side: engine.Amber, Turn: 8}, "Ход 8: ходит Янтарь"},
		{engine.Event{Type: engine.EvGameOver, Result: engine.AmberWins, Reason: engine.ReasonActive}, "Победа: Янтарь (активная победа)"},
		{engine.Event{Type: engine.EvEngaged, Side: engine.Cerulean, Combat: engine.Combat{
			AttackerKind: engine.Striker, DefenderKind: engine.Guardian, AttackerCell: c, DefenderCell: c + 1,
			A: engine.Strength{Formation: 1, Base: 2, Supply: 1}, D: engine.Strength{Base: 2, Ground: 1}, Outcome: engine.MoverWins}},
			"Лазурь: Штурмовик на L2-D4 атакует Стража на L2-E4: [4] против [3] (1+2+0+0+1 | 0+2+0+1+0) — победа атакующего"},
	}
	for _, tc := range cases {
		if got := ru.Event(tc.e); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.e.Type, got, tc.want)
		}
	}
}
