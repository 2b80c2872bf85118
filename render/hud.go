package render

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/colour"
	"strategema/render/match"
	"strategema/render/ui"
)

// hud.go: the play room's heads-up display: the top bar (side to move,
// actions left, turn, the territory bar, isolation warnings, the status
// line) and the info panel (the cell under the pointer and the engine's
// prediction of a move there).

// hudCache holds the HUD's strings, rebuilt only when the match changes
// (so a steady frame formats nothing).
type hudCache struct {
	version int
	m       *match.Match
	hover   engine.Cell
	turn    string
	// turnChoices are the turn line from the fullest to the shortest
	// (turnChoices); turnShown is the one drawn, in turnFace, chosen for
	// the slot turnSlot wide at the painter's scale turnScale.
	turnChoices []string
	turnShown   string
	turnFace    *ui.FontFace
	turnFor     string
	turnScale   float64
	turnSlot    float32
	terrC       string
	terrA       string
	warn        []string // a side's isolation warning a line
	status      string
	info        []string
	infoCols    []colour.Color
	// preview is the engine's prediction of the move to the hovered
	// destination: its engagements, marked on the board too.
	preview []engine.Combat
	// written is what the strings were written from: the match, its
	// version, the hovered cell and the window's language
	written ui.TextCache
	infoGen int
	layer   ui.Layer // the info panel's text
	// tipRect is where the info tip was last drawn
	tipRect ui.Rect
}

// systemicLabel marks the Systemic Victory line on the territory bar.
var systemicLabel = fmt.Sprint(engine.SystemicCells)

// refreshHUD rebuilds the HUD's strings when the match or hover changed.
func (p *playRoom) refreshHUD() {
	m := p.m
	h := &p.hud
	a := p.a
	if !h.written.Stale(ui.TextKey{N: [4]int{m.Version, int(p.hover), a.langGen}, Of: m}) {
		return
	}
	h.m, h.version, h.hover = m, m.Version, p.hover
	pos := &m.Shown
	g := m.Game.Position()
	h.turn = a.ladder.turnLine(m)
	h.turnChoices = p.turnChoices(h.turnChoices[:0], h.turn)
	h.terrC = fmt.Sprintf("%d", pos.Territory(engine.Cerulean))
	h.terrA = fmt.Sprintf("%d", pos.Territory(engine.Amber))
	iso := [2]int{}
	for id := engine.UnitID(0); id < engine.NumUnits; id++ {
		u := pos.Unit(id)
		if u.Active() && !u.Kind.IsSource() && !pos.Supplied(id) {
			iso[u.Side]++
		}
	}
	h.warn = h.warn[:0]
	for s := engine.Cerulean; s <= engine.Amber; s++ {
		if iso[s] > 0 {
			h.warn = append(h.warn, a.lang.N("play.isolated", iso[s], "Side", a.lang.Side(s)))
		}
	}
	h.status = ""
	switch {
	case g.Over():
		h.status = match.ResultTextIn(a.lang, g)
	case m.Think != nil:
		h.status = a.trf("play.thinking", "Name", a.ladder.commanderName(m, m.Think.Side))
	case g.DrawPending():
		h.status = a.trf("play.offers_draw", "Side", a.lang.Side(g.ToMove()))
	}
	p.buildInfo()
}

