package render

import (
	"errors"
	"io/fs"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/store"
)

// errtext.go: errors in the player's language, for the notes and
// dialogs of every room.

// The autosave's troubles that are not the engine's.
var (
	errEmptyFile  = errors.New("the file is empty")
	errNoAutosave = errors.New("there is no saved game")
	// errTooLarge: a file chosen or picked is far larger than a record.
	errTooLarge = errors.New("the file is too large to be a game record")
)

// causeText is why the store failed, in the player's language where the
// cause is one the window knows (a missing file, a refused access), else
// the system's own words.
func causeText(l *lang.Printer, err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, fs.ErrNotExist):
		return l.T("ui.store.cause.not_exist")
	case errors.Is(err, fs.ErrPermission):
		return l.T("ui.store.cause.permission")
	}
	return err.Error()
}

// errText is err for a player in l's language: the engine's
// errors (a broken rule, a bad record) and the autosave's through the
// catalog, anything else (a disk's) as it is.
func errText(l *lang.Printer, err error) string {
	var (
		rule *engine.RuleError
		word *engine.WordError
		rec  *engine.RecordError
	)
	var st *store.Error
	switch {
	case errors.As(err, &st):
		return l.F("ui.store."+string(st.Op), "Name", st.Name, "Aside", st.Aside, "Cause", causeText(l, st.Err))
	case errors.As(err, &rec):
		return l.Error(rec)
	case errors.As(err, &rule):
		return l.Error(rule)
	case errors.As(err, &word):
		return l.Error(word)
	case errors.Is(err, errEmptyFile):
		return l.T("ui.autosave.empty")
	case errors.Is(err, errNoAutosave):
		return l.T("ui.autosave.none")
	case errors.Is(err, errTooLarge):
		return l.T("ui.open.too_large")
	}
	return err.Error()
}
