//go:build !js

package render

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/render/lattice"
	"strategema/render/store"
	"strategema/render/ui"
)

// chooserRoom is the desktop's file chooser for game records: the saved
// games' folder or the player's home, folders to go into and ".." to go
// up, .sgr and .txt records to open. Keyboard: arrows choose, Enter opens,
// Backspace goes up, Esc closes; mouse: a click opens, the wheel scrolls.
// (The browser keeps its own file picker: loadRoom.)
//
// Save record opens it to save (save is not nil): the same folders, the
// records there to see what is kept (a click takes a record's name), a
// name to type, and Save (Enter), which asks before replacing a file.
type chooserRoom struct {
	a       *App
	dir     string
	entries []chooserEntry
	sel     int // the chosen entry
	first   int // the first entry shown
	rows    int // how many show (from the last layout)
	problem string
	// save is the record to save, nil when the chooser opens one;
	// fileName is the name typed for it.
	save     []byte
	fileName string
	// freshName: the name is still the one offered, shown selected: the
	// first key typed replaces it whole
	freshName bool
}

// chooserEntry is one line of the list.
type chooserEntry struct {
	name string
	dir  bool
}

// The chooser's buttons.
const (
	chooseBack  = iota
	chooseEntry // arg: index into entries
	chooseSaves
	chooseHome
	chooseSave // save mode: save under fileName in dir
)

// maxChosenBytes bounds a record read from disk: a game record is a few
// kilobytes, so anything far larger is not one.
const maxChosenBytes = 4 << 20

// newChooserRoom opens the chooser in the saved games' folder (else the
// home folder).
func newChooserRoom(a *App) *chooserRoom {
	r := &chooserRoom{a: a}
	dir := r.savesDir()
	if dir == "" {
		dir, _ = os.UserHomeDir()
	}
	r.open(dir)
	return r
}

// chooseWhereToSave opens the chooser to save data: a name and a folder
// (the desktop; the browser saves into its storage and downloads).
func (a *App) chooseWhereToSave(data []byte) bool {
	r := newChooserRoom(a)
	r.save, r.fileName, r.freshName = data, a.st.NewRecordName(), true
	a.push(r)
	return true
}

// saveName is the name typed made a record's file name: trimmed, with
// .sgr added unless it ends in .sgr or .txt; ok is false for a name that
// is empty, hidden or holds a folder separator.
func saveName(typed string) (name string, ok bool) {
	name = strings.TrimSpace(typed)
	if name == "" || strings.HasPrefix(name, ".") || strings.ContainsAny(name, `/\:`) {
		return name, false
	}
	if !isRecordName(name) {
		name += store.RecordSuffix
	}
	return name, true
}

// saveHere writes the record as fileName in the folder shown, after asking
// when a file of that name is there; a name that cannot be a file's, or a
// write that fails, is said in a message and the chooser stays.
func (r *chooserRoom) saveHere() {
	a := r.a
	name, ok := saveName(r.fileName)
	if !ok {
		a.showMessage(a.tr("ui.save.title"), a.trf("ui.save.bad_name", "Name", r.fileName))
		return
	}
	path := filepath.Join(r.dir, name)
	write := func() {
		if err := writeFileAtomic(path, r.save); err != nil {
			a.showMessage(a.tr("ui.save.title"), errText(a.lang, err))
			return
		}
		if a.top() == room(r) {
			a.pop()
		}
		a.say(a.trf("ui.note.saved", "Name", name, "Where", r.dir))
	}
	if _, err := os.Stat(path); err == nil {
		a.ask(a.tr("ui.save.title"), a.trf("ui.save.replace", "Name", name), a.tr("ui.save.replace.yes"), write, a.tr("ui.save.replace.no"), nil)
		return
	}
	write()
}

// writeFileAtomic writes data to path through a temporary file in the
// same folder and a rename, so a failed write never leaves half a record.
func writeFileAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".save-*")
	if err != nil {
		return fmt.Errorf("save %s: %w", filepath.Base(path), err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
		return fmt.Errorf("save %s: %w", filepath.Base(path), werr)
	}
	return nil
}

