// state.go: a position's whole state as one line of text, for handing a
// position to another program that goes on from it (the browser's search
// worker): the position notation and the repetition history, which the
// notation leaves out.

package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// stateHistory separates the notation from the repetition keys.
const stateHistory = " ~ "

// State writes p for ParseState: its notation (String), then " ~ " and the
// repetition keys since the last capture, oldest first, in hexadecimal.
// Unlike the notation alone it keeps what the fifth repetition of a
// position needs.
func (p *Position) State() string {
	var b strings.Builder
	b.WriteString(p.String())
	b.WriteString(stateHistory)
	for i, k := range p.history {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatUint(k, 16))
	}
	return b.String()
}

// ParseState reads a position written by State: the notation's position
// with the written repetition history, whose last key must be the
// position's own.
func ParseState(s string) (Position, error) {
	notation, keys, ok := strings.Cut(s, stateHistory)
	if !ok {
		return Position{}, fmt.Errorf("position state: no repetition history (%q)", strings.TrimSpace(stateHistory))
	}
	p, err := ParsePosition(notation)
	if err != nil {
		return Position{}, fmt.Errorf("position state: %w", err)
	}
	words := strings.Fields(keys)
	if len(words) == 0 {
		return Position{}, fmt.Errorf("position state: an empty repetition history")
	}
	history := make([]uint64, len(words))
	for i, w := range words {
		if history[i], err = strconv.ParseUint(w, 16, 64); err != nil {
			return Position{}, fmt.Errorf("position state: repetition key %d: %w", i+1, err)
		}
	}
	p.history, p.reps = history, 0
	for _, k := range history {
		if k == history[len(history)-1] {
			p.reps++
		}
	}
	return p, nil
}
