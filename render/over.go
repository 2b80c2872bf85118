package render

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/ui"
)

// overPanel is the play room's game-over panel: the result, its reason, a
// chart of both sides' territory over the turns, and the way to the
// replay.
type overPanel struct {
	shown bool // it has been opened for this game (it opens once)
	open  bool // it is up

	// the title and the reason line, written again when the language
	// changes or the panel opens
	title, why string
	written    ui.TextCache
	lines      []string // why, wrapped to the panel linesW wide
	linesOf    string   // the why lines holds
	linesW     float32

	live     *match.Match    // the game last seen unfinished: its ending is played here
	counted  *match.Match    // the game whose result is in the ladder's results
	analysis *match.Analysis // the analysis of the game (match.Analysis), or nil
}

// show opens the panel on the game's result.
func (o *overPanel) show() {
	o.open = true
	o.written.Drop()
}

// words writes the panel's title (who won) and the line below it (how)
// in the window's language, once for each opening and language.
func (o *overPanel) words(a *App, m *match.Match) {
	p := m.Game.Position()
	if !o.written.Stale(ui.TextKey{N: [4]int{a.langGen}}) {
		return
	}
	switch p.Result() {
	case engine.CeruleanWins:
		o.title = a.trf("over.wins", "Side", a.lang.Side(engine.Cerulean))
	case engine.AmberWins:
		o.title = a.trf("over.wins", "Side", a.lang.Side(engine.Amber))
	default:
		o.title = a.tr("over.drawn")
	}
	o.why = capitalise(match.ResultReasonIn(a.lang, p))
	if who, ok := m.Resigner(); ok { // who resigned, and how far behind
		opp := who.Opponent()
		o.why = a.trf("over.resigned.standing", "Resigned", resignedText(a, m, who),
			"Units", activeUnits(p, who), "TheirUnits", activeUnits(p, opp),
			"Cells", p.Territory(who), "TheirCells", p.Territory(opp))
	}
}

// activeUnits is how many of side s's units are on the board and not
// neutralized in p.
func activeUnits(p *engine.Position, s engine.Side) int {
	return p.Occupied(s).AndNot(p.NeutralizedCells(s)).Count()
}

// resignedText says who resigned m's game: "You resigned" (the person at
// the window, against a computer), "Ensign resigned" (the computer),
// "Amber resigned" (two people at one window).
func resignedText(a *App, m *match.Match, who engine.Side) string {
	mine, theirs := m.Computer(who) != nil, m.Computer(who.Opponent()) != nil
	switch {
	case mine && !theirs:
		return a.trf("over.resigned.computer", "Name", a.ladder.commanderName(m, who))
	case !mine && theirs:
		return a.tr("over.resigned.you")
	}
	return a.trf("over.resigned.side", "Side", a.lang.Side(who))
}

// capitalise is s with its first letter upper case.
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// visible reports whether the panel is on the screen.
func (o *overPanel) visible(m *match.Match) bool {
	return o.open && m != nil && m.Game.Position().Over()
}

// overLabel is one of the panel's buttons.
type overLabel struct {
	l   string
	id  int
	off bool // shown but not pressable
}

// labels are the panel's five buttons, after Rematch for a game played
// online from a seat (onlineHub.rematchOffer).
func (o *overPanel) labels(a *App) []overLabel {
	ls := []overLabel{{a.tr("over.replay"), overReplay, false}, {a.tr("analysis.analyse"), overAnalyse, false}, {a.tr("over.save"), overSave, false}, {a.tr("over.close"), overClose, false}, {a.tr("over.menu"), overMenu, false}}
	if offer, ok := a.net.rematchOffer(a.play.m); offer {
		ls = append([]overLabel{{a.tr("online.rematch"), overRematch, !ok}}, ls...)
	}
	return ls
}

