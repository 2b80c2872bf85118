package match

import (
	"strings"
	"testing"

	"strategema/engine"
	"strategema/lang"
)

// TestLogSpeaksTheLanguage: the log's lines, the window's notes among
// them, are written in the match's language, and written again, past
// lines too, when it changes.
func TestLogSpeaksTheLanguage(t *testing.T) {
	m := New(engine.NewGame(), hotseat())
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	m.Finish()
	ru := lang.New("ru")
	gen := m.LogGen
	m.SetLang(ru)
	if m.LogGen == gen {
		t.Error("SetLang kept LogGen: the window would not wrap the lines again")
	}
	joined := func() string {
		var b strings.Builder
		for _, l := range m.Log {
			b.WriteString(l.Text + "\n")
		}
		return b.String()
	}
	got := joined()
	start := m.Game.Initial()
	kind := start.Unit(start.UnitAt(opening.From)).Kind
	for _, want := range []string{
		"Отменено (Лазурь): " + ru.Unit(kind) + " L2-D2 → L2-D4", // the note, written again
		ru.Event(m.Game.Events()[0]), // the move, through the catalog
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the Russian log lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Undone") || strings.Contains(got, "Cerulean") {
		t.Errorf("English left in the Russian log:\n%s", got)
	}
	m.SetLang(lang.New("en"))
	if got := joined(); !strings.Contains(got, "Undone: Cerulean's") {
		t.Errorf("back in English the log reads:\n%s", got)
	}
}

// TestResultTextInRussian: the result names the winner and why in the
// printer's language.
func TestResultTextInRussian(t *testing.T) {
	g := engine.NewGame()
	if _, err := g.Apply(engine.Simple(engine.ActResign)); err != nil {
		t.Fatal(err)
	}
	if got, want := ResultTextIn(lang.New("ru"), g.Position()), "Победа: Янтарь — соперник сдался"; got != want {
		t.Errorf("ResultTextIn(ru) = %q, want %q", got, want)
	}
}

// TestDrawOfferTextInRussian: the question put to a person is one
// sentence of the catalog with the sides' names.
func TestDrawOfferTextInRussian(t *testing.T) {
	m := New(engine.NewGame(), hotseat())
	m.SetLang(lang.New("ru"))
	if got, want := m.DrawOfferText(engine.Cerulean, engine.Amber), "Лазурь предлагает ничью. Янтарь, принимаете?"; got != want {
		t.Errorf("DrawOfferText = %q, want %q", got, want)
	}
}
