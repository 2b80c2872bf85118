// Package store keeps what the window must not lose: the settings, the
// autosaved game and the saved game records. It has no Ebitengine import,
// so it is tested without a display. The place things are kept is behind a
// Backend: files in the user's config directory on desktops, localStorage
// in the browser (backend_js.go).
//
// It may import lang and learn/lessons; never Ebitengine or the rest of
// render.
package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"strategema/lang"
)

// Backend keeps named blobs. Names are plain file names (no separators).
type Backend interface {
	// Read returns the blob, or an error wrapping fs.ErrNotExist.
	Read(name string) ([]byte, error)
	// Write replaces the blob atomically: a reader sees the old or the new
	// content, never a mix (a temporary file and a rename on disk).
	Write(name string, data []byte) error
	// Rename moves a blob, replacing any blob of the new name.
	Rename(from, to string) error
	// List returns the names that end with suffix, sorted.
	List(suffix string) ([]string, error)
	// Where describes the location for players (a directory, "browser storage").
	Where() string
}

// Names of the blobs.
const (
	SettingsName = "settings.json"
	AutosaveName = "autosave.sgr"
	// RecordSuffix ends every saved game record's name.
	RecordSuffix = ".sgr"
)

// Palette names.
const (
	PaletteStandard   = "standard"
	PaletteColourSafe = "colour-safe"
)

// Settings are kept between runs.
type Settings struct {
	Palette      string  `json:"palette"`       // PaletteStandard or PaletteColourSafe
	Volume       float64 `json:"volume"`        // 0–1
	Mute         bool    `json:"mute"`          // no sound at all
	IdleRotation bool    `json:"idle_rotation"` // the menu's board turns slowly behind it
	Spread       float64 `json:"spread"`        // distance between levels, in cells
	ShowFPS      bool    `json:"show_fps"`
	Fullscreen   bool    `json:"fullscreen"`
	AnimSpeed    float64 `json:"anim_speed"` // 0.5–3; 1 = normal
	ThinkTime    float64 `json:"think_time"` // seconds a computer commander thinks about a turn, MinThinkTime–MaxThinkTime
	// Language is the catalog language the window speaks ("en", "ru"), or
	// "" to follow the system's (lang.System).
	Language string `json:"language,omitempty"`
	// Window is where the desktop window was last, to open there again.
	Window Window `json:"window,omitzero"`
	// View is how the player last looked at the board.
	View View `json:"view,omitzero"`
}

// Window is the desktop window's place: its size and position (in the
// monitor's device-independent pixels, from its top-left corner) when not
// maximised, and whether it was maximised. A zero W means none is kept.
type Window struct {
	X         int  `json:"x"`
	Y         int  `json:"y"`
	W         int  `json:"w"`
	H         int  `json:"h"`
	Maximized bool `json:"maximized,omitempty"`
}

// The smallest window kept (the window's own size limits).
const (
	MinWindowW = 360
	MinWindowH = 400
)

// View is the play room's view the player chose: the flat map or the 3D
// board, one level alone (1–4) or all (0), the Tactical Log's panel and
// the legend open.
type View struct {
	Map    bool `json:"map,omitempty"`
	Solo   int  `json:"solo,omitempty"`
	Log    bool `json:"log,omitempty"`
	Legend bool `json:"legend,omitempty"`
}

// The range of Settings.ThinkTime, in seconds.
const (
	MinThinkTime = 0.25
	MaxThinkTime = 30
)

// ThinkSteps are the think times the settings' − and + walk through, in
// seconds: each press goes one step, and the way back passes the same
// steps, so 2 s up four times and down four times is 2 s again.
var ThinkSteps = [...]float64{MinThinkTime, 0.5, 1, 2, 3, 5, 10, 15, MaxThinkTime}

// StepThinkTime is the think time one press from cur gives: the next step
// up (up) or down, staying at the ends. A time between steps (an older
// file's 1.875) goes to the neighbouring step on that side.
func StepThinkTime(cur float64, up bool) float64 {
	const near = 1e-9
	if up {
		for _, s := range ThinkSteps {
			if s > cur+near {
				return s
			}
		}
		return ThinkSteps[len(ThinkSteps)-1]
	}
	for i := len(ThinkSteps) - 1; i >= 0; i-- {
		if ThinkSteps[i] < cur-near {
			return ThinkSteps[i]
		}
	}
	return ThinkSteps[0]
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Palette: PaletteStandard, Volume: 0.6, IdleRotation: true, Spread: 4.0, AnimSpeed: 1, ThinkTime: 2}
}

// Sanitize brings every field into its range, so a hand-edited or old
// settings file can never break the window.
func (s *Settings) Sanitize() {
	d := DefaultSettings()
	if s.Palette != PaletteStandard && s.Palette != PaletteColourSafe {
		s.Palette = d.Palette
	}
	if !(s.Volume >= 0 && s.Volume <= 1) { // also catches NaN
		s.Volume = d.Volume
	}
	if !(s.Spread >= 1.5 && s.Spread <= 7) {
		s.Spread = d.Spread
	}
	if !(s.AnimSpeed >= 0.5 && s.AnimSpeed <= 3) {
		s.AnimSpeed = d.AnimSpeed
	}
	if !(s.ThinkTime >= MinThinkTime && s.ThinkTime <= MaxThinkTime) { // an old file has 0: the default
		s.ThinkTime = d.ThinkTime
	}
	if w := s.Window; w.W < MinWindowW || w.H < MinWindowH || w.W > 1<<14 || w.H > 1<<14 {
		s.Window = Window{} // none kept: the window opens sized to the monitor
	}
	if s.View.Solo < 0 || s.View.Solo > 4 {
		s.View.Solo = 0
	}
	if s.Language != "" && !knownLanguage(s.Language) { // a language this build does not speak: follow the system
		s.Language = ""
	}
}

