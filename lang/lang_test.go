package lang

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// forms is a catalog entry's texts by plural form ("other" for a plain
// string), without its description.
func forms(t *testing.T, v any) map[string]string {
	t.Helper()
	switch x := v.(type) {
	case string:
		return map[string]string{"other": x}
	case map[string]any:
		out := map[string]string{}
		for k, s := range x {
			if k == "description" || k == "hash" {
				continue
			}
			str, ok := s.(string)
			if !ok {
				t.Fatalf("form %q is not a string", k)
			}
			out[k] = str
		}
		return out
	}
	t.Fatalf("entry of type %T", v)
	return nil
}

var placeholder = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

func placeholders(s string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	sort.Strings(out)
	return out
}

// requiredForms are the CLDR cardinal plural categories a plural message
// must give in each language.
var requiredForms = map[string][]string{
	"en": {"one", "other"},
	"ru": {"one", "few", "many", "other"},
}

// TestCatalogsComplete fails when a message lacks a translation in either
// language, when a translation drops or invents a placeholder, or when a
// plural message misses one of its language's plural forms.
func TestCatalogsComplete(t *testing.T) {
	cats := map[string]map[string]any{}
	for _, l := range Languages() {
		m, err := rawCatalog(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		cats[l.Tag] = m
	}
	en := cats["en"]
	for _, l := range Languages() {
		for id := range cats[l.Tag] {
			if _, ok := en[id]; !ok {
				t.Errorf("%s: %q is not in the English catalog", l.Tag, id)
			}
		}
	}
	for id, ev := range en {
		want := placeholders(strings.Join(values(forms(t, ev)), " "))
		plural := len(forms(t, ev)) > 1
		for _, l := range Languages() {
			v, ok := cats[l.Tag][id]
			if !ok {
				t.Errorf("%s: no translation of %q", l.Tag, id)
				continue
			}
			fs := forms(t, v)
			for form, text := range fs {
				if strings.TrimSpace(text) == "" {
					t.Errorf("%s: %q form %s is empty", l.Tag, id, form)
				}
				if got := placeholders(text); strings.Join(dedup(got), ",") != strings.Join(dedup(want), ",") {
					t.Errorf("%s: %q form %s has placeholders %v, English has %v", l.Tag, id, form, got, want)
				}
			}
			if plural {
				for _, f := range requiredForms[l.Tag] {
					if _, ok := fs[f]; !ok {
						t.Errorf("%s: plural %q lacks the %q form", l.Tag, id, f)
					}
				}
			}
		}
	}
}

func values(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

func dedup(s []string) []string {
	out := s[:0:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func TestRussianPlurals(t *testing.T) {
	ru, en := New("ru"), New("en")
	tests := []struct {
		n      int
		ru, en string
	}{
		{1, "1 ход", "1 turn"},
		{2, "2 хода", "2 turns"},
		{4, "4 хода", "4 turns"},
		{5, "5 ходов", "5 turns"},
		{11, "11 ходов", "11 turns"},
		{12, "12 ходов", "12 turns"},
		{21, "21 ход", "21 turns"},
		{22, "22 хода", "22 turns"},
		{0, "0 ходов", "0 turns"},
		{111, "111 ходов", "111 turns"},
	}
	for _, tc := range tests {
		if got := ru.N("count.turns", tc.n); got != tc.ru {
			t.Errorf("ru %d: %q, want %q", tc.n, got, tc.ru)
		}
		if got := en.N("count.turns", tc.n); got != tc.en {
			t.Errorf("en %d: %q, want %q", tc.n, got, tc.en)
		}
	}
}

func TestLookups(t *testing.T) {
	ru := New("ru_RU.UTF-8")
	if ru.Lang() != "ru" {
		t.Fatalf("lang %q", ru.Lang())
	}
	if got := ru.T("unit.striker"); got != "Штурмовик" {
		t.Errorf("T: %q", got)
	}
	if got := ru.F("status.to_move", "Side", ru.T("side.amber")); got != "Ходит Янтарь" {
		t.Errorf("F: %q", got)
	}
	if got := New("en").F("status.to_move", "Side", "Amber"); got != "Amber to move" {
		t.Errorf("F en: %q", got)
	}
	if got := ru.T("no.such.message"); got != "[no.such.message]" {
		t.Errorf("a missing message shows its ID, got %q", got)
	}
	if got := New("de").T("unit.core"); got != "Command Core" {
		t.Errorf("an unknown language falls back to English, got %q", got)
	}
}

func TestMatchAndEnv(t *testing.T) {
	for in, want := range map[string]string{
		"ru_RU.UTF-8": "ru", "ru-RU": "ru", "RU": "ru", "ru": "ru", "ru_UA@euro": "ru",
		"en_GB.UTF-8": "en", "de_DE": "en", "": "en", "C": "en", "  ru  ": "ru",
	} {
		if got := Match(in); got != want {
			t.Errorf("Match(%q) = %q, want %q", in, got, want)
		}
	}
	envs := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"LANG": "ru_RU.UTF-8"}, "ru"},
		{map[string]string{"LANG": "ru_RU.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, "ru"},
		{map[string]string{"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, "en"},
		{map[string]string{}, ""},
	}
	for _, tc := range envs {
		if got := FromEnv(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("FromEnv(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
}