// grid is how the panel's buttons stand in a panel w wide: all on a row
// where their labels fit, else three or two a row (a phone).
func (o *overPanel) grid(a *App, w float32) (perRow, rows int, bw float32) {
	s := float32(a.pt.Scale)
	need := float32(0)
	for _, l := range o.labels(a) {
		need = max(need, a.pt.Width(l.l, a.pt.Bold)+24*s)
	}
	if a.touchUI() {
		need = max(need, float32(ui.MinTouchTarget*a.deviceScale()))
	}
	n := len(o.labels(a))
	for _, perRow = range [...]int{n, 3, 2, 1} {
		bw = (w - 48*s - float32(perRow-1)*8*s) / float32(perRow)
		if bw >= need {
			break
		}
	}
	return perRow, (n + perRow - 1) / perRow, bw
}

// overRowH is the pitch of the panel's rows of buttons, at scale 1.
const overRowH = 48

// rect is the panel: centred on the board, or on the screen under the top
// bar where the board's stage is too low for it (a phone turned on its
// side); its chart takes what the words and buttons leave.
func (o *overPanel) rect(a *App) ui.Rect {
	s := float32(a.pt.Scale)
	area := ui.Rect{X: a.view.X0, Y: a.view.Y0, W: a.view.W, H: a.view.H}
	w := min(620*s, area.W-40*s)
	_, rows, _ := o.grid(a, w)
	h := 380*s + float32(rows-1)*overRowH*s
	if h > area.H-16*s {
		area = ui.Rect{X: 0, Y: 62 * s, W: a.w, H: a.h - 62*s}
		w = min(620*s, area.W-16*s)
		_, rows, _ = o.grid(a, w)
		h = min(380*s+float32(rows-1)*overRowH*s, area.H-8*s)
	}
	return ui.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-h)/2, W: w, H: h}
}

// layout adds the panel's buttons (the play room's layout calls it).
func (o *overPanel) layout(p *playRoom) {
	if p.m != nil && !p.m.Game.Position().Over() {
		o.live = p.m // an ending seen from here is this game's result
	}
	if !o.visible(p.m) {
		return
	}
	a := p.a
	if o.live == p.m && o.counted != p.m && !p.m.Busy() {
		// a game against a level, finished here (a resignation too): its
		// result counts once, whatever is taken back after
		o.counted = p.m
		a.ladder.count(p.m)
	}
	s := float32(a.pt.Scale)
	r := o.rect(a)
	// the room's buttons the panel covers (the action bar, where it takes
	// the screen under the top bar) are not pressed through it
	kept := a.buttons[:0]
	for _, b := range a.buttons {
		if !rectsOverlap(b.R, r) {
			kept = append(kept, b)
		}
	}
	a.buttons = kept
	perRow, rows, bw := o.grid(a, r.W)
	y0 := r.Y + r.H - 58*s - float32(rows-1)*overRowH*s
	for i, l := range o.labels(a) {
		col, row := i%perRow, i/perRow
		b := a.addButton(ui.Rect{X: r.X + 24*s + float32(col)*(bw+8*s), Y: y0 + float32(row)*overRowH*s, W: bw, H: 40 * s}, l.l, "", l.id, 0, !l.off)
		b.Accent = i == 0 // Rematch, else Replay
	}
}

// analyse opens the replay with the analysis of the game running (started
// here, or the one already running or done for it).
func (o *overPanel) analyse(p *playRoom) {
	a := p.a
	o.open = false
	r := newReplayRoom(a, p.m.Game)
	a.push(r)
	r.analyse()
}

// analysisChances is the finished analysis's winning chances for Cerulean
// over the turns of m, or nil.
func (o *overPanel) analysisChances(m *match.Match) []float64 {
	if o.analysis == nil || o.analysis.Source != m.Game {
		return nil
	}
	st := o.analysis.State()
	if !st.Ready() {
		return nil
	}
	return match.CeruleanChances(st.Reviews)
}

