// pdqsort.go: the standard library's pattern-defeating quicksort
// (slices.SortFunc), specialised to scored actions best first, with an
// optional cut: sorting only as far as the first top positions need.
//
// The search's results depend on how equal scores fall (a node keeps its
// first few actions), so this is the same algorithm step for step, ported
// from Go 1.26's slices/zsortanyfunc.go (Copyright 2022 The Go Authors,
// BSD-style licence: see the Go distribution's LICENSE file), with the
// comparison inlined. The cut is exact: pdqsort sorts the two sides of a
// partition independently, and a side that lies wholly at or past top
// never touches a position before top, so skipping it leaves those
// positions as the full sort leaves them. TestPdqTopIsSortFunc checks
// both against slices.SortFunc itself.

package ai

import "math/bits"

// pdqSortScored sorts ms best first (higher score first) exactly as
// slices.SortFunc(ms, byScore) would, but only as far as ms[:top] needs:
// on return ms[:top] holds what SortFunc would put there; the order past
// top is unspecified. top >= len(ms) sorts the whole list.
func pdqSortScored(ms []scored, top int) {
	n := len(ms)
	pdqScored(ms, 0, n, bits.Len(uint(n)), top)
}

// pdqBefore is the sort's less: x goes before y.
func pdqBefore(x, y *scored) bool { return x.score > y.score }

// pdqInsertionMax is the length up to which pdqsort sorts by insertion.
const pdqInsertionMax = 12

// pdqScored sorts ms[a:b] (pdqsortCmpFunc), leaving alone any part of it
// that lies wholly at or past top.
func pdqScored(ms []scored, a, b, limit, top int) {
	wasBalanced := true    // whether the last partitioning was reasonably balanced
	wasPartitioned := true // whether the slice was already partitioned
	for {
		if a >= top {
			return // nothing here reaches the first top positions
		}
		length := b - a
		if length <= pdqInsertionMax {
			insertionScored(ms, a, b)
			return
		}
		if limit == 0 {
			heapSortScored(ms, a, b)
			return
		}
		if !wasBalanced {
			breakPatternsScored(ms, a, b)
			limit--
		}
		pivot, hint := choosePivotScored(ms, a, b)
		if hint == pdqDecreasing {
			reverseScored(ms, a, b)
			pivot = (b - 1) - (pivot - a)
			hint = pdqIncreasing
		}
		if wasBalanced && wasPartitioned && hint == pdqIncreasing {
			if partialInsertionScored(ms, a, b) {
				return
			}
		}
		if a > 0 && !pdqBefore(&ms[a-1], &ms[pivot]) {
			a = partitionEqualScored(ms, a, b, pivot)
			continue
		}
		mid, alreadyPartitioned := partitionScored(ms, a, b, pivot)
		wasPartitioned = alreadyPartitioned
		leftLen, rightLen := mid-a, b-mid
		balanceThreshold := length / 8
		if leftLen < rightLen {
			wasBalanced = leftLen >= balanceThreshold
			pdqScored(ms, a, mid, limit, top)
			a = mid + 1
		} else {
			wasBalanced = rightLen >= balanceThreshold
			pdqScored(ms, mid+1, b, limit, top)
			b = mid
		}
	}
}

