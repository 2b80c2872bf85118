//go:build !js

package render

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"strategema/lang"
	"strategema/render/store"
)

// TestStoreErrorsSpeakTheLanguage: every failure the store reports
// (store.Ops) reads, for a player, as a catalog sentence in the window's
// language, with the record's name and the known causes (a missing file,
// a refused access) in that language too.
func TestStoreErrorsSpeakTheLanguage(t *testing.T) {
	a := &App{}
	causes := []error{fs.ErrNotExist, fs.ErrPermission, nil}
	for _, op := range store.Ops() {
		for _, cause := range causes {
			err := error(&store.Error{Op: op, Name: "game-20260101-120000.sgr", Aside: "settings.json.broken-1", Err: cause})
			wrapped := errors.Join(err) // found through a wrapper too
			a.lang = lang.New("en")
			en := errText(a.lang, wrapped)
			a.lang = lang.New("ru")
			ru := errText(a.lang, wrapped)
			if en == ru || strings.HasPrefix(ru, "[") || strings.Contains(ru, "<no value>") {
				t.Errorf("%s (%v): English %q, Russian %q", op, cause, en, ru)
			}
			if w := englishWords(ru); len(w) > 0 {
				t.Errorf("%s (%v): %q holds English %q", op, cause, ru, w)
			}
			if op == store.OpReadRecord && !strings.Contains(ru, "game-20260101-120000.sgr") {
				t.Errorf("%s: %q does not name the record", op, ru)
			}
		}
	}
}
