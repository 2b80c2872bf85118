//go:build !js

package store

import (
	"errors"
	"strings"
	"testing"
)

func TestResultsCountEachOutcome(t *testing.T) {
	for _, b := range []Backend{NewMem(), &Dir{Path: t.TempDir()}} {
		s := New(b)
		s.Now = fixed
		if r, err := s.LoadResults(); err != nil || len(r) != 0 {
			t.Fatalf("first run: %v, %v", r, err)
		}
		games := []struct {
			level string
			o     Outcome
		}{{"cadet", Loss}, {"cadet", Win}, {"cadet", Win}, {"ensign", Draw}, {"ensign", Loss}}
		for _, g := range games {
			if _, err := s.AddResult(g.level, g.o); err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.LoadResults()
		if err != nil {
			t.Fatal(err)
		}
		want := Results{"cadet": {Wins: 2, Losses: 1}, "ensign": {Draws: 1, Losses: 1}}
		if len(r) != len(want) || r["cadet"] != want["cadet"] || r["ensign"] != want["ensign"] {
			t.Fatalf("results %+v, want %+v", r, want)
		}
		if !r.Beaten("cadet") || r.Beaten("ensign") || r.Beaten("data") {
			t.Errorf("Beaten wrong: %+v", r)
		}
		if r["cadet"].Games() != 3 {
			t.Errorf("cadet games %d, want 3", r["cadet"].Games())
		}
	}
}

func TestResultsDamagedFileIsSetAside(t *testing.T) {
	b := NewMem()
	s := New(b)
	s.Now = fixed
	b.M[ResultsName] = []byte("{oops")
	r, err := s.LoadResults()
	if err == nil || len(r) != 0 || !strings.Contains(err.Error(), "broken-20250304-050607") {
		t.Fatalf("damaged: %v, %v", r, err)
	}
	b.M[ResultsName] = []byte(`{"data":{"wins":-3,"draws":1,"losses":2}}`)
	r, err = s.LoadResults()
	if err != nil || r["data"] != (Score{Draws: 1, Losses: 2}) {
		t.Fatalf("negative counts not cleared: %+v, %v", r, err)
	}
	b.M[ResultsName] = []byte("[]")
	r, err = s.AddResult("cadet", Win)
	if err == nil || r["cadet"] != (Score{Wins: 1}) {
		t.Fatalf("add over a damaged file: %+v, %v", r, err)
	}
	if r, err := s.LoadResults(); err != nil || r["cadet"] != (Score{Wins: 1}) {
		t.Fatalf("after the fresh start: %+v, %v", r, err)
	}
}

// TestResultsAndLearnErrorsCarryTheirMessage: each failure of the results
// and learning files is a *Error whose Op names its catalog message (ID),
// with the set-aside name where a damaged file went.
func TestResultsAndLearnErrorsCarryTheirMessage(t *testing.T) {
	b := NewMem()
	s := New(b)
	s.Now = fixed
	b.M[ResultsName] = []byte("{oops")
	b.M[LearnName] = []byte("{oops")
	_, resErr := s.LoadResults()
	_, learnErr := s.LoadLearn()
	_, addErr := s.AddResult("cadet", Outcome(9))
	cases := []struct {
		err  error
		id   string
		kept bool // Aside names the damaged file's new name
	}{
		{resErr, "ui.store.results_damaged", true},
		{learnErr, "ui.store.learn_damaged", true},
		{addErr, "ui.store.save_results", false},
	}
	for _, c := range cases {
		var se *Error
		if !errors.As(c.err, &se) {
			t.Fatalf("%v is not a *store.Error", c.err)
		}
		if se.ID() != c.id {
			t.Errorf("%v: ID %q, want %q", c.err, se.ID(), c.id)
		}
		if c.kept && !strings.Contains(se.Aside, "broken-20250304-050607") {
			t.Errorf("%v: Aside %q", c.err, se.Aside)
		}
	}
	found := map[Op]bool{}
	for _, op := range Ops() {
		found[op] = true
	}
	for _, op := range []Op{OpReadResults, OpResultsDamaged, OpSaveResults, OpReadLearn, OpLearnDamaged, OpSaveLearn} {
		if !found[op] {
			t.Errorf("Ops() lacks %s: the window's test would not check its message", op)
		}
	}
}
