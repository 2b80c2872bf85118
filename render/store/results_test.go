//go:build !js

package store

import (
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
