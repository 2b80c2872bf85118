package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"strategema/render/lattice"
	"strategema/render/ui"
)

// loadRoom lists the saved records to open (and, in the browser, opens
// the file picker).
type loadRoom struct {
	a       *App
	records []string
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

func (r *loadRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	w := min(460*s, a.w-24*s) // a phone is narrower
	x := (a.w - w) / 2
	y := 150 * s
	for i, rec := range r.records {
		if y > a.h-140*s {
			break
		}
		a.addButton(ui.Rect{X: x, Y: y, W: w, H: 36 * s}, rec, "", loadRecord, i, true)
		y += 42 * s
	}
	if canPickFiles { // the browser: Back and the file picker side by side
		half := (w - 10*s) / 2
		a.addButton(ui.Rect{X: x, Y: a.h - 90*s, W: half, H: 44 * s}, a.tr("ui.back"), "Esc", loadBack, 0, true)
		a.addButton(ui.Rect{X: x + half + 10*s, Y: a.h - 90*s, W: half, H: 44 * s}, a.tr("ui.load.open_file"), "", loadFile, 0, true)
		return
	}
	a.addButton(ui.Rect{X: x, Y: a.h - 90*s, W: w, H: 44 * s}, a.tr("ui.back"), "Esc", loadBack, 0, true)
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
	}
}

func (r *loadRoom) draw(dst *ebiten.Image) {
	a := r.a
	pt := a.pt
	s := float32(pt.Scale)
	w := 520 * s
	rc := ui.Rect{X: (a.w - w) / 2, Y: 40 * s, W: w, H: a.h - 80*s}
	pt.Rect(rc, ui.ColPanel.Alpha(0.94), 14*s, 1.5*s)
	pt.Text(dst, a.tr("ui.load.heading"), pt.Title, rc.X+30*s, rc.Y+24*s, ui.ColText)
	msg := a.trf("ui.load.where", "Where", a.where())
	if len(r.records) == 0 {
		msg = a.trf("ui.load.none", "Where", a.where())
	}
	y := rc.Y + 64*s
	for _, l := range pt.Wrap(nil, msg, pt.Small, rc.W-60*s) {
		pt.Text(dst, l, pt.Small, rc.X+30*s, y, ui.ColDim)
		y += pt.LineH(pt.Small)
	}
}
