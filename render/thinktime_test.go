package render

import (
	"testing"

	"strategema/render/store"
	"strategema/render/ui"
)

// TestThinkTimeRowWalksBack: the settings' think time goes up four steps
// with + and back the same four with −, written in the language's numbers
// (a decimal comma in Russian).
func TestThinkTimeRowWalksBack(t *testing.T) {
	for _, c := range []struct {
		tag      string
		up, back []string
	}{
		{"en", []string{"3 s a turn", "5 s a turn", "10 s a turn", "15 s a turn"}, []string{"10 s a turn", "5 s a turn", "3 s a turn", "2 s a turn", "1 s a turn", "0.5 s a turn", "0.25 s a turn", "0.25 s a turn"}},
		{"ru", []string{"3 с на ход", "5 с на ход", "10 с на ход", "15 с на ход"}, []string{"10 с на ход", "5 с на ход", "3 с на ход", "2 с на ход", "1 с на ход", "0,5 с на ход", "0,25 с на ход", "0,25 с на ход"}},
	} {
		t.Run(c.tag, func(t *testing.T) {
			st := store.New(store.NewMem())
			set := store.DefaultSettings()
			set.Language = c.tag
			if err := st.SaveSettings(set); err != nil {
				t.Fatal(err)
			}
			a := newTestApp(t, Options{Quiet: true, Store: st})
			r := &settingsRoom{a: a}
			value := func() string {
				for _, row := range r.rows() {
					if row.minus == setThinkDown {
						return row.value
					}
				}
				t.Fatal("no think time row")
				return ""
			}
			for i, want := range c.up {
				r.press(&ui.Button{ID: setThinkUp})
				if got := value(); got != want {
					t.Fatalf("press %d of +: %q, want %q", i+1, got, want)
				}
			}
			for i, want := range c.back {
				r.press(&ui.Button{ID: setThinkDown})
				if got := value(); got != want {
					t.Fatalf("press %d of −: %q, want %q", i+1, got, want)
				}
			}
			if kept, _ := st.LoadSettings(); kept.ThinkTime != store.MinThinkTime {
				t.Errorf("kept think time %v, want %v", kept.ThinkTime, store.MinThinkTime)
			}
		})
	}
}

// TestNodeCountsInTheLanguagesNumbers: the thinking panel's node counts
// take the language's decimal sign.
func TestNodeCountsInTheLanguagesNumbers(t *testing.T) {
	for _, c := range []struct {
		tag  string
		n    uint64
		want string
	}{
		{"en", 950, "950"},
		{"en", 12_400, "12k"},
		{"en", 3_140, "3.1k"},
		{"ru", 3_140, "3,1k"},
		{"ru", 3_100_000, "3,1M"},
	} {
		a := newTestApp(t, Options{Quiet: true})
		a.setLanguage(c.tag)
		if got := count(a.lang, c.n); got != c.want {
			t.Errorf("%s count(%d) = %q, want %q", c.tag, c.n, got, c.want)
		}
	}
}