// buildInfo writes the info panel: the hovered cell, its owner and
// influence, its unit, and the engine's prediction of a move there.
func (p *playRoom) buildInfo() {
	h := &p.hud
	pal := &p.a.pal
	h.infoGen++
	h.info, h.infoCols = h.info[:0], h.infoCols[:0]
	h.preview = h.preview[:0]
	add := func(s string, c colour.Color) {
		h.info = append(h.info, s)
		h.infoCols = append(h.infoCols, c)
	}
	a := p.a
	m := p.m
	pos := &m.Shown
	c := p.hover
	if !c.Valid() {
		return
	}
	if s, ok := pos.Owner(c); ok {
		add(a.trf("play.info.owned", "Cell", c.String(), "Side", a.lang.Side(s)), pal.Unit[s])
	} else {
		add(a.trf("play.info.neutral", "Cell", c.String()), ui.ColDim)
	}
	if !p.compactTip() || m.Sel == engine.NoCell || !m.Dests.Has(c) { // a small window's combat preview leaves it out
		add(a.trf("play.info.influence", "Cerulean", pos.Influence(engine.Cerulean, c), "Amber", pos.Influence(engine.Amber, c)), ui.ColText)
	}
	if id := pos.UnitAt(c); id != engine.NoUnit {
		u := pos.Unit(id)
		state := a.tr("play.state.supplied")
		switch {
		case u.Neutralized:
			state = a.tr("play.state.neutralized")
		case !pos.Supplied(id):
			state = a.trf("play.state.isolated", "Count", u.Isolation)
		}
		if u.Surging {
			state = a.trf("play.state.surging", "State", state)
		}
		add(a.trf("play.info.unit", "Side", a.lang.Side(u.Side), "Unit", a.lang.Unit(u.Kind), "Strength", u.Kind.BaseStrength(), "Range", u.Range(), "State", state), pal.Unit[u.Side])
	}
	if m.Sel == engine.NoCell || !m.Dests.Has(c) {
		return
	}
	// The engine's preview of the move: every engagement with its breakdown.
	act := engine.Move(m.Sel, c)
	evs, err := m.Game.Preview(act)
	if err != nil {
		add(a.lang.Error(err), ui.ColBad)
		return
	}
	add(a.trf("play.preview.move", "Action", act.String()), ui.ColText)
	// each engagement's strengths in full for one or two of them; with more
	// (a Striker landing in a line of six) the outcomes alone, or the tip
	// would cover half the board: the log has the rest after the move
	detail := !p.compactTip() && engagements(evs) <= maxDetailedFights
	fights := 0
	for i, e := range evs {
		switch e.Type {
		case engine.EvEngaged:
			fights++
			cb := e.Combat
			h.preview = append(h.preview, cb)
			id, col := "play.preview.standoff", ui.ColWarn
			switch cb.Outcome {
			case engine.MoverWins:
				id, col = "play.preview.win", ui.ColGood
				if capturedAfter(evs[i+1:], cb.DefenderCell) {
					id = "play.preview.win_capture"
				}
			case engine.DefenderWins:
				id, col = "play.preview.lose", ui.ColBad
			}
			add(a.trf(id, "Unit", a.tr("unit.accusative."+cb.DefenderKind.String()), "Cell", cb.DefenderCell.String(), "Attack", cb.A.Total(), "Defence", cb.D.Total()), col)
			if !detail {
				continue
			}
			add(a.trf("play.preview.you", "Total", cb.A.Total(), "Parts", strengthWords(a.lang, cb.A)), ui.ColText)
			add(a.trf("play.preview.it", "Total", cb.D.Total(), "Parts", strengthWords(a.lang, cb.D)), ui.ColText)
			add(a.trf("play.preview.log", "Breakdown", a.lang.Breakdown(cb)), ui.ColDim)
		case engine.EvRetreated, engine.EvCaptured, engine.EvEncircled, engine.EvGameOver:
			add("  "+a.lang.Event(e), ui.ColDim)
		}
	}
	if fights == 0 {
		add(a.tr("play.preview.no_combat"), ui.ColDim)
	}
}

// maxDetailedFights is the most engagements the combat preview gives with
// their strengths part by part.
const maxDetailedFights = 2

// engagements counts the engagements among evs.
func engagements(evs []engine.Event) int {
	n := 0
	for _, e := range evs {
		if e.Type == engine.EvEngaged {
			n++
		}
	}
	return n
}

// capturedAfter reports whether the engagement whose events follow in
// rest ends with the defender on cell captured (it lost with no way out),
// so that the preview's headline agrees with the line that says so.
func capturedAfter(rest []engine.Event, cell engine.Cell) bool {
	for _, e := range rest {
		switch e.Type {
		case engine.EvEngaged:
			return false
		case engine.EvCaptured:
			if e.From == cell {
				return true
			}
		}
	}
	return false
}