// knownLanguage reports whether tag is one of the catalogs' languages.
func knownLanguage(tag string) bool {
	for _, l := range lang.Languages() {
		if l.Tag == tag {
			return true
		}
	}
	return false
}

// Store reads and writes the window's data through a Backend.
type Store struct {
	B Backend
	// Now stamps set-aside and saved files; tests replace it.
	Now func() time.Time
}

// New is a store on b.
func New(b Backend) *Store { return &Store{B: b, Now: time.Now} }

// LoadSettings returns the kept settings, the defaults on a first run, or
// the defaults and an error when the file is unreadable (which is then set
// aside so the next save starts clean).
func (s *Store) LoadSettings() (Settings, error) {
	set := DefaultSettings()
	data, err := s.B.Read(SettingsName)
	if errors.Is(err, fs.ErrNotExist) {
		return set, nil
	}
	if err != nil {
		return set, &Error{Op: OpReadSettings, Err: err}
	}
	if err := json.Unmarshal(data, &set); err != nil {
		aside, _ := s.SetAside(SettingsName)
		set = DefaultSettings()
		return set, &Error{Op: OpSettingsDamaged, Aside: aside, Err: err}
	}
	set.Sanitize()
	return set, nil
}

// SaveSettings keeps set.
func (s *Store) SaveSettings(set Settings) error {
	data, err := json.MarshalIndent(set, "", "  ")
	if err != nil {
		return &Error{Op: OpEncodeSettings, Err: err}
	}
	if err := s.B.Write(SettingsName, data); err != nil {
		return &Error{Op: OpSaveSettings, Err: err}
	}
	return nil
}

// SetAside renames a damaged blob to name.broken-<time> and returns the new
// name, so it is kept for inspection but never read again.
func (s *Store) SetAside(name string) (string, error) {
	to := name + ".broken-" + s.Now().UTC().Format("20060102-150405")
	if err := s.B.Rename(name, to); err != nil {
		return "", fmt.Errorf("set aside %s: %w", name, err)
	}
	return to, nil
}

// ReadAutosave returns the autosaved record, or nil when there is none
// (an empty file is returned as an empty, non-nil slice).
func (s *Store) ReadAutosave() ([]byte, error) {
	data, err := s.B.Read(AutosaveName)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, &Error{Op: OpReadAutosave, Err: err}
	}
	if data == nil {
		data = []byte{} // an empty file is there (and damaged), not missing
	}
	return data, nil
}

// WriteAutosave replaces the autosave atomically.
func (s *Store) WriteAutosave(record []byte) error {
	if err := s.B.Write(AutosaveName, record); err != nil {
		return &Error{Op: OpWriteAutosave, Err: err}
	}
	return nil
}

// ClearAutosave sets the autosave aside as finished (kept as
// autosave.sgr.done so the game is still there to look at).
func (s *Store) ClearAutosave() error {
	if err := s.B.Rename(AutosaveName, AutosaveName+".done"); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return &Error{Op: OpClearAutosave, Err: err}
	}
	return nil
}

// NewRecordName is a fresh record's name: game-YYYYMMDD-HHMMSS.sgr.
func (s *Store) NewRecordName() string {
	return "game-" + s.Now().Format("20060102-150405") + RecordSuffix
}

// SaveRecord writes a record under a fresh name (NewRecordName) and
// returns the name.
func (s *Store) SaveRecord(record []byte) (string, error) {
	name := s.NewRecordName()
	if err := s.B.Write(name, record); err != nil {
		return "", &Error{Op: OpSaveRecord, Err: err}
	}
	return name, nil
}

// Records lists the saved records, newest first.
func (s *Store) Records() ([]string, error) {
	names, err := s.B.List(RecordSuffix)
	if err != nil {
		return nil, &Error{Op: OpListRecords, Err: err}
	}
	out := make([]string, 0, len(names))
	for i := len(names) - 1; i >= 0; i-- {
		if names[i] != AutosaveName && !strings.HasPrefix(names[i], ".") {
			out = append(out, names[i])
		}
	}
	return out, nil
}

// ReadRecord reads a saved record.
func (s *Store) ReadRecord(name string) ([]byte, error) {
	if strings.ContainsAny(name, `/\`) {
		return nil, &Error{Op: OpNotPlainName, Name: name}
	}
	data, err := s.B.Read(name)
	if err != nil {
		return nil, &Error{Op: OpReadRecord, Name: name, Err: err}
	}
	return data, nil
}

// Mem is a Backend in memory, for tests and as the fallback when no config
// directory exists.
type Mem struct{ M map[string][]byte }

// NewMem is an empty in-memory backend.
func NewMem() *Mem { return &Mem{M: map[string][]byte{}} }

// Read implements Backend.
func (m *Mem) Read(name string) ([]byte, error) {
	d, ok := m.M[name]
	if !ok {
		return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return append([]byte(nil), d...), nil
}

// Write implements Backend.
func (m *Mem) Write(name string, data []byte) error {
	m.M[name] = append([]byte(nil), data...)
	return nil
}

// Rename implements Backend.
func (m *Mem) Rename(from, to string) error {
	d, ok := m.M[from]
	if !ok {
		return fmt.Errorf("%s: %w", from, fs.ErrNotExist)
	}
	delete(m.M, from)
	m.M[to] = d
	return nil
}

// List implements Backend.
func (m *Mem) List(suffix string) ([]string, error) {
	var out []string
	for k := range m.M {
		if strings.HasSuffix(k, suffix) {
			out = append(out, k)
		}
	}
	sortStrings(out)
	return out, nil
}

// Where implements Backend.
func (m *Mem) Where() string { return "memory (not kept)" }

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