// savesDir is the folder the store keeps records in, or "".
func (r *chooserRoom) savesDir() string {
	if d, ok := r.a.st.B.(*store.Dir); ok {
		return d.Path
	}
	return ""
}

// isRecordName reports whether a file name looks like a game record.
func isRecordName(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == store.RecordSuffix || ext == ".txt"
}

// open lists dir: ".." first, then its folders, then its records, newest
// first; hidden entries are left out.
func (r *chooserRoom) open(dir string) {
	if dir == "" {
		dir = "."
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	list, err := os.ReadDir(dir)
	if err != nil {
		r.a.showMessage(r.a.tr("ui.chooser.cannot_open_folder"), errText(r.a.lang, err))
		if r.entries != nil {
			return // stay where we were
		}
	}
	prev := r.dir
	r.dir, r.entries, r.sel, r.first, r.problem = dir, r.entries[:0], 0, 0, ""
	if parent := filepath.Dir(dir); parent != dir {
		r.entries = append(r.entries, chooserEntry{"..", true})
	}
	type file struct {
		name string
		mod  int64
	}
	var dirs []string
	var files []file
	for _, e := range list {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		isDir := e.IsDir()
		if info.Mode()&os.ModeSymlink != 0 {
			if st, err := os.Stat(filepath.Join(dir, name)); err == nil {
				isDir = st.IsDir()
			}
		}
		switch {
		case isDir:
			dirs = append(dirs, name)
		case isRecordName(name) && name != store.AutosaveName:
			files = append(files, file{name, info.ModTime().UnixNano()})
		}
	}
	sort.Strings(dirs)
	sort.Slice(files, func(i, j int) bool {
		if files[i].mod != files[j].mod {
			return files[i].mod > files[j].mod
		}
		return files[i].name < files[j].name
	})
	for _, d := range dirs {
		r.entries = append(r.entries, chooserEntry{d, true})
	}
	for _, f := range files {
		r.entries = append(r.entries, chooserEntry{f.name, false})
	}
	// coming up from a folder, choose it
	if prev != "" && filepath.Dir(prev) == dir {
		for i, e := range r.entries {
			if e.dir && e.name == filepath.Base(prev) {
				r.sel = i
			}
		}
	}
}

// choose opens entry i: a folder is entered, a record opened.
func (r *chooserRoom) choose(i int) {
	if i < 0 || i >= len(r.entries) {
		return
	}
	e := r.entries[i]
	if e.dir {
		if e.name == ".." {
			r.open(filepath.Dir(r.dir))
		} else {
			r.open(filepath.Join(r.dir, e.name))
		}
		return
	}
	if r.save != nil { // saving: a record's name is taken, to replace it
		r.fileName, r.freshName = e.name, false
		return
	}
	path := filepath.Join(r.dir, e.name)
	data, err := readLimited(path, maxChosenBytes)
	if err != nil {
		r.a.showMessage(r.a.trf("ui.open.cannot", "Name", e.name), errText(r.a.lang, err))
		return
	}
	r.a.games.offerRecord(data, e.name)
}

// readLimited reads a file of at most limit bytes.
func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%w: %d MB", errTooLarge, limit>>20)
	}
	return data, nil
}

func (r *chooserRoom) name() string { return "chooser" }

