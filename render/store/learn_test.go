package store

import (
	"testing"
)

func TestLearnRoundTripAndDamage(t *testing.T) {
	tests := []struct {
		name    string
		file    string // "" : no file
		want    Learn
		wantErr bool
	}{
		{name: "first run", want: DefaultLearn()},
		{name: "kept", file: `{"lessons":{"lattice/1":3,"node/1":9},"puzzle_rating":1540.5,"puzzle_attempts":2,"puzzle_streak":2,"puzzle_next":1,"offered":true}`,
			want: Learn{Lessons: map[string]int{"lattice/1": 3}, PuzzleRating: 1540.5, PuzzleAttempts: 2, PuzzleStreak: 2, PuzzleNext: 1, Offered: true}},
		{name: "impossible values", file: `{"puzzle_rating":-5,"puzzle_streak":-1}`, want: DefaultLearn()},
		{name: "damaged", file: `{"lessons":`, want: DefaultLearn(), wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := NewMem()
			if tc.file != "" {
				m.M[LearnName] = []byte(tc.file)
			}
			s := New(m)
			got, err := s.LoadLearn()
			if (err != nil) != tc.wantErr {
				t.Fatalf("error %v, want error %v", err, tc.wantErr)
			}
			if got.PuzzleRating != tc.want.PuzzleRating || got.PuzzleStreak != tc.want.PuzzleStreak || got.Offered != tc.want.Offered ||
				got.PuzzleNext != tc.want.PuzzleNext || len(got.Lessons) != len(tc.want.Lessons) || got.Lessons["lattice/1"] != tc.want.Lessons["lattice/1"] {
				t.Fatalf("loaded %+v, want %+v", got, tc.want)
			}
			if tc.wantErr {
				if _, ok := m.M[LearnName]; ok {
					t.Fatal("the damaged file was not set aside")
				}
				return
			}
			got.Lessons.Record("capture", 1, 2)
			if err := s.SaveLearn(got); err != nil {
				t.Fatal(err)
			}
			again, err := s.LoadLearn()
			if err != nil || again.Lessons.Stars("capture", 1) != 2 || again.PuzzleRating != got.PuzzleRating {
				t.Fatalf("after a save: %+v, %v", again, err)
			}
		})
	}
}
