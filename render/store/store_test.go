//go:build !js

package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func fixed() time.Time { return time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC) }

func TestSettingsRoundTripAndDamage(t *testing.T) {
	for _, b := range []Backend{NewMem(), &Dir{Path: t.TempDir()}} {
		s := New(b)
		s.Now = fixed
		got, err := s.LoadSettings()
		if err != nil || got != DefaultSettings() {
			t.Fatalf("first run: %+v, %v", got, err)
		}
		want := DefaultSettings()
		want.Palette, want.Volume, want.Mute = PaletteColourSafe, 0.25, true
		if err := s.SaveSettings(want); err != nil {
			t.Fatal(err)
		}
		if got, err := s.LoadSettings(); err != nil || got != want {
			t.Fatalf("reload: %+v, %v", got, err)
		}
		if err := b.Write(SettingsName, []byte("{not json")); err != nil {
			t.Fatal(err)
		}
		got, err = s.LoadSettings()
		if err == nil || got != DefaultSettings() {
			t.Fatalf("damaged settings: %+v, %v", got, err)
		}
		if !strings.Contains(err.Error(), "broken-20250304-050607") {
			t.Errorf("error does not say where the file went: %v", err)
		}
		if _, err := b.Read(SettingsName); err == nil {
			t.Error("damaged settings were not set aside")
		}
	}
}

func TestSanitize(t *testing.T) {
	s := Settings{Palette: "pink", Volume: 7, Spread: -1, AnimSpeed: 100}
	s.Sanitize()
	d := DefaultSettings()
	if s.Palette != d.Palette || s.Volume != d.Volume || s.Spread != d.Spread || s.AnimSpeed != d.AnimSpeed {
		t.Fatalf("not sanitized: %+v", s)
	}
}

func TestAutosaveAtomicAndRecords(t *testing.T) {
	dir := t.TempDir()
	s := New(&Dir{Path: dir})
	s.Now = fixed
	if d, err := s.ReadAutosave(); d != nil || err != nil {
		t.Fatalf("no autosave yet: %q %v", d, err)
	}
	for _, rec := range []string{"1C: hold\n", "1C: hold, hold\n"} {
		if err := s.WriteAutosave([]byte(rec)); err != nil {
			t.Fatal(err)
		}
		if d, err := s.ReadAutosave(); string(d) != rec || err != nil {
			t.Fatalf("autosave %q, %v", d, err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
	name, err := s.SaveRecord([]byte("1C: end\n"))
	if err != nil {
		t.Fatal(err)
	}
	list, err := s.Records()
	if err != nil || len(list) != 1 || list[0] != name {
		t.Fatalf("records %v %v (saved %s)", list, err, name)
	}
	if _, err := s.ReadRecord("../etc/passwd"); err == nil {
		t.Error("a path was accepted as a record name")
	}
	if err := s.ClearAutosave(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, AutosaveName+".done")); err != nil {
		t.Errorf("finished autosave not kept: %v", err)
	}
	if err := s.ClearAutosave(); err != nil {
		t.Errorf("clearing twice: %v", err)
	}
}

func TestSanitizeLanguage(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},     // follow the system
		{"en", "en"}, // kept
		{"ru", "ru"},
		{"tlh", ""}, // a language this build does not speak: follow the system
		{"RU", ""},  // only the catalogs' own tags are kept
	} {
		s := DefaultSettings()
		s.Language = c.in
		s.Sanitize()
		if s.Language != c.want {
			t.Errorf("Language %q sanitized to %q, want %q", c.in, s.Language, c.want)
		}
	}
}

func TestLanguageKept(t *testing.T) {
	st := New(NewMem())
	set := DefaultSettings()
	set.Language = "ru"
	if err := st.SaveSettings(set); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadSettings()
	if err != nil || got.Language != "ru" {
		t.Fatalf("LoadSettings = %q, %v; want ru", got.Language, err)
	}
}