// strengthWords says what a side's strength in an engagement is made of
// in l's language (the glossary's formation, base, elevation, ground,
// supply), leaving out the parts that add nothing: a sum, "formation 1 +
// base 2".
func strengthWords(l *lang.Printer, s engine.Strength) string {
	parts := [5]struct {
		id string
		n  int8
	}{{"play.part.formation", s.Formation}, {"play.part.base", s.Base}, {"play.part.elevation", s.Elevation}, {"play.part.ground", s.Ground}, {"play.part.supply", s.Supply}}
	out := ""
	for _, p := range parts {
		if p.n == 0 {
			continue
		}
		if out != "" {
			out += " + "
		}
		out += l.F(p.id, "N", p.n)
	}
	if out == "" {
		return l.T("play.part.nothing")
	}
	return out
}

// draw paints the HUD (top bar, info panel), the log and the panels over
// the board.
func (p *playRoom) draw(dst *ebiten.Image) {
	p.refreshHUD()
	a := p.a
	a.board.SetLang(a.lang) // the flat map's level names
	pt := a.pt
	s := float32(pt.Scale)
	L := p.rects()
	m := p.m
	g := m.Game.Position()
	h := &p.hud

	// top bar
	pt.Rect(L.top, ui.ColPanel, 0, 0)
	sc := badgeColour(a.pal, g)
	badge := ui.Rect{X: 12 * s, Y: 12 * s, W: 210 * s, H: 38 * s}
	pt.Rect(badge, sc.Scale(0.45).Alpha(0.95), 8*s, 1.5*s)
	name := p.turnBadge(g)
	if g.Over() {
		name = a.tr("play.game_over")
	}
	name = ui.ElideEnd(pt, name, pt.Bold, badge.W-12*s-56*s) // the pips take the right
	pt.Text(dst, name, pt.Bold, badge.X+12*s, badge.Y+10*s, ui.ColText)
	// action pips
	for i := 0; i < 2; i++ {
		c := colour.Color{R: 0.2, G: 0.24, B: 0.3, A: 1}
		if i < g.ActionsLeft() {
			c = sc
		}
		pt.Rect(ui.Rect{X: badge.X + badge.W - 50*s + float32(i)*20*s, Y: badge.Y + 12*s, W: 14 * s, H: 14 * s}, c, 7*s, 0)
	}
	// the turn line in a slot of its own between the badge and the
	// territory bar: one line, its least important parts left out where it
	// is long, so the bar never moves as the turns go by
	slot, bar := topBarSlots(L, s)
	onlineTop := p.onlineInTopBar(L)
	switch {
	case onlineTop: // the online panel's second row says the turn (drawOnlineTop)
	case slot.W < minTurnSlot*s: // no room beside the badge (a phone): under the view buttons
		p.drawTurnUnder(dst, L)
	default:
		p.drawTurnLine(dst, slot.X, slot.W)
	}
	if bar.W > 120*s { // territory bar with the 180 marks
		pt.Rect(bar, a.pal.Neutral.Alpha(1), 4*s, 0)
		tc, ta := float32(m.Shown.Territory(engine.Cerulean)), float32(m.Shown.Territory(engine.Amber))
		pt.Rect(ui.Rect{X: bar.X, Y: bar.Y, W: bar.W * tc / 256, H: bar.H}, a.pal.Tile[0].Alpha(1), 4*s, 0)
		pt.Rect(ui.Rect{X: bar.X + bar.W*(1-ta/256), Y: bar.Y, W: bar.W * ta / 256, H: bar.H}, a.pal.Tile[1].Alpha(1), 4*s, 0)
		for _, x := range [2]float32{bar.X + bar.W*engine.SystemicCells/engine.Cells, bar.X + bar.W*(1-float32(engine.SystemicCells)/engine.Cells)} {
			pt.Rect(ui.Rect{X: x - 1*s, Y: bar.Y - 5*s, W: 2 * s, H: bar.H + 10*s}, ui.ColText, 0, 0)
		}
		pt.Text(dst, h.terrC, pt.Bold, bar.X, bar.Y+bar.H+4*s, a.pal.Unit[0])
		wa := pt.Width(h.terrA, pt.Bold)
		pt.Text(dst, h.terrA, pt.Bold, bar.X+bar.W-wa, bar.Y+bar.H+4*s, a.pal.Unit[1])
		lbl := systemicLabel
		pt.Text(dst, lbl, pt.Small, bar.X+bar.W*engine.SystemicCells/engine.Cells-pt.Width(lbl, pt.Small)/2, bar.Y+bar.H+6*s, ui.ColDim)
		pt.Text(dst, lbl, pt.Small, bar.X+bar.W*(1-float32(engine.SystemicCells)/engine.Cells)-pt.Width(lbl, pt.Small)/2, bar.Y+bar.H+6*s, ui.ColDim)
	}
	// the isolation warnings between the bar and the menu, a line a side
	wy := 22 * s
	if len(h.warn) > 1 {
		wy = 31*s - pt.LineH(pt.Small)
	}
	for _, w := range h.warn {
		if onlineTop {
			break // in the online panel's second row
		}
		pt.Text(dst, ui.ElideEnd(pt, w, pt.Small, 206*s), pt.Small, L.top.W-130*s-210*s, wy, ui.ColWarn)
		wy += pt.LineH(pt.Small)
	}
	p.drawExhibition(dst, L.bar)
	if !p.thinkingShown() && h.status != "" && !p.over.visible(m) {
		w := pt.Width(h.status, pt.Bold) + 28*s
		r := ui.Rect{X: a.view.X0 + (a.view.W-w)/2, Y: L.top.H + 50*s, W: w, H: 36 * s}
		pt.Rect(r, ui.ColPanelHi.Alpha(0.92), 8*s, 1.2*s)
		pt.TextCentered(dst, h.status, pt.Bold, r, ui.ColText)
	}

	L.think = p.clearOfViewButtons(L.think, L) // on a phone the view buttons take two rows
	if g := p.shownOnline(); g != nil && !L.tall && !L.short {
		// under the online panel, which takes the top left
		v := g.c.View()
		o := g.panel(L, &v).r
		L.think.Y = max(L.think.Y, o.Y+o.H+8*s)
	}
	thinking := p.drawThinking(dst, L.think)
	var legend ui.Rect
	if p.legend {
		legend = p.drawLegend(dst, L, thinking)
	}
	if L.log.W > 0 {
		p.drawLog(dst, L.log)
	} else if !p.over.visible(m) { // the result panel covers the ticker's lines on a phone
		p.drawTicker(dst, L, legend)
	}
	p.drawTip(dst, L)
	p.drawOnline(dst, L)
	p.over.draw(p, dst)
	if a.set.ShowFPS {
		p.fpsText = fpsString(a, p.fpsText, ebiten.ActualFPS())
		pt.Text(dst, p.fpsText, pt.Small, 10*s, L.top.H+8*s, ui.ColDim)
	}
}