func (o *overPanel) draw(p *playRoom, dst *ebiten.Image) {
	if !o.visible(p.m) {
		return
	}
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	r := o.rect(a)
	pt.Rect(r, ui.ColPanel.Alpha(0.96), 14*s, 1.6*s)
	g := p.m.Game.Position()
	o.words(a, p.m)
	tc := ui.ColText
	switch g.Result() {
	case engine.CeruleanWins:
		tc = a.pal.Unit[0]
	case engine.AmberWins:
		tc = a.pal.Unit[1]
	}
	pt.Text(dst, ui.ElideEnd(pt, o.title, pt.Title, r.W-48*s), pt.Title, r.X+24*s, r.Y+18*s, tc)
	// the reason in up to two lines (a resignation's standing is long on a
	// phone); the chart starts under them
	if o.linesOf != o.why || o.linesW != r.W {
		o.linesOf, o.linesW = o.why, r.W
		o.lines = pt.Wrap(o.lines[:0], o.why, pt.Body, r.W-48*s)
		if len(o.lines) > 2 {
			o.lines[1] = ui.ElideEnd(pt, strings.Join(o.lines[1:], " "), pt.Body, r.W-48*s)
			o.lines = o.lines[:2]
		}
	}
	lines := o.lines
	lh := pt.LineH(pt.Body)
	for i, l := range lines {
		pt.Text(dst, l, pt.Body, r.X+24*s, r.Y+54*s+float32(i)*lh, ui.ColDim)
	}
	more := float32(len(lines)-1) * lh
	_, rows, _ := o.grid(a, r.W)
	chart := ui.Rect{X: r.X + 24*s, Y: r.Y + 90*s + more, W: r.W - 48*s, H: r.H - 170*s - more - float32(rows-1)*overRowH*s}
	if chart.H < 100*s {
		return // no room for a chart (a phone turned on its side)
	}
	if ch := o.analysisChances(p.m); ch != nil {
		half := (chart.W - 10*s) / 2
		p.drawChart(dst, ui.Rect{X: chart.X, Y: chart.Y, W: half, H: chart.H}, p.m.Terr)
		p.drawChancesChart(dst, ui.Rect{X: chart.X + half + 10*s, Y: chart.Y, W: half, H: chart.H}, ch)
		return
	}
	p.drawChart(dst, chart, p.m.Terr)
}

// drawChancesChart plots the analysis's winning chances for Cerulean after
// each turn, from -1 (Amber wins, at the bottom) to 1 (Cerulean wins, at
// the top), the level line across the middle.
func (p *playRoom) drawChancesChart(dst *ebiten.Image, r ui.Rect, ch []float64) {
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	pt.Rect(r, ui.ColBg.Alpha(0.8), 6*s, 1)
	pt.Text(dst, ui.ElideEnd(pt, a.tr("analysis.graph"), pt.Small, r.W-16*s), pt.Small, r.X+8*s, r.Y+6*s, ui.ColDim)
	top := r.Y + 28*s
	plot := ui.Rect{X: r.X + 10*s, Y: top, W: r.W - 20*s, H: r.Y + r.H - 10*s - top}
	yOf := func(v float64) float32 { return plot.Y + plot.H*float32(1-v)/2 }
	pt.Rect(ui.Rect{X: plot.X, Y: yOf(0), W: plot.W, H: 1 * s}, ui.ColDim.Alpha(0.5), 0, 0)
	pt.Rect(ui.Rect{X: plot.X, Y: plot.Y, W: 3 * s, H: plot.H / 2}, a.pal.Unit[0].Alpha(0.7), 1*s, 0)
	pt.Rect(ui.Rect{X: plot.X, Y: plot.Y + plot.H/2, W: 3 * s, H: plot.H / 2}, a.pal.Unit[1].Alpha(0.7), 1*s, 0)
	if len(ch) == 0 {
		return
	}
	step := plot.W / float32(max(len(ch)-1, 1))
	for i := 1; i < len(ch); i++ {
		c := a.pal.Unit[0]
		if ch[i-1]+ch[i] < 0 {
			c = a.pal.Unit[1]
		}
		pt.Line(plot.X+float32(i-1)*step, yOf(ch[i-1]), plot.X+float32(i)*step, yOf(ch[i]), 2*s, c)
	}
}

// halfLabel marks the opening's even split on the territory chart.
var halfLabel = fmt.Sprint(engine.Cells / 2)

