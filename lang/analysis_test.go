package lang

import (
	"errors"
	"strings"
	"testing"

	"strategema/ai"
	"strategema/engine"
)

// TestAnalysisEnglishAgrees: the analysis's failures (ai.AnalysisError)
// have their English in the catalog as ai writes it, and a Russian.
func TestAnalysisEnglishAgrees(t *testing.T) {
	en, err := rawCatalog("en")
	if err != nil {
		t.Fatal(err)
	}
	ru, err := rawCatalog("ru")
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range ai.AnalysisEnglish() {
		if got, ok := en[id].(string); !ok || got != want {
			t.Errorf("%s: catalog %v, ai %q", id, en[id], want)
		}
		if _, ok := ru[id]; !ok {
			t.Errorf("%s: no Russian", id)
		}
	}
}

// TestAnalysisErrorInRussian: an analysis that fails on an action that
// does not replay says so in Russian, the broken rule in Russian too, and
// in English as Error writes it.
func TestAnalysisErrorInRussian(t *testing.T) {
	cause := &engine.RuleError{ID: "rule.guardian_move", Action: engine.Simple(engine.ActHold)}
	err := error(&ai.AnalysisError{ID: "analysis.replay", Turn: "3A", Action: "L1-B7>L1-D6", Err: cause})
	var ae *ai.AnalysisError
	if !errors.As(err, &ae) {
		t.Fatal("not an AnalysisError")
	}
	ru, en := New("ru"), New("en")
	got := ru.F(ae.ID, ae.Args(ru.Error)...)
	want := "ход 3A: действие L1-B7>L1-D6 не воспроизводится: hold: Страж перемещается ортогонально, на один или два шага"
	if got != want {
		t.Errorf("Russian %q, want %q", got, want)
	}
	if got := "analyse: " + en.F(ae.ID, ae.Args(en.Error)...); got != err.Error() {
		t.Errorf("English %q, Error %q", got, err.Error())
	}
	if !strings.Contains(err.Error(), "a Guardian moves orthogonally") || !errors.Is(err, cause) {
		t.Errorf("the cause is lost: %v", err)
	}
}
