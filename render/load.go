package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"strategema/render/lattice"
	"strategema/render/ui"
)

// loadRoom lists the saved records to open (and, in the browser, opens
// the file picker); a list longer than the screen scrolls.
type loadRoom struct {
	a       *App
	records []string
	scroll  ui.Scroller
}

// The load room's buttons.
const (
	loadBack   = iota
	loadRecord // arg: index into records
	loadFile
)

// newLoadRoom reads the list of records.
func newLoadRoom(a *App) *loadRoom {
	recs, err := a.st.Records()
	if err != nil {
		a.showMessage(a.tr("ui.load.title"), errText(a.lang, err))
	}
	return &loadRoom{a: a, records: recs}
}

func (r *loadRoom) name() string { return "load" }

// board is the game's board, if there is one, else the menu's.
func (r *loadRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

// panel is the room's panel: 520 px wide, or the screen's width less a
// margin on a phone.
func (r *loadRoom) panel() ui.Rect {
	a := r.a
	s := float32(a.pt.Scale)
	w := min(520*s, a.w-16*s)
	rc := ui.Rect{X: (a.w - w) / 2, Y: max(8*s, min(40*s, (a.h-400*s)/2)), W: w}
	rc.H = a.h - 2*rc.Y
	return rc
}

// message is the words under the heading, wrapped to the panel: where the
// records are kept, and how to open another.
func (r *loadRoom) message(rc ui.Rect) []string {
	a := r.a
	where, none := "ui.load.where", "ui.load.none"
	if a.touchUI() { // nothing to drop a file from: the picker's button says how
		where, none = "ui.load.where_touch", "ui.load.none_touch"
	}
	msg := a.trf(where, "Where", a.where())
	if len(r.records) == 0 {
		msg = a.trf(none, "Where", a.where())
	}
	return a.pt.Wrap(nil, msg, a.pt.Small, rc.W-48*float32(a.pt.Scale))
}

// list is the records' area and the pitch of their rows.
func (r *loadRoom) list() (area ui.Rect, pitch float32) {
	a := r.a
	s := float32(a.pt.Scale)
	rc := r.panel()
	w := min(460*s, rc.W-24*s)
	y := rc.Y + 64*s + float32(len(r.message(rc)))*a.pt.LineH(a.pt.Small) + 16*s
	return ui.Rect{X: (a.w - w) / 2, Y: y, W: w, H: rc.Y + rc.H - 64*s - y}, a.listRowPitch(42 * s)
}

func (r *loadRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	area, pitch := r.list()
	r.scroll.Clamp(float32(len(r.records))*pitch, area.H)
	for i, rec := range r.records {
		b := ui.Rect{X: area.X, Y: area.Y + float32(i)*pitch - r.scroll.Off, W: area.W, H: pitch - 6*s}
		if ui.Shows(b, area) {
			a.addButton(b, rec, "", loadRecord, i, true)
		}
	}
	x, w, foot := area.X, area.W, area.Y+area.H
	if canPickFiles { // the browser: Back and the file picker side by side
		half := (w - 10*s) / 2
		a.addButton(ui.Rect{X: x, Y: foot + 4*s, W: half, H: 44 * s}, a.tr("ui.back"), "Esc", loadBack, 0, true)
		a.addButton(ui.Rect{X: x + half + 10*s, Y: foot + 4*s, W: half, H: 44 * s}, a.tr("ui.load.open_file"), "", loadFile, 0, true)
		return
	}
	a.addButton(ui.Rect{X: x, Y: foot + 4*s, W: w, H: 44 * s}, a.tr("ui.back"), "Esc", loadBack, 0, true)
}

func (r *loadRoom) press(b *ui.Button) {
	a := r.a
	switch b.ID {
	case loadBack:
		a.pop()
	case loadFile:
		a.pickFile()
	case loadRecord:
		if b.Arg < 0 || b.Arg >= len(r.records) {
			return
		}
		name := r.records[b.Arg]
		data, err := a.st.ReadRecord(name)
		if err != nil {
			a.showMessage(a.trf("ui.open.cannot", "Name", name), errText(a.lang, err))
			return
		}
		a.games.offerRecord(data, name)
	}
}

func (r *loadRoom) update() {
	if r.a.fr.KeyPressed(ebiten.KeyEscape) && r.a.dialog == nil {
		r.a.pop()
		return
	}
	if r.a.pt != nil {
		area, pitch := r.list()
		r.a.scrollList(&r.scroll, area, pitch)
	}
}

func (r *loadRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	rc := r.panel()
	pt.Rect(rc, ui.ColPanel.Alpha(0.94), 14*s, 1.5*s)
	pt.Text(dst, ui.ElideEnd(pt, a.tr("ui.load.heading"), pt.Title, rc.W-48*s), pt.Title, rc.X+24*s, rc.Y+24*s, ui.ColText)
	y := rc.Y + 64*s
	for _, l := range r.message(rc) {
		pt.Text(dst, l, pt.Small, rc.X+24*s, y, ui.ColDim)
		y += pt.LineH(pt.Small)
	}
}