// board is the game's board, if there is one, else the menu's.
func (r *chooserRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

// geometry is the chooser's panel, the list's area and a row's height.
func (r *chooserRoom) geometry() (panel, list ui.Rect, rowH float32) {
	a := r.a
	s := float32(a.pt.Scale)
	w := min(680*s, a.w-32*s)
	panel = ui.Rect{X: (a.w - w) / 2, Y: 16 * s, W: w, H: a.h - 32*s}
	head := 60*s + 2*a.pt.LineH(a.pt.Small)
	if r.save != nil {
		head += 44 * s // the name field
	}
	foot := 76*s + float32(r.buttonRows(panel)-1)*54*s
	list = ui.Rect{X: panel.X + 20*s, Y: panel.Y + head, W: panel.W - 40*s, H: panel.H - head - foot}
	return panel, list, a.listRowPitch(36 * s)
}

// buttonLabels are the labels of the buttons under the list.
func (r *chooserRoom) buttonLabels() []string {
	a := r.a
	ls := []string{a.tr("ui.chooser.saves"), a.tr("ui.chooser.home"), a.tr("ui.back")}
	if r.save != nil {
		ls = append([]string{a.tr("ui.save.save")}, ls...)
	}
	return ls
}

// buttonRows is how many rows the buttons under the list take in panel:
// one, or two where a label does not fit a quarter of a narrow panel (a
// phone: "Домашняя папка").
func (r *chooserRoom) buttonRows(panel ui.Rect) int {
	a := r.a
	s := float32(a.pt.Scale)
	ls := r.buttonLabels()
	n := float32(len(ls))
	bw := (panel.W - 40*s - (n-1)*10*s) / n
	for _, l := range ls {
		if a.pt.Width(l, a.pt.Bold) > bw-16*s {
			return 2
		}
	}
	return 1
}

func (r *chooserRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	panel, list, rowH := r.geometry()
	r.rows = max(1, int(list.H/rowH))
	r.keepInView()
	for i := r.first; i < len(r.entries) && i < r.first+r.rows; i++ {
		e := r.entries[i]
		label := e.name
		switch {
		case e.name == "..":
			label = a.tr("ui.chooser.up")
		case e.dir:
			label = e.name + "/"
		}
		b := a.addButton(ui.Rect{X: list.X, Y: list.Y + float32(i-r.first)*rowH, W: list.W, H: rowH - 4*s}, label, "", chooseEntry, i, true)
		b.On = i == r.sel
		b.Left = true
	}
	// the buttons under the list, on one row or two
	rows := r.buttonRows(panel)
	per := len(r.buttonLabels())
	if rows == 2 {
		per = (per + 1) / 2
	}
	bw := (panel.W - 40*s - float32(per-1)*10*s) / float32(per)
	k := 0
	add := func(label, key string, id int, ok bool) *ui.Button {
		row, col := k/per, k%per
		k++
		y := panel.Y + panel.H - 60*s - float32(rows-1-row)*54*s
		return a.addButton(ui.Rect{X: panel.X + 20*s + float32(col)*(bw+10*s), Y: y, W: bw, H: 44 * s}, label, key, id, 0, ok)
	}
	if r.save != nil {
		_, ok := saveName(r.fileName)
		add(a.tr("ui.save.save"), "Enter", chooseSave, ok).Accent = true
	}
	add(a.tr("ui.chooser.saves"), "", chooseSaves, r.savesDir() != "")
	add(a.tr("ui.chooser.home"), "", chooseHome, true)
	add(a.tr("ui.back"), "Esc", chooseBack, true)
}

// keepInView scrolls the list so the chosen entry shows.
func (r *chooserRoom) keepInView() {
	r.sel = max(0, min(r.sel, len(r.entries)-1))
	if r.sel < r.first {
		r.first = r.sel
	}
	if r.sel >= r.first+r.rows {
		r.first = r.sel - r.rows + 1
	}
	r.first = max(0, min(r.first, len(r.entries)-r.rows))
}

func (r *chooserRoom) press(b *ui.Button) {
	switch b.ID {
	case chooseBack:
		r.a.pop()
	case chooseEntry:
		r.sel = b.Arg
		r.choose(b.Arg)
	case chooseSaves:
		r.open(r.savesDir())
	case chooseHome:
		if home, err := os.UserHomeDir(); err == nil {
			r.open(home)
		}
	case chooseSave:
		r.saveHere()
	}
}

func (r *chooserRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog != nil {
		return
	}
	if r.save != nil && r.typeName() {
		return
	}
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyEscape:
			a.pop()
			return
		case ebiten.KeyArrowDown:
			r.sel++
		case ebiten.KeyArrowUp:
			r.sel--
		case ebiten.KeyPageDown:
			r.sel += max(1, r.rows-1)
		case ebiten.KeyPageUp:
			r.sel -= max(1, r.rows-1)
		case ebiten.KeyHome:
			r.sel = 0
		case ebiten.KeyEnd:
			r.sel = len(r.entries) - 1
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			r.choose(r.sel)
			return
		case ebiten.KeyBackspace:
			r.open(filepath.Dir(r.dir))
			return
		}
		r.keepInView()
	}
	if f.WheelY != 0 {
		r.first = max(0, min(r.first-int(f.WheelY*3), len(r.entries)-r.rows))
		r.sel = max(r.first, min(r.sel, r.first+r.rows-1))
	}
}

