// record.go: the game record of rules.md section 12: parsing (with errors
// naming line and column), replaying (with errors naming the line, the
// action and the rule) and writing.

package engine

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Header is one `[Key "Value"]` line of a record.
type Header struct {
	Key, Value string
}

// RecordTurn is one turn line: its label and its words in order.
type RecordTurn struct {
	Round   int
	Side    Side
	Actions []Action
	Line    int // 1-based line in the source, 0 when built from a game
}

// Record is a parsed game record.
type Record struct {
	Headers   []Header
	Turns     []RecordTurn
	HasResult bool
	Result    Result
	Comment   string // the text after ';' on the result line, usually the reason
	ResultAt  int    // line of the result, 0 when built from a game
}

// RecordErrorKind separates syntax errors from rule breaks.
type RecordErrorKind uint8

// The two kinds of bad record.
const (
	Malformed RecordErrorKind = iota + 1
	Illegal
)

// RecordError is a bad record: where, and what was wrong.
type RecordError struct {
	Kind   RecordErrorKind
	Line   int
	Column int     // 0 when not meaningful
	Msg    Message // what was wrong; empty when Err says it
	Err    error   // the *RuleError of an illegal action or the *WordError of a bad word, if any
}

// Where is the message placing what (in any language) on the record's
// line and column: record.at_line or record.at_column with Text.
func (e *RecordError) Where(what string) Message {
	if e.Column > 0 {
		return msg("record.at_column", "Line", strconv.Itoa(e.Line), "Column", strconv.Itoa(e.Column), "Text", what)
	}
	return msg("record.at_line", "Line", strconv.Itoa(e.Line), "Text", what)
}

// Text is what was wrong, in English, without the line and column.
func (e *RecordError) Text() string {
	if e.Msg.ID == "" && e.Err != nil {
		return e.Err.Error()
	}
	return e.Msg.English()
}

func (e *RecordError) Error() string { return e.Where(e.Text()).English() }

func (e *RecordError) Unwrap() error { return e.Err }

func malformed(line, col int, id string, nameValues ...string) *RecordError {
	return &RecordError{Kind: Malformed, Line: line, Column: col, Msg: msg(id, nameValues...)}
}

// resultWords maps the result tokens to results.
var resultWords = map[string]Result{"1-0": CeruleanWins, "0-1": AmberWins, "1/2-1/2": Draw}

// ResultToken is the record token of a finished result ("1-0", "0-1", "1/2-1/2").
func ResultToken(r Result) string {
	switch r {
	case CeruleanWins:
		return "1-0"
	case AmberWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// ParseRecord reads a record without replaying it. Every syntax error is a
// *RecordError of kind Malformed naming the line and column.
func ParseRecord(data []byte) (*Record, error) {
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:firstInvalid(data)], []byte{'\n'})
		return nil, malformed(line, 0, "record.not_utf8")
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	r := &Record{}
	lines := strings.Split(string(data), "\n")
	for i, raw := range lines {
		n := i + 1
		raw = strings.TrimSuffix(raw, "\r")
		body, comment, hasComment := strings.Cut(raw, ";")
		text := strings.TrimSpace(body)
		if text == "" {
			continue
		}
		col := 1 + utf8.RuneCountInString(body[:len(body)-len(strings.TrimLeft(body, " \t"))])
		if r.HasResult {
			return nil, malformed(n, col, "record.after_result")
		}
		switch {
		case strings.HasPrefix(text, "["):
			if len(r.Turns) > 0 {
				return nil, malformed(n, col, "record.late_header")
			}
			h, bad := parseHeader(text)
			if bad != "" {
				return nil, malformed(n, col, bad)
			}
			r.Headers = append(r.Headers, h)
		case resultWords[text] != Ongoing:
			r.HasResult, r.Result, r.ResultAt = true, resultWords[text], n
			if hasComment {
				r.Comment = strings.TrimSpace(comment)
			}
		default:
			t, err := parseTurnLine(body, n)
			if err != nil {
				return nil, err
			}
			r.Turns = append(r.Turns, t)
		}
	}
	return r, nil
}

func firstInvalid(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(b)
}

// parseHeader reads `[Key "Value"]`; bad is the message ID of what is
// wrong with it, "" when nothing.
func parseHeader(text string) (h Header, bad string) {
	if !strings.HasSuffix(text, "]") {
		return Header{}, "record.header_unclosed"
	}
	inner := strings.TrimSpace(text[1 : len(text)-1])
	key, rest, ok := strings.Cut(inner, " ")
	rest = strings.TrimSpace(rest)
	if !ok || key == "" || len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return Header{}, "record.header_form"
	}
	val := rest[1 : len(rest)-1]
	if strings.Contains(val, `"`) {
		return Header{}, "record.header_quote"
	}
	return Header{Key: key, Value: val}, ""
}

