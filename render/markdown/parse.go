package markdown

import (
	"strconv"
	"strings"
)

// Style is an inline span's look, a set of bits.
type Style uint8

const (
	Bold Style = 1 << iota
	Italic
	Code
	Link
)

// Span is a run of inline text in one style.
type Span struct {
	Text  string
	Style Style
}

// Kind is a block's kind.
type Kind uint8

const (
	Para Kind = iota
	Heading
	Item // a list item's paragraph: marker on its first
	CodeBlock
	Table
	Rule
)

// Block is one block of a document.
type Block struct {
	Kind   Kind
	Level  int    // a heading's level; a list item's depth (1 = top)
	Marker string // a list item's bullet or number
	Spans  []Span
	Code   []string   // a code block's lines
	Rows   [][][]Span // a table's rows of cells; rows[0] is the header
}

// Parse reads src into blocks.
func Parse(src []byte) []Block {
	lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
	var out []Block
	var para []string // the lines of the paragraph being read
	paraKind, paraLevel, paraMarker := Para, 0, ""
	flush := func() {
		if len(para) > 0 {
			out = append(out, Block{Kind: paraKind, Level: paraLevel, Marker: paraMarker,
				Spans: mdInline(strings.Join(para, " "))})
		}
		para, paraKind, paraLevel, paraMarker = para[:0], Para, 0, ""
	}
	var indents []int // the open lists' indentations
	for i := 0; i < len(lines); i++ {
		raw := strings.TrimRight(lines[i], " \t")
		trim := strings.TrimLeft(raw, " ")
		indent := len(raw) - len(trim)
		switch {
		case trim == "":
			flush()
			continue
		case strings.HasPrefix(trim, "```"):
			flush()
			var code []string
			for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "```"); i++ {
				code = append(code, strings.TrimRight(lines[i], " \t\r"))
			}
			out = append(out, Block{Kind: CodeBlock, Code: code})
			continue
		case strings.HasPrefix(trim, "#"):
			n := len(trim) - len(strings.TrimLeft(trim, "#"))
			if n <= 6 && (len(trim) == n || trim[n] == ' ') {
				flush()
				indents = indents[:0]
				out = append(out, Block{Kind: Heading, Level: n, Spans: mdInline(strings.TrimSpace(trim[n:]))})
				continue
			}
		case isRule(trim) && len(para) == 0:
			flush()
			indents = indents[:0]
			out = append(out, Block{Kind: Rule})
			continue
		case strings.HasPrefix(trim, "|") && i+1 < len(lines) && isDelimRow(lines[i+1]):
			flush()
			indents = indents[:0]
			b := Block{Kind: Table}
			b.Rows = append(b.Rows, tableCells(trim))
			for i += 2; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				b.Rows = append(b.Rows, tableCells(strings.TrimSpace(lines[i])))
			}
			i--
			out = append(out, b)
			continue
		}
		if marker, rest, ok := listMarker(trim); ok {
			flush()
			for len(indents) > 0 && indent < indents[len(indents)-1] {
				indents = indents[:len(indents)-1]
			}
			if len(indents) == 0 || indent > indents[len(indents)-1] {
				indents = append(indents, indent)
			}
			paraKind, paraLevel, paraMarker = Item, len(indents), marker
			para = append(para, rest)
			continue
		}
		if len(para) == 0 && len(indents) > 0 && indent > 0 {
			paraKind, paraLevel = Item, len(indents) // an item's later paragraph
		} else if len(para) == 0 {
			indents = indents[:0]
		}
		para = append(para, trim)
	}
	flush()
	return out
}

// isRule reports whether line is a thematic break (---, ***, ___).
func isRule(line string) bool {
	s := strings.ReplaceAll(line, " ", "")
	if len(s) < 3 {
		return false
	}
	for _, c := range []string{"-", "*", "_"} {
		if strings.Trim(s, c) == "" {
			return true
		}
	}
	return false
}

