// history.go: killers and the history table, and the log that lets a
// node's waiting quiet actions see the table as it was.

package ai

import "strategema/engine"

// historyIndex maps an action to its slot in the history table.
func historyIndex(a engine.Action) int {
	return int(a.From+1)*257 + int(a.To+1)
}

// rememberCutoff records a quiet action a of side me that caused a cutoff
// at ply with depth actions left: it becomes the ply's first killer (the
// first one moving to second), and its history entry gains 16·depth²;
// when the entry passes 2^20 the side's whole table is halved. While some
// node's quiet actions wait, the changes are logged (histRewind).
func (t *thread) rememberCutoff(me engine.Side, a engine.Action, depth, ply int) {
	if t.killers[ply][0] != a {
		t.killers[ply][1] = t.killers[ply][0]
		t.killers[ply][0] = a
	}
	hi := historyIndex(a)
	h := &t.hist[me][hi]
	if t.waiting > 0 {
		t.histLog = append(t.histLog, histChange{side: uint8(me), idx: int32(hi), old: *h})
	}
	*h += int32(depth * depth * 16)
	if *h > 1<<20 {
		if t.waiting > 0 {
			t.histSnap = append(t.histSnap, [2][]int32{append([]int32(nil), t.hist[me]...), nil})
			t.histLog = append(t.histLog, histChange{side: uint8(me), snap: int32(len(t.histSnap))})
		}
		for j := range t.hist[me] {
			t.hist[me][j] /= 2
		}
	}
}

// ageHistory prepares the tables for a new search: the killers are
// cleared, the history (kept from the previous searches of the game) is
// divided by 8, and the log is emptied.
func (t *thread) ageHistory() {
	t.killers = [maxPly][2]engine.Action{}
	t.waiting, t.histLog, t.histSnap = 0, t.histLog[:0], t.histSnap[:0]
	for s := range t.hist {
		for j := range t.hist[s] {
			t.hist[s][j] /= 8
		}
	}
}

// histChange is one logged change of the history table: a single entry
// (old: its value before; new: filled in when the change is undone), or,
// with snap > 0, the halving of the whole table, its copies before and
// after in histSnap[snap-1].
type histChange struct {
	side     uint8
	idx      int32
	old, new int32
	snap     int32
}

// histRewind undoes the changes of hist logged since mark (back) or redoes
// them (!back).
func (t *thread) histRewind(mark int, back bool) {
	if back {
		for i := len(t.histLog) - 1; i >= mark; i-- {
			c := &t.histLog[i]
			h := t.hist[c.side]
			if c.snap > 0 {
				s := &t.histSnap[c.snap-1]
				s[1] = append(s[1][:0], h...)
				copy(h, s[0])
				continue
			}
			c.new, h[c.idx] = h[c.idx], c.old
		}
		return
	}
	for i := mark; i < len(t.histLog); i++ {
		c := &t.histLog[i]
		if c.snap > 0 {
			copy(t.hist[c.side], t.histSnap[c.snap-1][1])
			continue
		}
		t.hist[c.side][c.idx] = c.new
	}
}

// endWait is called when a node whose quiet actions waited no longer needs
// the log: at the quiet stage or when it returns without it.
func (t *thread) endWait() {
	t.waiting--
	if t.waiting == 0 {
		t.histLog = t.histLog[:0]
		t.histSnap = t.histSnap[:0]
	}
}
