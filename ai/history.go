// history.go: killers and the history table, and the log that lets a
// node's waiting quiet actions see the table as it was.

package ai

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
