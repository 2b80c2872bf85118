package lang

import (
	"strings"
	"testing"
)

func TestPluralForm(t *testing.T) {
	tests := []struct {
		tag  string
		n    int
		want string
	}{
		{"en", 0, "other"}, {"en", 1, "one"}, {"en", 2, "other"}, {"en", 21, "other"}, {"en", -1, "one"},
		{"ru", 0, "many"}, {"ru", 1, "one"}, {"ru", 2, "few"}, {"ru", 4, "few"}, {"ru", 5, "many"},
		{"ru", 11, "many"}, {"ru", 12, "many"}, {"ru", 14, "many"}, {"ru", 21, "one"}, {"ru", 22, "few"},
		{"ru", 111, "many"}, {"ru", 101, "one"}, {"ru", 112, "many"}, {"ru", 124, "few"}, {"ru", -3, "few"},
		{"de", 1, "other"},
	}
	for _, tc := range tests {
		if got := pluralForm(tc.tag, tc.n); got != tc.want {
			t.Errorf("pluralForm(%q, %d) = %q, want %q", tc.tag, tc.n, got, tc.want)
		}
	}
}

func TestFill(t *testing.T) {
	tests := []struct {
		text string
		args []any
		want string
	}{
		{"no placeholders", nil, "no placeholders"},
		{"{{.Side}} to move", []any{"Side", "Amber"}, "Amber to move"},
		{"{{ .Unit }} to {{.Cell}}.", []any{"Cell", "L2-D4", "Unit", "Striker"}, "Striker to L2-D4."},
		{"{{.Count}} turns", []any{"Count", 3, "Count", 9}, "3 turns"},
		{"{{.Count}}/{{.Count}}", []any{"Count", 2}, "2/2"},
		{"{{.Missing}}!", []any{"Other", 1}, "<no value>!"},
		{"{{.Ratio}}", []any{"Ratio", 1.5}, "1.5"},
		{"open {{ without end", nil, "open {{ without end"},
		{"Уровень {{.Level}}", []any{"Level", 4}, "Уровень 4"},
	}
	for _, tc := range tests {
		if got := fill(tc.text, tc.args); got != tc.want {
			t.Errorf("fill(%q, %v) = %q, want %q", tc.text, tc.args, got, tc.want)
		}
	}
}

func TestParseCatalog(t *testing.T) {
	tests := []struct {
		name    string
		raw     map[string]any
		wantErr string
	}{
		{"plain and plural", map[string]any{"a": "x {{.Cell}}", "b": map[string]any{"description": "d", "one": "{{.Count}} turn", "other": "{{.Count}} turns"}}, ""},
		{"a template action", map[string]any{"a": "{{if .X}}y{{end}}"}, "not a placeholder"},
		{"unclosed", map[string]any{"a": "x {{.Cell"}, "no closing"},
		{"no forms", map[string]any{"a": map[string]any{"description": "d"}}, "no plural form"},
		{"a number", map[string]any{"a": 3.0}, "not a string"},
		{"a form that is no string", map[string]any{"a": map[string]any{"other": 1.0}}, "not a string"},
	}
	for _, tc := range tests {
		c, err := parseCatalog(tc.raw)
		if tc.wantErr == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			} else if c["b"] != nil && (c["b"]["one"] != "{{.Count}} turn" || c["b"]["description"] != "") {
				t.Errorf("%s: parsed %v", tc.name, c["b"])
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.wantErr)
		}
	}
}

// TestEmbeddedCatalogsParse: every message of every language is one the
// printer understands (plural forms, {{.Name}} placeholders only).
func TestEmbeddedCatalogsParse(t *testing.T) {
	cats, err := theCatalogs()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range Languages() {
		if len(cats[l.Tag]) < 100 {
			t.Errorf("%s: only %d messages", l.Tag, len(cats[l.Tag]))
		}
	}
}

// TestMissingPluralForm: a message that lacks the form a count needs
// shows its ID rather than another form's text.
func TestMissingPluralForm(t *testing.T) {
	p := &Printer{tag: "ru", cat: catalog{"x": {"one": "{{.Count}} ход", "other": "{{.Count}} хода"}}, plain: map[string]string{}}
	if got := p.N("x", 21); got != "21 ход" {
		t.Errorf("N(21) = %q", got)
	}
	if got := p.N("x", 5); got != "[x]" {
		t.Errorf("N(5) with no many form = %q, want [x]", got)
	}
	if got := p.T("y"); got != "[y]" {
		t.Errorf("T of a missing message = %q", got)
	}
}

func TestEveryLanguageHasPluralRules(t *testing.T) {
	for _, l := range Languages() {
		if _, ok := pluralTags[l.Tag]; !ok {
			t.Errorf("language %q has no plural rules (pluralTags)", l.Tag)
		}
	}
}