// parseTurnLine reads `<round><C|A>: word, word`.
func parseTurnLine(line string, n int) (RecordTurn, error) {
	t := RecordTurn{Line: n}
	lead := len(line) - len(strings.TrimLeft(line, " \t"))
	s := line[lead:]
	col := func(byteOff int) int { return 1 + utf8.RuneCountInString(line[:byteOff]) }
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return t, malformed(n, col(lead), "record.line_expected")
	}
	round, err := strconv.Atoi(s[:i])
	if err != nil || round < 1 {
		return t, malformed(n, col(lead), "record.bad_round", "Word", strconv.Quote(s[:i]))
	}
	t.Round = round
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) {
		return t, malformed(n, col(lead+j), "record.side_expected")
	}
	switch s[j] {
	case 'C', 'c':
		t.Side = Cerulean
	case 'A', 'a':
		t.Side = Amber
	default:
		return t, malformed(n, col(lead+j), "record.side_expected")
	}
	j++
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] != ':' {
		return t, malformed(n, col(lead+j), "record.colon_expected")
	}
	j++
	body := s[j:]
	if strings.TrimSpace(body) == "" {
		return t, malformed(n, col(lead+j), "record.empty_turn")
	}
	off := lead + j
	for _, w := range strings.Split(body, ",") {
		wc := col(off + len(w) - len(strings.TrimLeft(w, " \t")))
		if strings.TrimSpace(w) == "" {
			return t, malformed(n, wc, "word.empty")
		}
		a, err := ParseAction(w)
		if err != nil {
			re := &RecordError{Kind: Malformed, Line: n, Column: wc, Err: err}
			var we *WordError
			if errors.As(err, &we) {
				re.Msg = we.Msg
			}
			return t, re
		}
		t.Actions = append(t.Actions, a)
		off += len(w) + 1
	}
	return t, nil
}

// Replay plays the record from the opening. A rule break is a
// *RecordError of kind Illegal naming the line, the action and the rule.
func (r *Record) Replay() (*Game, error) {
	g := NewGame()
	for ti, t := range r.Turns {
		p := g.Position()
		if p.Over() {
			return g, illegalAt(t.Line, "record.after_end")
		}
		if ti > 0 && p.ActionsLeft() > 0 && p.Turn() == turnOf(r.Turns[ti-1]) {
			return g, illegalAt(t.Line, "record.mid_turn")
		}
		if t.Round != p.Round() || t.Side != p.ToMove() {
			return g, illegalAt(t.Line, "record.label", "Label", turnLabel(t.Round, t.Side), "Want", turnLabel(p.Round(), p.ToMove()))
		}
		turn := p.Turn()
		for _, a := range t.Actions {
			if p.Over() {
				return g, illegalAt(t.Line, "record.word_after_end", "Action", a.String())
			}
			if p.Turn() != turn {
				return g, illegalAt(t.Line, "record.word_after_turn", "Action", a.String())
			}
			if _, err := g.Apply(a); err != nil {
				return g, &RecordError{Kind: Illegal, Line: t.Line, Err: err}
			}
		}
	}
	if r.HasResult {
		p := g.Position()
		if !p.Over() {
			return g, illegalAt(r.ResultAt, "record.result_not_over", "Result", ResultToken(r.Result))
		}
		if p.Result() != r.Result {
			return g, illegalAt(r.ResultAt, "record.result_disagrees", "Result", ResultToken(r.Result), "Actual", ResultToken(p.Result()))
		}
	}
	return g, nil
}

func turnOf(t RecordTurn) int { return 2*t.Round - 1 + int(t.Side) }

func illegalAt(line int, id string, nameValues ...string) *RecordError {
	return &RecordError{Kind: Illegal, Line: line, Msg: msg(id, nameValues...)}
}

// turnLabel is a turn line's label: "12C".
func turnLabel(round int, s Side) string { return strconv.Itoa(round) + string(s.Letter()) }

// LoadRecord parses and replays a record.
func LoadRecord(data []byte) (*Game, *Record, error) {
	r, err := ParseRecord(data)
	if err != nil {
		return nil, nil, err
	}
	g, err := r.Replay()
	return g, r, err
}

// RecordOf builds the record of a game played from the opening.
func RecordOf(g *Game, headers ...Header) *Record {
	r := &Record{Headers: append([]Header(nil), headers...)}
	for _, t := range g.Turns() {
		r.Turns = append(r.Turns, RecordTurn{Round: t.Round, Side: t.Side, Actions: slices.Clone(t.Actions)})
	}
	if p := g.Position(); p.Over() {
		r.HasResult, r.Result, r.Comment = true, p.Result(), p.Reason().String()
	}
	return r
}

// String writes the record in its canonical form.
func (r *Record) String() string {
	var b strings.Builder
	for _, h := range r.Headers {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", h.Key, h.Value)
	}
	for _, t := range r.Turns {
		fmt.Fprintf(&b, "%d%c: ", t.Round, t.Side.Letter())
		for i, a := range t.Actions {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(a.String())
		}
		b.WriteByte('\n')
	}
	if r.HasResult {
		b.WriteString(ResultToken(r.Result))
		if r.Comment != "" {
			b.WriteString(" ; " + r.Comment)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