// tickerLines is how many of the log's last lines show while it is closed.
const tickerLines = 3

// drawTicker writes the Tactical Log's last lines at the foot of the
// stage while the log's panel is closed, so what just happened stays in
// view.
// Lines that would fall on keepOut (the open Legend on a short screen)
// are left out.
func (p *playRoom) drawTicker(dst *ebiten.Image, L playLayout, keepOut ui.Rect) {
	a := p.a
	pt := a.pt
	s := float32(pt.Scale)
	p.wrapLog(400*s - 28*s) // the panel's rows, ready for when it opens
	log := p.m.Log
	n := min(len(log), tickerLines)
	if n == 0 {
		return
	}
	lh := pt.LineH(pt.Small)
	y := L.stage.Y + L.stage.H - float32(n)*lh - 6*s
	// at most the stage's width; on a tall stage (a phone) the right part
	// of the foot, beside the staircase's lowest level. A longer line ends
	// in an ellipsis: the open log has it whole.
	maxW := L.stage.W - 24*s
	if L.tall {
		maxW = L.stage.W * 0.55
	}
	for i, l := range log[len(log)-n:] {
		c := ui.ColText
		switch {
		case l.Note:
			c = colNote
		case l.Type == engine.EvEngaged:
			c = ui.ColWarn
		case l.Type == engine.EvCaptured || l.Type == engine.EvEncircled || l.Type == engine.EvNeutralized:
			c = ui.ColBad
		case l.Type == engine.EvHandOver:
			c = a.pal.Unit[l.Side]
		}
		al := 0.55 + 0.45*float32(i+1)/float32(n) // older lines fainter
		// at the stage's foot on the right, where the staircase leaves room
		// beside the board where it reaches the foot (a phone turned):
		// cut to the room right of the cells on the line's band
		room := maxW
		if edge, ok := p.cellsRightEdge(y, y+lh); ok {
			room = min(room, L.stage.X+L.stage.W-12*s-edge-16*s)
		}
		if room < 60*s {
			y += lh
			continue
		}
		text := ui.ElideEnd(pt, l.Text, pt.Small, room)
		w := pt.Width(text, pt.Small)
		x := L.stage.X + L.stage.W - 12*s - w
		if !rectsOverlap(ui.Rect{X: x, Y: y, W: w, H: lh}, keepOut) {
			pt.Text(dst, text, pt.Small, x, y, c.Alpha(al))
		}
		y += lh
	}
}

