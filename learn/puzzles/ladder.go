// ladder.go: which puzzle to offer a player next. The set is ordered by
// difficulty (the ladder); a newcomer climbs it from the easiest, a
// player with a settled rating starts and goes on near it, and a Browser
// keeps the way back for Previous.

package puzzles

import "sort"

// NewcomerAttempts is how many attempts make a player a newcomer no more:
// until then the ladder offers the easiest unsolved puzzles first.
const NewcomerAttempts = 5

// Near is how far below the player's rating the offered puzzles start
// (and how far above it they may go before the ladder starts again lower):
// a puzzle 150 points below the player is solved about 70% of the time
// (Expected), which keeps a streak going.
const Near = 150

// Ladder is a puzzle set in order of difficulty: rating, then the
// puzzles whose first action does the deed (deedFirst) before those that
// prepare it, then ID.
type Ladder struct {
	set   []Puzzle
	order []int          // indices into set, easiest first
	pos   map[string]int // puzzle ID -> its place in order
}

// NewLadder orders set by difficulty (see Ladder), leaving out a puzzle
// whose position is one already on the ladder (PositionKey: a game that
// repeated a position gave it twice). The set is not copied.
func NewLadder(set []Puzzle) *Ladder {
	l := &Ladder{set: set, pos: make(map[string]int, len(set))}
	seen := map[string]bool{}
	for i := range set {
		if k := PositionKey(set[i].Position); !seen[k] {
			seen[k] = true
			l.order = append(l.order, i)
		}
	}
	sort.SliceStable(l.order, func(a, b int) bool {
		pa, pb := &set[l.order[a]], &set[l.order[b]]
		if pa.Rating != pb.Rating {
			return pa.Rating < pb.Rating
		}
		if da, db := deedFirst(pa), deedFirst(pb); da != db {
			return da
		}
		return pa.ID < pb.ID
	})
	for i, k := range l.order {
		l.pos[set[k].ID] = i
	}
	return l
}

// Len is the number of puzzles on the ladder.
func (l *Ladder) Len() int { return len(l.order) }

// At is the puzzle at place i (0: the easiest).
func (l *Ladder) At(i int) *Puzzle { return &l.set[l.order[i]] }

// Place is the place of the puzzle with the given ID.
func (l *Ladder) Place(id string) (int, bool) {
	i, ok := l.pos[id]
	return i, ok
}

// Target is the rating a player's next puzzle should have: none for a
// newcomer (the easiest first), else Near below the player's rating.
func Target(r PlayerRating) float64 {
	if r.Attempts < NewcomerAttempts {
		return 0
	}
	return r.Rating - Near
}

// SolvedFunc tells whether the player has solved a puzzle, by ID (nil: none).
type SolvedFunc func(id string) bool

func (s SolvedFunc) has(id string) bool { return s != nil && s(id) }

// First is the place of the first puzzle to offer a player rated r: the
// easiest unsolved one rated at least Target(r); when every such puzzle is
// solved, the hardest unsolved below; when all are solved, the first at
// the target again. -1 for an empty ladder.
func (l *Ladder) First(r PlayerRating, solved SolvedFunc) int {
	if l.Len() == 0 {
		return -1
	}
	target := Target(r)
	below := -1
	for i := range l.order {
		p := l.At(i)
		if solved.has(p.ID) {
			continue
		}
		if float64(p.Rating) >= target {
			return i
		}
		below = i
	}
	if below >= 0 {
		return below
	}
	for i := range l.order {
		if float64(l.At(i).Rating) >= target {
			return i
		}
	}
	return l.Len() - 1
}

// Next is the place of the puzzle to offer after place i: the next
// unsolved one up the ladder, so that the puzzles get harder as the
// player goes on; but when the player's rating calls for easier ones
// (the next is more than Near above Target(r), or a settled player is
// below the target) it starts again at First. It never returns i while
// another puzzle exists.
func (l *Ladder) Next(i int, r PlayerRating, solved SolvedFunc) int {
	n := l.Len()
	if n == 0 {
		return -1
	}
	if n == 1 {
		return 0
	}
	target := Target(r)
	next := -1
	for j := i + 1; j < n; j++ {
		if p := l.At(j); !solved.has(p.ID) && float64(p.Rating) >= target-Near {
			next = j
			break
		}
	}
	first := l.First(r, solved)
	switch {
	case next < 0 || r.Attempts >= NewcomerAttempts && float64(l.At(next).Rating) > target+2*Near && first != i && first < next:
		if first != i {
			return first
		}
		return (i + 1) % n
	}
	return next
}

// Prev is the place just below i on the ladder (an easier puzzle); ok is
// false at the bottom.
func (l *Ladder) Prev(i int) (int, bool) {
	if i <= 0 || i > l.Len() {
		return 0, false
	}
	return i - 1, true
}

// Browser is the way a player has gone through the ladder, for Previous
// and Next the way a web browser's Back and Forward work: Prev goes back
// to the puzzle shown before (or, at the start of the way, one step down
// the ladder), Next forward again along the way, and past its end to the
// ladder's Next.
type Browser struct {
	l     *Ladder
	trail []int // places shown, in order
	at    int   // index into trail
}

// Browse starts a way at place i (First for a new visit, or the place of
// the puzzle the player left off at: Place).
func (l *Ladder) Browse(i int) *Browser {
	return &Browser{l: l, trail: []int{i}}
}

// Current is the place shown now.
func (b *Browser) Current() int { return b.trail[b.at] }

// Puzzle is the puzzle shown now.
func (b *Browser) Puzzle() *Puzzle { return b.l.At(b.Current()) }

// CanPrev reports whether Prev has a puzzle to go back to.
func (b *Browser) CanPrev() bool {
	_, ok := b.l.Prev(b.Current())
	return b.at > 0 || ok
}

// Prev goes back to the puzzle shown before this one, or one step down
// the ladder at the start of the way; it stays put (false) at the bottom.
func (b *Browser) Prev() bool {
	if b.at > 0 {
		b.at--
		return true
	}
	i, ok := b.l.Prev(b.Current())
	if !ok {
		return false
	}
	b.trail = append([]int{i}, b.trail...)
	return true
}

// Next goes forward along the way, or, at its end, to the ladder's Next
// for a player rated r who has solved what solved says.
func (b *Browser) Next(r PlayerRating, solved SolvedFunc) {
	if b.at+1 < len(b.trail) {
		b.at++
		return
	}
	b.trail = append(b.trail, b.l.Next(b.Current(), r, solved))
	b.at++
}

// deedFirst reports whether the solution's first action does the deed
// (it is the key action): the blow comes at once, the second action is
// spare. Of two puzzles rated alike, that one is the easier to see.
func deedFirst(pz *Puzzle) bool {
	t, err := pz.SolutionTurn()
	return err == nil && len(t) > 0 && t[0].String() == pz.Key
}