// chartScale is the territory chart's vertical range: the data with a
// margin of a sixth of its spread (at least 3 cells), so a close game's two
// lines stand apart. The 180 (Systemic Victory) line is inside the range
// when the data comes within a third of the range of it; farther off it is
// marked at the top edge instead (winAbove).
func chartScale(terr [][2]int) (lo, hi int, winAbove bool) {
	lo, hi = engine.Cells, 0
	for _, t := range terr {
		lo, hi = min(lo, t[0], t[1]), max(hi, t[0], t[1])
	}
	if lo > hi {
		lo, hi = engine.Cells/2, engine.Cells/2
	}
	margin := max(3, (hi-lo)/6)
	lo, hi = max(0, lo-margin), min(engine.Cells, hi+margin)
	win := engine.SystemicCells
	switch {
	case win <= hi:
	case win-hi <= (hi-lo)/3+4:
		hi = min(engine.Cells, win+margin/2+1)
	default:
		winAbove = true
	}
	return lo, hi, winAbove
}

// drawChart plots both sides' territory after every closed turn as two
// lines, on a scale fitted to the data (chartScale) with the 128 line (the
// opening's even split) and the 180 line (Systemic Victory).
func (p *playRoom) drawChart(dst *ebiten.Image, r ui.Rect, terr [][2]int) {
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	pt.Rect(r, ui.ColBg.Alpha(0.8), 6*s, 1)
	half, win := engine.Cells/2, engine.SystemicCells
	lo, hi, winAbove := chartScale(terr)
	top := r.Y + 28*s // below the legend
	plot := ui.Rect{X: r.X + 40*s, Y: top, W: r.W - 52*s, H: r.Y + r.H - 10*s - top}
	yOf := func(v int) float32 {
		return plot.Y + plot.H - plot.H*float32(v-lo)/float32(max(hi-lo, 1))
	}
	lh := float32(pt.Small.Size) * 1.2
	for _, ref := range [...]int{half, win} {
		if ref < lo || ref > hi {
			continue
		}
		y := yOf(ref)
		pt.Rect(ui.Rect{X: plot.X, Y: y, W: plot.W, H: 1 * s}, ui.ColDim.Alpha(0.5), 0, 0)
		lbl := halfLabel
		if ref == win {
			lbl = systemicLabel
		}
		pt.Text(dst, lbl, pt.Small, r.X+8*s, y-lh/2, ui.ColDim)
	}
	if winAbove {
		pt.Rect(ui.Rect{X: plot.X, Y: plot.Y - 2*s, W: plot.W, H: 1 * s}, ui.ColDim.Alpha(0.35), 0, 0)
		pt.Text(dst, "↑ "+systemicLabel, pt.Small, r.X+8*s, plot.Y-lh/2, ui.ColDim)
	}
	// the legend, with each side's territory now
	x := r.X + 48*s
	for side, name := range [...]string{a.lang.Side(engine.Cerulean) + " ", a.lang.Side(engine.Amber) + " "} {
		n := p.hud.terrC
		if side == 1 {
			n = p.hud.terrA
		}
		pt.Text(dst, name, pt.Small, x, r.Y+6*s, a.pal.Unit[side])
		x += pt.Width(name, pt.Small)
		pt.Text(dst, n, pt.Small, x, r.Y+6*s, a.pal.Unit[side])
		x += pt.Width(n, pt.Small) + 18*s
	}
	caption := a.tr("over.chart") // what the chart shows
	tw := pt.Width(caption, pt.Small)
	if x+tw < r.X+r.W-8*s {
		pt.Text(dst, caption, pt.Small, r.X+r.W-8*s-tw, r.Y+6*s, ui.ColDim)
	}
	n := len(terr)
	if n == 0 {
		return
	}
	step := plot.W / float32(max(n-1, 1))
	lw := 2.2 * s
	for side := 0; side < 2; side++ {
		c := a.pal.Unit[side]
		for i := range terr {
			x := plot.X + float32(i)*step
			y := yOf(terr[i][side])
			if i > 0 {
				pt.Line(x-step, yOf(terr[i-1][side]), x, y, lw, c)
			}
			if n == 1 || i == n-1 {
				d := 3 * lw
				pt.Rect(ui.Rect{X: x - d/2, Y: y - d/2, W: d, H: d}, c, d/2, 0)
			}
		}
	}
}

// rectsOverlap reports whether p and q share more than their edges.
func rectsOverlap(p, q ui.Rect) bool {
	return p.X < q.X+q.W && q.X < p.X+p.W && p.Y < q.Y+q.H && q.Y < p.Y+p.H
}