// cellsRightEdge is the right-most x of the centres of the board's
// drawn cells between the heights y0 and y1; ok is false when none is. A
// ticker line cut to end left of it covers no cell (on a phone turned,
// the stage has no free foot, and a long line ran over L1 and L2).
func (p *playRoom) cellsRightEdge(y0, y1 float32) (x float32, ok bool) {
	v := p.a.view
	for c := engine.Cell(0); c < engine.Cells; c++ {
		if !v.LevelVisible(c.Level()) {
			continue
		}
		if cx, cy, _, vis := v.Project(v.CellPos(c)); vis && cy >= y0 && cy <= y1 && (!ok || cx > x) {
			x, ok = cx, true
		}
	}
	return x, ok
}

// tipAnchor is where the info tip points: the pointer, or the keyboard
// cursor's cell on the screen.
func (p *playRoom) tipAnchor() (x, y float32) {
	a := p.a
	if p.kbMode && p.cursor.Valid() {
		if x, y, _, ok := a.view.Project(a.view.CellPos(p.cursor)); ok {
			return x, y
		}
	}
	return a.fr.MX, a.fr.MY
}

// drawTip paints the info tip beside the pointer: the cell under it, its
// unit, and the engine's prediction of a move there in words.
func (p *playRoom) drawTip(dst *ebiten.Image, L playLayout) {
	a := p.a
	h := &p.hud
	if len(h.info) == 0 || p.over.visible(p.m) || a.dialog != nil {
		return
	}
	pt := a.pt
	s := float32(pt.Scale)
	w := float32(0)
	for i, l := range h.info {
		f := pt.Small
		if i == 0 {
			f = pt.Bold
		}
		w = max(w, pt.Width(l, f))
	}
	// compact: at most a third of the stage's width (wrapped lines are
	// cheaper than the cells a wide box hides)
	w = min(w+32*s, max(300*s, L.stage.W/3), L.stage.W-16*s)
	body := w - 24*s
	n := 0
	for i, l := range h.info {
		f := pt.Small
		if i == 0 {
			f = pt.Bold
		}
		n += len(pt.Wrap(nil, l, f, body-4*s))
	}
	ht := float32(n)*pt.LineH(pt.Small) + 28*s
	r := p.placeTip(L, w, ht)
	h.tipRect = r
	pt.Rect(r, ui.ColPanel.Alpha(0.94), 10*s, 1.2*s)
	in := r.Inset(12 * s)
	if img, stale := h.layer.Prepare(in, ui.LayerKey{h.infoGen, a.pal.Key()}); stale {
		pt.Flush(dst)
		ly := float32(0)
		for i, l := range h.info {
			f := pt.Small
			if i == 0 {
				f = pt.Bold
			}
			for j, part := range pt.Wrap(nil, l, f, body-4*s) {
				lx := 2 * s
				if j > 0 {
					lx += 14 * s
				}
				pt.Text(img, part, f, lx, ly, h.infoCols[i])
				ly += pt.LineH(f)
			}
		}
	}
	pt.Flush(dst)
	h.layer.Draw(dst, in)
}

// compactTip reports whether the window is too small (under 1200×720
// pixels) for the combat preview's breakdowns and the pointed cell's
// influence beside it: the tip would hide the cells the move is about.
func (p *playRoom) compactTip() bool {
	return p.a.w < 1200 || p.a.h < 720
}

