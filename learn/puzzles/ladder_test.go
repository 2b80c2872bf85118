package puzzles

import (
	"fmt"
	"testing"
)

// ladderSet is a set of n puzzles rated 1000, 1100, ... listed hardest
// first, so the ladder must reorder it.
func ladderSet(n int) []Puzzle {
	set := make([]Puzzle, n)
	for i := range set {
		set[i] = Puzzle{ID: fmt.Sprintf("q%02d", i), Rating: 1000 + 100*(n-1-i), Position: fmt.Sprintf("position %d", i)}
	}
	return set
}

// TestLadderNewcomerStartsEasiest: a newcomer gets the easiest unsolved
// puzzle first and climbs one at a time; a solved one is skipped.
func TestLadderNewcomerStartsEasiest(t *testing.T) {
	l := NewLadder(ladderSet(12))
	r := NewPlayerRating()
	i := l.First(r, nil)
	if got := l.At(i).Rating; got != 1000 {
		t.Fatalf("a newcomer's first puzzle is rated %d", got)
	}
	solved := map[string]bool{l.At(1).ID: true}
	j := l.Next(i, r, func(id string) bool { return solved[id] })
	if got := l.At(j).Rating; got != 1200 {
		t.Errorf("after 1000, with 1100 solved: %d", got)
	}
	if _, ok := l.Prev(0); ok {
		t.Error("a puzzle below the easiest")
	}
}

// TestLadderSettledPlayerNearRating: a player with a settled rating starts
// Near below it and goes up; when the rating falls far, the ladder starts
// again lower.
func TestLadderSettledPlayerNearRating(t *testing.T) {
	l := NewLadder(ladderSet(12)) // 1000..2100
	r := PlayerRating{Rating: 1800, Attempts: 30}
	i := l.First(r, nil)
	if got := l.At(i).Rating; got != 1700 {
		t.Fatalf("a 1800 player starts at %d, want 1700", got)
	}
	if got := l.At(l.Next(i, r, nil)).Rating; got != 1800 {
		t.Errorf("next after 1700: %d", got)
	}
	fallen := PlayerRating{Rating: 1200, Attempts: 40}
	if got := l.At(l.Next(i, fallen, nil)).Rating; got != 1100 {
		t.Errorf("a player fallen to 1200 goes on at %d, want 1100", got)
	}
	top := l.Len() - 1
	if n := l.Next(top, r, nil); n == top {
		t.Error("Next stays on the last puzzle")
	}
	all := func(string) bool { return true }
	if got := l.At(l.First(r, all)).Rating; got != 1700 {
		t.Errorf("all solved: starts at %d", got)
	}
	if l := NewLadder(nil); l.First(r, nil) != -1 || l.Next(0, r, nil) != -1 {
		t.Error("an empty ladder offers a puzzle")
	}
}

// TestBrowserPrevAndNext: Previous goes back to the puzzle shown before,
// Next forward again to the same one, and on past the way's end; at the
// start of the way Previous steps down the ladder, and at the bottom it
// stays.
func TestBrowserPrevAndNext(t *testing.T) {
	l := NewLadder(ladderSet(6))
	r := NewPlayerRating()
	b := l.Browse(l.First(r, nil))
	if b.CanPrev() || b.Prev() {
		t.Fatal("Previous from the easiest puzzle")
	}
	var shown []int
	for k := 0; k < 3; k++ {
		shown = append(shown, b.Current())
		b.Next(r, nil)
	}
	last := b.Current()
	for k := 2; k >= 0; k-- {
		if !b.Prev() || b.Current() != shown[k] {
			t.Fatalf("back %d: at %d, want %d", 3-k, b.Current(), shown[k])
		}
	}
	for _, want := range append(shown[1:], last) {
		b.Next(r, nil)
		if b.Current() != want {
			t.Fatalf("forward: at %d, want %d", b.Current(), want)
		}
	}
	mid := l.Browse(3)
	if !mid.CanPrev() || !mid.Prev() || mid.Current() != 2 || mid.Puzzle().Rating != 1200 {
		t.Errorf("Previous at the start of a way begun at place 3: %d", mid.Current())
	}
}

// TestShippedLadderEasyFirst: the shipped set offers a newcomer, who
// solves nothing, eight puzzles in a row rated below 1400 (the easy
// band), easiest first, none twice.
func TestShippedLadderEasyFirst(t *testing.T) {
	l := NewLadder(shippedSet(t))
	r := NewPlayerRating()
	b := l.Browse(l.First(r, nil))
	seen, prev := map[int]bool{}, 0
	for k := 0; k < 8; k++ {
		pz := b.Puzzle()
		if pz.Rating >= 1400 || pz.Rating < prev || seen[b.Current()] {
			t.Fatalf("newcomer's puzzle %d: %s rated %d (before it %d)", k+1, pz.ID, pz.Rating, prev)
		}
		seen[b.Current()], prev = true, pz.Rating
		b.Next(r.Update(pz.Rating, false), nil)
		r = r.Update(pz.Rating, false)
	}
}

// TestLadderDeedFirstAmongEquals: of two puzzles rated alike, the one
// whose first action strikes the blow comes first.
func TestLadderDeedFirstAmongEquals(t *testing.T) {
	set := []Puzzle{
		{ID: "a", Position: "a", Rating: 1000, Solution: "surge L1-D7, L2-G6>L4-D7", Key: "L2-G6>L4-D7"},
		{ID: "b", Position: "b", Rating: 1000, Solution: "L2-G6>L4-D7, surge L1-D7", Key: "L2-G6>L4-D7"},
		{ID: "c", Position: "c", Rating: 900, Solution: "surge L1-D7, L2-G6>L4-D7", Key: "L2-G6>L4-D7"},
	}
	l := NewLadder(set)
	var got string
	for i := 0; i < l.Len(); i++ {
		got += l.At(i).ID
	}
	if got != "cba" {
		t.Errorf("ladder order %q, want cba", got)
	}
	if p, ok := l.Place("b"); !ok || p != 1 {
		t.Errorf("b at place %d (%v)", p, ok)
	}
}

// TestLadderOncePerPosition: a position the set holds twice (a repeated
// game position, at another turn) is on the ladder once; the shipped
// ladder has no two puzzles at one position.
func TestLadderOncePerPosition(t *testing.T) {
	pos := "Cerulean to move, 2 actions, turn 41, quiet 3 | C: C L2-D1 | A: C L2-E8"
	again := "Cerulean to move, 2 actions, turn 45, quiet 7 | C: C L2-D1 | A: C L2-E8"
	if PositionKey(pos) != PositionKey(again) || PositionKey(pos) == PositionKey("Amber to move, 2 actions | C: C L2-D1 | A: C L2-E8") {
		t.Fatalf("keys %q, %q", PositionKey(pos), PositionKey(again))
	}
	l := NewLadder([]Puzzle{{ID: "a", Position: pos}, {ID: "b", Position: again}})
	if _, ok := l.Place("b"); l.Len() != 1 || ok {
		t.Errorf("a repeated position is on the ladder %d times", l.Len())
	}
	shipped := NewLadder(shippedSet(t))
	seen := map[string]string{}
	for i := 0; i < shipped.Len(); i++ {
		pz := shipped.At(i)
		if other, ok := seen[PositionKey(pz.Position)]; ok {
			t.Errorf("%s and %s: one position", other, pz.ID)
		}
		seen[PositionKey(pz.Position)] = pz.ID
	}
}
