package match

import (
	"strings"
	"testing"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/player"
)

// TestReasonLine: every kind of reason reads as one line in English and
// Russian, naming the unit, its cell or the cells gained; a reason whose
// figures are missing reads as positional, never as a message ID.
func TestReasonLine(t *testing.T) {
	c := func(s string) engine.Cell {
		x, err := engine.ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	for _, tc := range []struct {
		name   string
		r      player.Reason
		en, ru string
	}{
		{"game", player.Reason{Kind: player.ReasonWinsGame, Win: engine.ReasonSystemic}, "Why: it wins the game (systemic victory).", "Почему: этот ход выигрывает партию (системная победа)."},
		{"captured", player.Reason{Kind: player.ReasonWinsUnits, Won: []player.UnitFact{{Kind: engine.Striker, Cell: c("L2-E5"), Fate: "captured"}}},
			"Why: it captures the enemy Striker on L2-E5 (beaten, no retreat).", "Почему: уничтожает отряд противника — Штурмовик на L2-E5 (побеждён, отступать некуда)."},
		{"encircled and more", player.Reason{Kind: player.ReasonWinsUnits, Won: []player.UnitFact{{Kind: engine.Guardian, Cell: c("L1-A1"), Fate: "encircled"}, {Kind: engine.Node, Cell: c("L1-B1"), Fate: "encircled"}}},
			"Why: it cuts off the enemy Guardian on L1-A1 (encircled). And 1 more unit.", "Почему: отрезает отряд противника — Страж на L1-A1 (окружён). И ещё 1 отряд."},
		{"neutralized", player.Reason{Kind: player.ReasonWinsUnits, Won: []player.UnitFact{{Kind: engine.Node, Cell: c("L3-H8"), Fate: "neutralized"}}},
			"Why: it neutralizes the enemy Control Node on L3-H8 (isolated).", "Почему: нейтрализует отряд противника — Узел контроля на L3-H8 (изолирован)."},
		{"threat", player.Reason{Kind: player.ReasonMeetsThreat, Saved: []player.UnitFact{{Kind: engine.Nexus, Cell: c("L2-D4"), Fate: "captured"}}},
			"Why: it saves your Nexus on L2-D4, which the opponent could win with one action.", "Почему: спасает ваш отряд — Нексус на L2-D4: противник мог взять его одним действием."},
		{"cells", player.Reason{Kind: player.ReasonGainsCells, Cells: 5, EnemyCells: -2},
			"Why: it gains 7 cells of territory over the opponent.", "Почему: прибавляет 7 клеток территории к перевесу над противником."},
		{"one cell", player.Reason{Kind: player.ReasonGainsCells, Cells: 1},
			"Why: it gains 1 cell of territory over the opponent.", "Почему: прибавляет 1 клетку территории к перевесу над противником."},
		{"positional", player.Reason{Kind: player.ReasonPositional, Cells: -1}, "Why: nothing is won at once", "Почему: сразу ничего"},
		{"units missing", player.Reason{Kind: player.ReasonWinsUnits}, "Why: nothing is won at once", "Почему: сразу ничего"},
	} {
		for _, l := range []struct{ tag, want string }{{"en", tc.en}, {"ru", tc.ru}} {
			got := ReasonLine(lang.New(l.tag), &tc.r)
			if !strings.HasPrefix(got, l.want) || strings.Contains(got, "suggest.") || strings.Contains(got, "\n") {
				t.Errorf("%s in %s: %q, want %q", tc.name, l.tag, got, l.want)
			}
		}
	}
}