// insertionScored sorts ms[a:b] by insertion (stable).
func insertionScored(ms []scored, a, b int) {
	for i := a + 1; i < b; i++ {
		for j := i; j > a && pdqBefore(&ms[j], &ms[j-1]); j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// siftDownScored restores the heap property below root (heapSortScored).
func siftDownScored(ms []scored, lo, hi, first int) {
	root := lo
	for {
		child := 2*root + 1
		if child >= hi {
			return
		}
		if child+1 < hi && pdqBefore(&ms[first+child], &ms[first+child+1]) {
			child++
		}
		if !pdqBefore(&ms[first+root], &ms[first+child]) {
			return
		}
		ms[first+root], ms[first+child] = ms[first+child], ms[first+root]
		root = child
	}
}

// heapSortScored sorts ms[a:b] by heapsort, pdqsort's fallback after too
// many unbalanced partitions.
func heapSortScored(ms []scored, a, b int) {
	first, lo, hi := a, 0, b-a
	for i := (hi - 1) / 2; i >= 0; i-- {
		siftDownScored(ms, i, hi, first)
	}
	for i := hi - 1; i >= 0; i-- {
		ms[first], ms[first+i] = ms[first+i], ms[first]
		siftDownScored(ms, lo, i, first)
	}
}

// partitionScored partitions ms[a:b] around ms[pivot]: before it what goes
// before the pivot, after it the rest; it returns the pivot's new place
// and whether nothing had to move.
func partitionScored(ms []scored, a, b, pivot int) (newPivot int, alreadyPartitioned bool) {
	ms[a], ms[pivot] = ms[pivot], ms[a]
	i, j := a+1, b-1
	for i <= j && pdqBefore(&ms[i], &ms[a]) {
		i++
	}
	for i <= j && !pdqBefore(&ms[j], &ms[a]) {
		j--
	}
	if i > j {
		ms[j], ms[a] = ms[a], ms[j]
		return j, true
	}
	ms[i], ms[j] = ms[j], ms[i]
	i++
	j--
	for {
		for i <= j && pdqBefore(&ms[i], &ms[a]) {
			i++
		}
		for i <= j && !pdqBefore(&ms[j], &ms[a]) {
			j--
		}
		if i > j {
			break
		}
		ms[i], ms[j] = ms[j], ms[i]
		i++
		j--
	}
	ms[j], ms[a] = ms[a], ms[j]
	return j, false
}

// partitionEqualScored puts the actions of ms[a:b] equal to ms[pivot]
// first (none goes before it) and returns where the rest begins.
func partitionEqualScored(ms []scored, a, b, pivot int) int {
	ms[a], ms[pivot] = ms[pivot], ms[a]
	i, j := a+1, b-1
	for {
		for i <= j && !pdqBefore(&ms[a], &ms[i]) {
			i++
		}
		for i <= j && pdqBefore(&ms[a], &ms[j]) {
			j--
		}
		if i > j {
			break
		}
		ms[i], ms[j] = ms[j], ms[i]
		i++
		j--
	}
	return i
}

// partialInsertionScored fixes a few out-of-order neighbours of a nearly
// sorted ms[a:b] and reports whether it is sorted.
func partialInsertionScored(ms []scored, a, b int) bool {
	const (
		maxSteps         = 5  // adjacent out-of-order pairs shifted at most
		shortestShifting = 50 // short lists are not shifted
	)
	i := a + 1
	for step := 0; step < maxSteps; step++ {
		for i < b && !pdqBefore(&ms[i], &ms[i-1]) {
			i++
		}
		if i == b {
			return true
		}
		if b-a < shortestShifting {
			return false
		}
		ms[i], ms[i-1] = ms[i-1], ms[i]
		if i-a >= 2 {
			for j := i - 1; j >= 1; j-- {
				if !pdqBefore(&ms[j], &ms[j-1]) {
					break
				}
				ms[j], ms[j-1] = ms[j-1], ms[j]
			}
		}
		if b-i >= 2 {
			for j := i + 1; j < b; j++ {
				if !pdqBefore(&ms[j], &ms[j-1]) {
					break
				}
				ms[j], ms[j-1] = ms[j-1], ms[j]
			}
		}
	}
	return false
}

// breakPatternsScored swaps three middle actions with pseudo-random ones
// (a xorshift seeded by the length: deterministic, as the library's).
func breakPatternsScored(ms []scored, a, b int) {
	length := b - a
	if length < 8 {
		return
	}
	random := uint64(length)
	modulus := uint(1) << bits.Len(uint(length))
	for idx := a + (length/4)*2 - 1; idx <= a+(length/4)*2+1; idx++ {
		random ^= random << 13
		random ^= random >> 7
		random ^= random << 17
		other := int(uint(random) & (modulus - 1))
		if other >= length {
			other -= length
		}
		ms[idx], ms[a+other] = ms[a+other], ms[idx]
	}
}

// pdqHint is what choosing the pivot saw of the order of ms[a:b].
type pdqHint int

const (
	pdqUnknown pdqHint = iota
	pdqIncreasing
	pdqDecreasing
)

// choosePivotScored picks the pivot of ms[a:b]: the middle for short
// lists, the median of three, or Tukey's ninther from 50 on.
func choosePivotScored(ms []scored, a, b int) (int, pdqHint) {
	const (
		shortestNinther = 50
		maxSwaps        = 4 * 3
	)
	l := b - a
	swaps := 0
	i, j, k := a+l/4*1, a+l/4*2, a+l/4*3
	if l >= 8 {
		if l >= shortestNinther {
			i = medianScored(ms, i-1, i, i+1, &swaps)
			j = medianScored(ms, j-1, j, j+1, &swaps)
			k = medianScored(ms, k-1, k, k+1, &swaps)
		}
		j = medianScored(ms, i, j, k, &swaps)
	}
	switch swaps {
	case 0:
		return j, pdqIncreasing
	case maxSwaps:
		return j, pdqDecreasing
	default:
		return j, pdqUnknown
	}
}

// order2Scored returns a and b with the one that goes first first,
// counting a swap.
func order2Scored(ms []scored, a, b int, swaps *int) (int, int) {
	if pdqBefore(&ms[b], &ms[a]) {
		*swaps++
		return b, a
	}
	return a, b
}

// medianScored returns which of a, b, c holds the median.
func medianScored(ms []scored, a, b, c int, swaps *int) int {
	a, b = order2Scored(ms, a, b, swaps)
	b, c = order2Scored(ms, b, c, swaps)
	_, b = order2Scored(ms, a, b, swaps)
	return b
}

// reverseScored reverses ms[a:b].
func reverseScored(ms []scored, a, b int) {
	for i, j := a, b-1; i < j; i, j = i+1, j-1 {
		ms[i], ms[j] = ms[j], ms[i]
	}
}