// isDelimRow reports whether line is a table's |---|:--:| row.
func isDelimRow(line string) bool {
	s := strings.TrimSpace(line)
	return strings.HasPrefix(s, "|") && strings.Contains(s, "-") && strings.Trim(s, "|-: ") == ""
}

// tableCells splits a table row at its unescaped pipes.
func tableCells(line string) [][]Span {
	line = strings.TrimSuffix(strings.TrimPrefix(line, "|"), "|")
	var cells [][]Span
	var cur strings.Builder
	code := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteByte('|')
			i++
			continue
		case c == '`':
			code = !code
		case c == '|' && !code:
			cells = append(cells, mdInline(strings.TrimSpace(cur.String())))
			cur.Reset()
			continue
		}
		cur.WriteByte(c)
	}
	return append(cells, mdInline(strings.TrimSpace(cur.String())))
}

// listMarker reads a list item's marker ("- ", "* ", "3. ").
func listMarker(line string) (marker, rest string, ok bool) {
	if len(line) >= 2 && (line[0] == '-' || line[0] == '*' || line[0] == '+') && line[1] == ' ' {
		return "•", strings.TrimSpace(line[2:]), true
	}
	n := 0
	for n < len(line) && n < 4 && line[n] >= '0' && line[n] <= '9' {
		n++
	}
	if n > 0 && n+1 < len(line) && (line[n] == '.' || line[n] == ')') && line[n+1] == ' ' {
		k, _ := strconv.Atoi(line[:n])
		return strconv.Itoa(k) + ".", strings.TrimSpace(line[n+2:]), true
	}
	return "", "", false
}

// mdInline reads a line's inline markup: **bold**, *italic* or _italic_,
// `code`, [links](target) and backslash escapes.
func mdInline(s string) []Span {
	var out []Span
	var cur strings.Builder
	st := Style(0)
	emit := func() {
		if cur.Len() == 0 {
			return
		}
		t := cur.String()
		cur.Reset()
		if k := len(out) - 1; k >= 0 && out[k].Style == st {
			out[k].Text += t
			return
		}
		out = append(out, Span{t, st})
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && strings.IndexByte("\\`*_[]()#+-.!|<>", s[i+1]) >= 0:
			cur.WriteByte(s[i+1])
			i++
		case c == '`':
			end := strings.IndexByte(s[i+1:], '`')
			if end < 0 {
				cur.WriteByte(c)
				continue
			}
			emit()
			cur.WriteString(s[i+1 : i+1+end])
			old := st
			st |= Code
			emit()
			st = old
			i += end + 1
		case c == '*' && i+1 < len(s) && s[i+1] == '*':
			emit()
			st ^= Bold
			i++
		case (c == '*' || c == '_') && emphasisEdge(s, i, st&Italic != 0):
			emit()
			st ^= Italic
		case c == '[':
			close := strings.Index(s[i:], "](")
			end := -1
			if close > 0 {
				end = strings.IndexByte(s[i+close:], ')')
			}
			if close < 0 || end < 0 {
				cur.WriteByte(c)
				continue
			}
			emit()
			old := st
			st |= Link
			for _, sp := range mdInline(s[i+1 : i+close]) {
				cur.WriteString(sp.Text)
			}
			emit()
			st = old
			i += close + end
		default:
			cur.WriteByte(c)
		}
	}
	emit()
	return out
}

// emphasisEdge reports whether the * or _ at i opens (or, when open is
// set, closes) an emphasis: an opener is followed by a letter and not
// preceded by one; a closer the other way round.
func emphasisEdge(s string, i int, open bool) bool {
	word := func(j int) bool {
		if j < 0 || j >= len(s) {
			return false
		}
		c := s[j]
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
	}
	if open {
		return i > 0 && s[i-1] != ' ' && !word(i+1)
	}
	return !word(i-1) && word(i+1) && strings.IndexByte(s[i+1:], s[i]) >= 0
}