// typeName edits the name being saved under with this tick's typing:
// characters are added, Backspace takes the last back, Enter saves. It
// reports whether Enter saved (the rest of the keys are then not seen).
func (r *chooserRoom) typeName() bool {
	f := &r.a.fr
	for _, c := range f.Chars {
		if r.freshName {
			r.fileName, r.freshName = "", false
		}
		if c >= ' ' && c != 0x7f && len(r.fileName) < 120 {
			r.fileName += string(c)
		}
	}
	keys := f.Keys[:0]
	for _, k := range f.Keys {
		switch k {
		case ebiten.KeyBackspace:
			if r.freshName {
				r.fileName, r.freshName = "", false
			}
			if rs := []rune(r.fileName); len(rs) > 0 {
				r.fileName = string(rs[:len(rs)-1])
			}
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			r.saveHere()
			return true
		default:
			keys = append(keys, k)
		}
	}
	f.Keys = keys
	return false
}

func (r *chooserRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	panel, list, _ := r.geometry()
	pt.Rect(panel, ui.ColPanel.Alpha(0.96), 14*s, 1.5*s)
	title := a.tr("ui.chooser.title")
	if r.save != nil {
		title = a.tr("ui.save.chooser_title")
	}
	pt.Text(dst, ui.ElideEnd(pt, title, pt.Title, panel.W-40*s), pt.Title, panel.X+20*s, panel.Y+18*s, ui.ColText)
	where := ui.ElideStart(pt, r.dir, pt.Small, panel.W-40*s)
	pt.Text(dst, where, pt.Small, panel.X+20*s, panel.Y+54*s, ui.ColDim)
	hint := a.tr("ui.chooser.hint")
	if len(r.entries) == 0 || (len(r.entries) == 1 && r.entries[0].name == "..") {
		hint = a.tr("ui.chooser.empty")
	}
	if r.save != nil {
		hint = a.tr("ui.save.hint")
		// the name field, under the folder's path and the hint
		y := panel.Y + 54*s + 2*pt.LineH(pt.Small) + 6*s
		label := a.tr("ui.save.name")
		pt.Text(dst, label, pt.Body, panel.X+20*s, y+8*s, ui.ColDim)
		lx := panel.X + 20*s + pt.Width(label, pt.Body) + 10*s
		field := ui.Rect{X: lx, Y: y, W: panel.X + panel.W - 20*s - lx, H: 34 * s}
		pt.Rect(field, ui.ColBg.Alpha(0.9), 6*s, 1.2*s)
		shown := r.fileName
		if r.freshName { // selected: typing replaces it
			shown = ui.ElideStart(pt, shown, pt.Body, field.W-20*s)
			pt.Rect(ui.Rect{X: field.X + 7*s, Y: field.Y + 5*s, W: pt.Width(shown, pt.Body) + 6*s, H: field.H - 10*s}, ui.ColPanelHi.Scale(1.8), 3*s, 0)
		} else {
			if int(a.time*2)%2 == 0 {
				shown += "|"
			}
			shown = ui.ElideStart(pt, shown, pt.Body, field.W-20*s)
		}
		pt.Text(dst, shown, pt.Body, field.X+10*s, field.Y+8*s, ui.ColText)
	}
	pt.Text(dst, ui.ElideEnd(pt, hint, pt.Small, panel.W-40*s), pt.Small, panel.X+20*s, panel.Y+54*s+pt.LineH(pt.Small), ui.ColDim)
	if n := len(r.entries); n > r.rows { // where the list is
		h := max(20*s, list.H*float32(r.rows)/float32(n))
		y := list.Y + (list.H-h)*float32(r.first)/float32(n-r.rows)
		pt.Rect(ui.Rect{X: panel.X + panel.W - 12*s, Y: y, W: 4 * s, H: h}, ui.ColDim.Alpha(0.5), 2*s, 0)
	}
}
