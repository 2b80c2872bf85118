// tt.go: the transposition table, shared lock-free by the search threads.

package ai

import (
	"sync/atomic"

	"strategema/engine"
)

// Bound kinds of a stored score.
const (
	boundNone uint8 = iota
	boundUpper
	boundLower
	boundExact
)

// ttEntry is one slot: the key XOR the data, and the data, so that a torn
// write by two threads is detected on reading (the Hyatt/Mann trick).
type ttEntry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// ttable is a fixed-size, always-replace-if-deeper-or-older table.
type ttable struct {
	slots []ttEntry
	mask  uint64
	age   atomic.Uint32
}

func newTT(log2 int) *ttable {
	n := uint64(1) << uint(log2)
	return &ttable{slots: make([]ttEntry, n), mask: n - 1}
}

// packAction encodes an action in 21 bits: type 3, from+1 9, to+1 9.
func packAction(a engine.Action) uint64 {
	return uint64(a.Type)&7 | uint64(a.From+1)&511<<3 | uint64(a.To+1)&511<<12
}

func unpackAction(x uint64) engine.Action {
	return engine.Action{
		Type: engine.ActionType(x & 7),
		From: engine.Cell(int(x>>3&511) - 1),
		To:   engine.Cell(int(x>>12&511) - 1),
	}
}

// data layout: action 21 bits | hasMove 1 | bound 2 | depth 8 | age 6 | score 26 (biased).
const scoreBias = 1 << 25

func packData(a engine.Action, has bool, bound uint8, depth int, age uint32, score int) uint64 {
	d := packAction(a)
	if has {
		d |= 1 << 21
	}
	d |= uint64(bound&3) << 22
	d |= uint64(clampInt(depth, 0, 255)) << 24
	d |= uint64(age&63) << 32
	d |= uint64(clampInt(score+scoreBias, 0, 1<<26-1)) << 38
	return d
}

func clampInt(x, lo, hi int) int {
	if x < lo {
		return lo
	}
	if x > hi {
		return hi
	}
	return x
}

// ttHit is a decoded entry.
type ttHit struct {
	move  engine.Action
	has   bool
	bound uint8
	depth int
	score int
}

func (t *ttable) probe(key uint64) (ttHit, bool) {
	e := &t.slots[key&t.mask]
	d := e.data.Load()
	if e.check.Load()^d != key {
		return ttHit{}, false
	}
	return ttHit{
		move:  unpackAction(d & (1<<21 - 1)),
		has:   d>>21&1 == 1,
		bound: uint8(d >> 22 & 3),
		depth: int(d >> 24 & 255),
		score: int(d>>38&(1<<26-1)) - scoreBias,
	}, true
}

func (t *ttable) store(key uint64, a engine.Action, has bool, bound uint8, depth, score int) {
	e := &t.slots[key&t.mask]
	age := t.age.Load()
	old := e.data.Load()
	oldKey := e.check.Load() ^ old
	if oldKey == key {
		if !has && old>>21&1 == 1 { // keep the known best action
			a, has = unpackAction(old&(1<<21-1)), true
		}
		if int(old>>24&255) > depth && bound != boundExact && uint32(old>>32&63) == age&63 {
			return
		}
	} else if uint32(old>>32&63) == age&63 && int(old>>24&255) > depth+2 {
		return // a much deeper entry of this search stays
	}
	d := packData(a, has, bound, depth, age, score)
	e.data.Store(d)
	e.check.Store(key ^ d)
}

// newSearch ages the table so old entries are replaced first.
func (t *ttable) newSearch() { t.age.Add(1) }
