// notation.go: the position notation, one line of text that writes any
// position the engine can hold (docs/RULES.md, "Position notation"), for
// lessons, puzzles, bug reports and tests. String writes it and
// ParsePosition reads it back exactly.

package engine

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// String writes p in the position notation, for example
//
//	Amber to move, 1 action, turn 6, quiet 2 | C: C L2-D1, N L4-H8#1, S L1-A1#2! | A: C L2-E8, G L1-F7!, N L2-D6*
//
// The header names the side to move and the actions left, then, only when
// they differ from a fresh turn, the turn number, the quiet turn ends, a
// removal earlier in the turn, the draw offer and the result. Then come
// each side's live units in the order of their ids: kind letter, cell and
// flags (#n the isolation counter, ! neutralized, * surging). ParsePosition
// reads it back to a position with the same units, state and Hash; only the
// repetition history is not written (the position read counts as seen once).
func (p *Position) String() string {
	var b strings.Builder
	n := p.actionsLeft
	fmt.Fprintf(&b, "%s to move, %d action", p.toMove.Title(), n)
	if n != 1 {
		b.WriteByte('s')
	}
	if p.turn != 1+int(p.toMove) {
		fmt.Fprintf(&b, ", turn %d", p.turn)
	}
	if p.quiet != 0 {
		fmt.Fprintf(&b, ", quiet %d", p.quiet)
	}
	if p.removed {
		b.WriteString(", removal this turn")
	}
	switch {
	case p.drawPending:
		b.WriteString(", draw offered")
	case p.offered:
		b.WriteString(", draw declined")
	}
	if p.result != Ongoing {
		fmt.Fprintf(&b, ", over %s %s", ResultToken(p.result), p.reason)
	}
	for s := Cerulean; s <= Amber; s++ {
		fmt.Fprintf(&b, " | %c:", s.Letter())
		first := true
		for i := int(s) * UnitsPerSide; i < int(s+1)*UnitsPerSide; i++ {
			u := &p.units[i]
			if !u.Alive {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			fmt.Fprintf(&b, " %c %s", u.Kind.Letter(), u.Cell)
			if u.Neutralized && u.Isolation != 3 || !u.Neutralized && u.Isolation != 0 {
				fmt.Fprintf(&b, "#%d", u.Isolation)
			}
			if u.Neutralized {
				b.WriteByte('!')
			}
			if u.Surging {
				b.WriteByte('*')
			}
		}
	}
	return b.String()
}

// NotationError is a malformed position notation: the column (1-based, in
// characters) where the trouble starts, and what is wrong.
type NotationError struct {
	Column int
	Msg    string
}

func (e *NotationError) Error() string {
	return fmt.Sprintf("position notation, column %d: %s", e.Column, e.Msg)
}

// ParsePosition reads a position written in the position notation (see
// Position.String and docs/RULES.md). A malformed line gives a
// *NotationError naming the column.
func ParsePosition(s string) (Position, error) {
	st, err := ParseSetup(s)
	if err != nil {
		return Position{}, err
	}
	p, err := st.Position()
	if err != nil {
		return p, &NotationError{Column: 1, Msg: err.Error()}
	}
	return p, nil
}

// ParseSetup reads the position notation into a Setup, for a caller that
// edits the position before building it.
func ParseSetup(s string) (Setup, error) {
	n := notationParser{src: s}
	st, err := n.parse()
	if err != nil {
		return Setup{}, err
	}
	return st, nil
}

// span is a piece of the line and its byte offset in it.
type span struct {
	text string
	off  int
}

// notationParser reads one line; its methods report errors by span.
type notationParser struct{ src string }

func (n *notationParser) fail(off int, format string, args ...any) *NotationError {
	off = min(max(off, 0), len(n.src))
	return &NotationError{Column: utf8.RuneCountInString(n.src[:off]) + 1, Msg: fmt.Sprintf(format, args...)}
}

// split cuts sp at every sep, each piece trimmed of spaces.
func split(sp span, sep byte) []span {
	var out []span
	for {
		i := strings.IndexByte(sp.text, sep)
		if i < 0 {
			return append(out, trim(sp))
		}
		out = append(out, trim(span{sp.text[:i], sp.off}))
		sp = span{sp.text[i+1:], sp.off + i + 1}
	}
}

// trim drops the spaces around sp, keeping its offset right.
func trim(sp span) span {
	lead := len(sp.text) - len(strings.TrimLeft(sp.text, " \t"))
	return span{strings.TrimRight(sp.text[lead:], " \t"), sp.off + lead}
}

// words cuts sp at runs of spaces.
func words(sp span) []span {
	var out []span
	for i := 0; i < len(sp.text); {
		if sp.text[i] == ' ' || sp.text[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(sp.text) && sp.text[j] != ' ' && sp.text[j] != '\t' {
			j++
		}
		out = append(out, span{sp.text[i:j], sp.off + i})
		i = j
	}
	return out
}

func (n *notationParser) parse() (Setup, error) {
	var st Setup
	parts := split(span{n.src, 0}, '|')
	if len(parts) != 3 {
		off := len(n.src)
		if len(parts) > 3 {
			off = parts[3].off - 1
		}
		return st, n.fail(off, "want 3 parts separated by '|' (header | C: units | A: units), found %d", len(parts))
	}
	if err := n.header(parts[0], &st); err != nil {
		return st, err
	}
	cells := map[Cell]int{} // cell -> offset of the unit on it
	for s := Cerulean; s <= Amber; s++ {
		if err := n.army(parts[1+int(s)], s, &st, cells); err != nil {
			return st, err
		}
	}
	return st, nil
}

// number reads a non-negative decimal number.
func (n *notationParser) number(w span, what string) (int, error) {
	v, err := strconv.Atoi(w.text)
	if err != nil || v < 0 || w.text[0] == '+' {
		return 0, n.fail(w.off, "%s %q is not a number", what, w.text)
	}
	return v, nil
}

// header reads "<Side> to move, <n> actions{, item}".
func (n *notationParser) header(h span, st *Setup) error {
	items := split(h, ',')
	w := words(items[0])
	if len(w) != 3 || !strings.EqualFold(w[1].text, "to") || !strings.EqualFold(w[2].text, "move") {
		return n.fail(items[0].off, "the line starts with the side to move: \"Cerulean to move\" or \"Amber to move\"")
	}
	switch strings.ToLower(w[0].text) {
	case "cerulean":
		st.ToMove = Cerulean
	case "amber":
		st.ToMove = Amber
	default:
		return n.fail(w[0].off, "side %q: want Cerulean or Amber", w[0].text)
	}
	if len(items) < 2 {
		return n.fail(items[0].off+len(items[0].text), "want \", <n> actions\" after the side to move")
	}
	w = words(items[1])
	if len(w) != 2 || !strings.EqualFold(w[1].text, "actions") && !strings.EqualFold(w[1].text, "action") {
		return n.fail(items[1].off, "want \"<n> actions\" as the second item")
	}
	actions, err := n.number(w[0], "actions")
	if err != nil {
		return err
	}
	if actions > 2 {
		return n.fail(w[0].off, "%d actions: a turn has at most 2", actions)
	}
	st.ActionsLeft = actions
	seen := map[string]bool{}
	for _, it := range items[2:] {
		w := words(it)
		if len(w) == 0 {
			return n.fail(it.off, "empty item in the header")
		}
		key := strings.ToLower(w[0].text)
		if key == "draw" {
			key = "draw offer" // offered and declined exclude each other
		}
		if seen[key] {
			return n.fail(it.off, "%q given twice", w[0].text)
		}
		seen[key] = true
		if err := n.headerItem(it, w, st); err != nil {
			return err
		}
	}
	if st.Turn == 0 {
		st.Turn = 1 + int(st.ToMove)
	}
	over := st.Result != Ongoing
	switch {
	case over && actions != 0:
		return n.fail(items[1].off, "the game is over, so 0 actions are left, not %d", actions)
	case !over && actions == 0:
		return n.fail(items[1].off, "0 actions left in a game that is not over")
	case over && st.DrawPending:
		return n.fail(h.off, "a draw offer cannot wait for its answer after the game")
	}
	return nil
}

// headerItem reads one optional header item: turn, quiet, removal, draw or over.
func (n *notationParser) headerItem(it span, w []span, st *Setup) error {
	phrase := strings.ToLower(strings.Join(fieldsText(w), " "))
	switch strings.ToLower(w[0].text) {
	case "turn", "quiet":
		if len(w) != 2 {
			return n.fail(it.off, "want \"%s <n>\"", strings.ToLower(w[0].text))
		}
		v, err := n.number(w[1], strings.ToLower(w[0].text))
		if err != nil {
			return err
		}
		if strings.EqualFold(w[0].text, "quiet") {
			st.Quiet = v
			return nil
		}
		if v < 1 || v%2 != 1-int(st.ToMove) {
			return n.fail(w[1].off, "turn %d is not %s's: Cerulean plays the odd turns from 1, Amber the even ones", v, st.ToMove.Title())
		}
		st.Turn = v
	case "removal":
		if phrase != "removal this turn" {
			return n.fail(it.off, "want \"removal this turn\"")
		}
		st.Removed = true
	case "draw":
		switch phrase {
		case "draw offered":
			st.DrawOffered, st.DrawPending = true, true
		case "draw declined":
			st.DrawOffered = true
		default:
			return n.fail(it.off, "want \"draw offered\" or \"draw declined\"")
		}
	case "over":
		if len(w) != 3 {
			return n.fail(it.off, "want \"over <1-0|0-1|1/2-1/2> <reason>\"")
		}
		r, ok := resultWords[w[1].text]
		if !ok {
			return n.fail(w[1].off, "result %q: want 1-0, 0-1 or 1/2-1/2", w[1].text)
		}
		why := NoReason
		for x := ReasonActive; x <= ReasonAgreement; x++ {
			if strings.EqualFold(x.String(), w[2].text) {
				why = x
			}
		}
		if why == NoReason {
			return n.fail(w[2].off, "reason %q: want active, systemic, isolation, resignation, repetition, 500-turn or agreement", w[2].text)
		}
		st.Result, st.Reason = r, why
	default:
		return n.fail(it.off, "unknown header item %q: want turn, quiet, removal this turn, draw offered, draw declined or over", it.text)
	}
	return nil
}

func fieldsText(w []span) []string {
	out := make([]string, len(w))
	for i, x := range w {
		out[i] = x.text
	}
	return out
}

// army reads "<C|A>: unit, unit, ..." for side s.
func (n *notationParser) army(a span, s Side, st *Setup, cells map[Cell]int) error {
	colon := strings.IndexByte(a.text, ':')
	label := ""
	if colon >= 0 {
		label = strings.TrimSpace(a.text[:colon])
	}
	if colon < 0 || !strings.EqualFold(label, string(s.Letter())) && !strings.EqualFold(label, s.Title()) {
		return n.fail(a.off, "want %q and %s's units here", string(s.Letter())+":", s.Title())
	}
	rest := trim(span{a.text[colon+1:], a.off + colon + 1})
	if rest.text == "" {
		return nil
	}
	count := 0
	for _, us := range split(rest, ',') {
		u, err := n.unit(us, s)
		if err != nil {
			return err
		}
		if prev, ok := cells[u.Cell]; ok {
			return n.fail(us.off, "two units on %s (the first at column %d)", u.Cell, utf8.RuneCountInString(n.src[:prev])+1)
		}
		cells[u.Cell] = us.off
		if count++; count > UnitsPerSide {
			return n.fail(us.off, "more than %d %s units", UnitsPerSide, s.Title())
		}
		st.Units = append(st.Units, u)
	}
	return nil
}

// unit reads "<kind letter> <cell>[#n][!][*]".
func (n *notationParser) unit(us span, s Side) (Unit, error) {
	u := Unit{Side: s}
	if us.text == "" {
		return u, n.fail(us.off, "a unit is missing (an extra comma?)")
	}
	k := strings.IndexByte("CXGSN", us.text[0]&^0x20)
	if k < 0 || us.text[0] < 'A' {
		return u, n.fail(us.off, "unit %q: want a kind letter C, X, G, S or N first", us.text)
	}
	u.Kind = Kind(k)
	cs := trim(span{us.text[1:], us.off + 1})
	if len(cs.text) < 5 {
		return u, n.fail(cs.off, "unit %q: want a cell such as L1-D5 after the kind letter", us.text)
	}
	c, err := ParseCell(cs.text[:5])
	if err != nil {
		return u, n.fail(cs.off, "%v", err)
	}
	u.Cell = c
	flags := cs.text[5:]
	counter := false
	for i := 0; i < len(flags); i++ {
		off := cs.off + 5 + i
		switch flags[i] {
		case '#':
			if counter || u.Neutralized || u.Surging || i+1 == len(flags) || flags[i+1] < '0' || flags[i+1] > '3' {
				return u, n.fail(off, "want one isolation counter #0 to #3 right after the cell")
			}
			u.Isolation, counter = flags[i+1]-'0', true
			i++
		case '!':
			if u.Neutralized || u.Surging {
				return u, n.fail(off, "a neutralized unit is written once with '!' and does not surge")
			}
			u.Neutralized = true
			if !counter {
				u.Isolation = 3
			}
		case '*':
			if u.Neutralized || u.Surging {
				return u, n.fail(off, "a surging unit is written once with '*' and is not neutralized")
			}
			u.Surging = true
		default:
			return u, n.fail(off, "unexpected %q after the cell: flags are #n (isolation counter), ! (neutralized), * (surging)", flags[i:])
		}
	}
	return u, nil
}