// placeTip is where the info tip of size w×ht goes: inside the stage,
// below the view controls, at whichever place beside the pointer (or the
// keyboard cursor) or in a corner of the stage hides the fewest cells
// that matter: the pointed cell, the selected unit and its destinations
// above all, then the cells of the pointed level, then any cell. Among
// equals the nearest to the pointer wins.
func (p *playRoom) placeTip(L playLayout, w, ht float32) ui.Rect {
	a := p.a
	s := float32(a.pt.ScaleOr1())
	x, y := p.tipAnchor()
	x0, x1 := L.stage.X+8*s, L.stage.X+L.stage.W-w-8*s
	y0, y1 := L.stage.Y+a.view.Inset+4*s, L.stage.Y+L.stage.H-ht-4*s
	cands := make([][2]float32, 0, 20)
	cands = append(cands, [2]float32{x + 28*s, y + 20*s}, [2]float32{x - 28*s - w, y + 20*s},
		[2]float32{x + 28*s, y - 20*s - ht}, [2]float32{x - 28*s - w, y - 20*s - ht})
	for k := 0; k <= 6; k++ { // along the stage's top and bottom edges
		cx := x0 + (x1-x0)*float32(k)/6
		cands = append(cands, [2]float32{cx, y0}, [2]float32{cx, y1})
	}
	v := a.view
	pointed := p.hover
	if !pointed.Valid() && p.kbMode {
		pointed = p.cursor
	}
	sel, dests := engine.NoCell, engine.Bitboard{}
	if p.m != nil {
		sel, dests = p.m.Sel, p.m.Dests
	}
	// each visible cell's middle on the screen, and its weight
	type spot struct {
		x, y float32
		w    int
	}
	spots := make([]spot, 0, engine.Cells)
	for cell := engine.Cell(0); cell < engine.Cells; cell++ {
		if !v.LevelVisible(cell.Level()) {
			continue
		}
		cx, cy, _, ok := v.Project(v.CellPos(cell))
		if !ok {
			continue
		}
		wt := 1
		switch {
		case cell == pointed || cell == sel:
			wt = 1000
		case dests.Has(cell):
			wt = 50
		case pointed.Valid() && cell.Level() == pointed.Level():
			wt = 4
		}
		spots = append(spots, spot{cx, cy, wt})
	}
	best, bestScore, bestDist := ui.Rect{}, -1, float32(0)
	for _, c := range cands {
		r := ui.Rect{X: clampf(c[0], x0, x1), Y: clampf(c[1], y0, y1), W: w, H: ht}
		score := 0
		for _, sp := range spots {
			if r.Contains(sp.x, sp.y) {
				score += sp.w
			}
		}
		dx, dy := r.X+r.W/2-x, r.Y+r.H/2-y
		if d := dx*dx + dy*dy; bestScore < 0 || score < bestScore || score == bestScore && d < bestDist {
			best, bestScore, bestDist = r, score, d
		}
	}
	return best
}

// clampf keeps v within lo–hi (lo wins when they cross).
func clampf(v, lo, hi float32) float32 { return max(lo, min(v, hi)) }

// fpsString formats the frame rate only when it changes by a whole frame.
func fpsString(a *App, old string, fps float64) string {
	s := a.trf("play.fps", "FPS", strconv.Itoa(int(fps+0.5)))
	if s == old {
		return old
	}
	return s
}

// badgeColour is the colour of the top bar's badge: the side to move's
// while the game goes on; once it is over, the winner's (a resignation on
// Amber's turn left the badge Amber's, and "Game over" in Amber read as
// Amber's win), a grey for a draw.
func badgeColour(pal ui.Palette, g *engine.Position) colour.Color {
	switch g.Result() {
	case engine.CeruleanWins:
		return pal.Unit[engine.Cerulean]
	case engine.AmberWins:
		return pal.Unit[engine.Amber]
	case engine.Draw:
		return colour.Color{R: 0.55, G: 0.58, B: 0.62, A: 1}
	}
	return pal.Unit[g.ToMove()]
}
