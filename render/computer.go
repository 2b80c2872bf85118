package render

// computer.go: computer commanders on the window: the thinking indicator
// with the search's progress, the trail of the computer's last turn, the
// suggestion key (G or ?), draw offers explained in the log, and the
// exhibition (two computers, with pace, pause and step).

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/go-gl/mathgl/mgl32"
	"github.com/hajimehoshi/ebiten/v2"

	"strategema/engine"
	"strategema/render/player"
	"strategema/render/scene"
	"strategema/render/store"
)

// colNote is the colour of the window's own lines in the Tactical Log.
var colNote = scene.Color{R: 0.55, G: 0.85, B: 1, A: 1}

// colHint is the colour of a suggested turn on the board.
var colHint = scene.Color{R: 0.45, G: 1, B: 0.9, A: 1}

// Exhibition paces: how long each commander thinks about a turn. The
// first is the default; T cycles through them.
var (
	paceNames  = [...]string{"normal", "slow", "fast"}
	paceBudget = [...]time.Duration{1500 * time.Millisecond, 5 * time.Second, 250 * time.Millisecond}
)

// paceFast is the index of the fast pace.
const paceFast = 2

// aiMatch is the state of computer play in one match.
type aiMatch struct {
	budget time.Duration // the think time of the next request

	notes []note // the window's lines in the log, by event position

	exhibition bool // both sides are computers: pace, pause and step
	paused     bool
	steps      int     // actions to play while paused (the N key)
	pace       int     // index into paceNames
	beat       float32 // seconds to wait after a computer's action, so the eye can follow

	trail     []engine.Action // the computer's actions of its latest turn
	trailSide engine.Side
	trailAt   int // the game's action count after the latest of them

	offerWhy  string // why a computer offered the pending draw
	offerTurn int    // the turn of the computer's latest draw offer (one try a turn)
}

// note is a window line of the log placed after the first at events.
type note struct {
	at   int
	line logLine
}

// trimNotes drops the notes past the game's n events (after an undo).
func (x *aiMatch) trimNotes(n int) {
	k := 0
	for _, nt := range x.notes {
		if nt.at <= n {
			x.notes[k] = nt
			k++
		}
	}
	x.notes = x.notes[:k]
}

// appendNotes appends to log the notes from index k placed at or before
// event i, and returns the index of the first note not appended.
func (x *aiMatch) appendNotes(log *[]logLine, k, i int) int {
	for k < len(x.notes) && x.notes[k].at <= i {
		*log = append(*log, x.notes[k].line)
		k++
	}
	return k
}

// mayAct reports whether a computer may think or play now (an exhibition
// may be paused).
func (x *aiMatch) mayAct() bool {
	return x.beat <= 0 && (!x.exhibition || !x.paused || x.steps > 0)
}

// willPlay notes a computer's action about to be played in p.
func (x *aiMatch) willPlay(act engine.Action, p *engine.Position) {
	if p.ActionsLeft() == 2 || p.ToMove() != x.trailSide {
		x.trail = x.trail[:0]
	}
	x.trailSide = p.ToMove()
	if act.Type == engine.ActMove || act.Type == engine.ActSurge {
		x.trail = append(x.trail, act)
	}
}

// played notes that the computer's action was played; the game now has
// n actions.
func (x *aiMatch) played(n int) {
	x.trailAt = n
	x.beat = 0.3
	if x.paused && x.steps > 0 {
		x.steps--
	}
}

// note adds a window line to the log.
func (m *match) note(text string, side engine.Side) {
	l := logLine{text: text, turn: m.g.Position().Turn(), side: side, note: true}
	m.ai.notes = append(m.ai.notes, note{at: len(m.g.Events()), line: l})
	m.log = append(m.log, l)
}

// progressBox carries a computer's progress from its goroutine to the
// window.
type progressBox struct {
	mu sync.Mutex
	p  player.Progress
	n  int // reports so far
}

func (b *progressBox) set(p player.Progress) {
	b.mu.Lock()
	b.p = p
	b.p.Line = append(b.p.Line[:0:0], p.Line...)
	b.n++
	b.mu.Unlock()
}

func (b *progressBox) get() (player.Progress, int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.p, b.n
}

// request asks computer c what the thinking t is for, on t's goroutine,
// with a private position p: a draw answer (with its reason when c
// explains itself), a draw offer of its own, or its turn (within t's
// budget, reporting progress when c can).
func request(ctx context.Context, c player.Computer, p *engine.Position, t *thinking) thinkResult {
	var r thinkResult
	d, diplomat := c.(player.Diplomat)
	if t.draw {
		if diplomat {
			r.accept, r.why = d.ExplainDraw(ctx, p)
		} else {
			r.accept = c.AnswerDraw(ctx, p)
		}
		return r
	}
	if diplomat && t.mayOffer {
		if offer, why := d.WantsDraw(ctx, p); offer {
			r.offer, r.why = true, why
			return r
		}
	}
	if th, ok := c.(player.Thinker); ok && t.budget > 0 {
		r.acts, r.err = th.Think(ctx, p, t.budget, t.prog.set)
		return r
	}
	r.acts, r.err = c.Turn(ctx, p)
	return r
}

// aiApp is the window's state for computer play: the suggestion asked for
// and the thinking panel's strings.
type aiApp struct {
	sug    *suggestion     // in flight, or nil
	hint   []engine.Action // the latest suggestion
	hintM  *match
	hintAt int  // the game's action count it was made for
	asked  bool // Options.Suggest has been served

	panelKey   [4]int
	panelLines [4]string
}

// suggestion is a request to the Advisor in flight.
type suggestion struct {
	cancel context.CancelFunc
	done   chan sugResult
	start  time.Time
	budget time.Duration
	m      *match
	at     int
	side   engine.Side
}

type sugResult struct {
	acts []engine.Action
	err  error
}

// thinkBudget is the time a computer is given for its next turn.
func (a *App) thinkBudget() time.Duration {
	if a.m != nil && a.m.ai.exhibition {
		return paceBudget[a.m.ai.pace]
	}
	return time.Duration(a.set.ThinkTime * float64(time.Second))
}

// aiUpdate runs each tick on the board before the players are driven:
// the exhibition flag, the think time and the suggestion's answer.
func (a *App) aiUpdate() {
	m := a.m
	m.ai.exhibition = m.computer(engine.Cerulean) != nil && m.computer(engine.Amber) != nil
	m.ai.budget = a.thinkBudget()
	if !m.busy() && m.ai.beat > 0 {
		m.ai.beat -= dt * float32(a.set.AnimSpeed)
	}
	if a.opts.Suggest && !a.ai.asked {
		a.ai.asked = true
		a.startSuggest()
	}
	s := a.ai.sug
	if s == nil {
		return
	}
	if s.m != m || len(m.g.Actions()) != s.at {
		s.cancel() // the position changed: the answer is no longer wanted
		a.ai.sug = nil
		return
	}
	select {
	case r := <-s.done:
		a.ai.sug = nil
		if r.err != nil {
			a.say(r.err.Error())
			return
		}
		a.ai.hint, a.ai.hintM, a.ai.hintAt = append(a.ai.hint[:0], r.acts...), m, s.at
		words := make([]string, 0, len(r.acts))
		for _, act := range r.acts {
			words = append(words, act.String())
		}
		m.note("Suggestion for "+s.side.Title()+": "+strings.Join(words, ", "), s.side)
		if len(r.acts) > 0 && r.acts[0].Type == engine.ActMove {
			a.hover, a.cursor = r.acts[0].From, r.acts[0].From
		}
	default:
	}
}

// canSuggest reports whether a suggestion may be asked for now.
func (a *App) canSuggest() bool {
	m := a.m
	if a.opts.Advisor == nil || m == nil || m.ai.exhibition || a.ai.sug != nil || !a.humanToMove() {
		return false
	}
	p := m.g.Position()
	return !p.Over() && !p.DrawPending() && p.ActionsLeft() > 0
}

// startSuggest asks the Advisor for the human's turn on a goroutine; the
// window keeps drawing and shows the search's time.
func (a *App) startSuggest() {
	if !a.canSuggest() {
		return
	}
	m := a.m
	ctx, cancel := context.WithCancel(context.Background())
	s := &suggestion{cancel: cancel, done: make(chan sugResult, 1), start: time.Now(),
		budget: a.thinkBudget(), m: m, at: len(m.g.Actions()), side: m.g.Position().ToMove()}
	p := m.g.Position().Clone()
	adv := a.opts.Advisor
	go func() {
		var r sugResult
		defer func() {
			if v := recover(); v != nil {
				r = sugResult{err: fmt.Errorf("suggestion failed: %v", v)}
			}
			s.done <- r
		}()
		r.acts, r.err = adv(ctx, &p, s.budget)
	}()
	a.ai.sug = s
}

// hintShown is what is left of the suggestion for the position on
// screen: all of it, or the rest once the person has played its first
// actions; nothing once they played something else.
func (a *App) hintShown() []engine.Action {
	m := a.m
	if a.ai.hintM != m || m == nil || m.busy() {
		return nil
	}
	acts := m.g.Actions()
	k := len(acts) - a.ai.hintAt
	if k < 0 || k >= len(a.ai.hint) {
		return nil
	}
	for i := 0; i < k; i++ {
		if acts[a.ai.hintAt+i] != a.ai.hint[i] {
			return nil
		}
	}
	return a.ai.hint[k:]
}

// aiKeys handles the keys of computer play and removes them from the
// frame so the board's keys do not see them: G or ? suggests a turn; in
// an exhibition Space or P pauses, N steps one action, T changes the
// pace, and undo is off.
func (a *App) aiKeys() {
	f := &a.fr
	m := a.m
	k := 0
	for _, key := range f.Keys {
		used := true
		switch {
		case key == ebiten.KeyG || key == ebiten.KeySlash:
			if m.ai.exhibition {
				used = false
			} else {
				a.startSuggest()
			}
		case !m.ai.exhibition:
			used = false
		case key == ebiten.KeySpace || key == ebiten.KeyP:
			a.onAIButton(btExhPause)
		case key == ebiten.KeyN:
			a.onAIButton(btExhStep)
		case key == ebiten.KeyT:
			a.onAIButton(btExhPace)
		case key == ebiten.KeyU || key == ebiten.KeyBackspace || key == ebiten.KeyZ || key == ebiten.KeyEnter:
			// nothing to undo or select in an exhibition
		default:
			used = false
		}
		if !used {
			f.Keys[k] = key
			k++
		}
	}
	f.Keys = f.Keys[:k]
}

// onAIButton handles the buttons of computer play; it reports whether id
// was one of them.
func (a *App) onAIButton(id int) bool {
	switch id {
	case btSuggest:
		if a.m != nil {
			a.startSuggest()
		}
	case btExhibition:
		a.startExhibition()
	case btExhPause:
		if m := a.m; m != nil && m.ai.exhibition {
			m.ai.paused = !m.ai.paused
			m.ai.steps = 0
		}
	case btExhStep:
		if m := a.m; m != nil && m.ai.exhibition {
			m.ai.paused = true
			m.ai.steps = min(m.ai.steps+1, 2)
		}
	case btExhPace:
		if m := a.m; m != nil && m.ai.exhibition {
			m.ai.pace = (m.ai.pace + 1) % len(paceNames)
		}
	case btSetThinkDown:
		a.set.ThinkTime = max(store.MinThinkTime, a.set.ThinkTime/2)
		a.saveSettings()
	case btSetThinkUp:
		a.set.ThinkTime = min(store.MaxThinkTime, a.set.ThinkTime*2)
		a.saveSettings()
	default:
		return false
	}
	return true
}

// exhibitionSides are the menu's entries for the exhibition: Kolrami
// (the second entry) opens as Cerulean against Data (the first), as in
// the manual's match.
func (a *App) exhibitionSides() (cer, amb int, ok bool) {
	if len(a.opts.Computers) < 2 {
		return 0, 0, false
	}
	return 1, 0, true
}

// exhibitionLabel is the menu's label for the exhibition.
func (a *App) exhibitionLabel() string {
	c, am, ok := a.exhibitionSides()
	if !ok {
		return "Exhibition"
	}
	short := func(t string) string {
		if f := strings.Fields(t); len(f) > 0 {
			return f[len(f)-1]
		}
		return t
	}
	return "Exhibition: " + short(a.opts.Computers[am].Title) + " vs " + short(a.opts.Computers[c].Title)
}

// startExhibition starts a game between the first two computer
// commanders at the normal pace. It is not autosaved, so a person's
// saved game stays.
func (a *App) startExhibition() {
	c, am, ok := a.exhibitionSides()
	if !ok {
		return
	}
	var ps [2]player.Player
	for s, i := range [2]int{c, am} {
		p, err := a.opts.Computers[i].New()
		if err != nil {
			a.showMessage("Computer commander", err.Error())
			return
		}
		ps[s] = p
	}
	if a.m != nil {
		a.m.cancelThink()
	}
	a.m = newMatch(engine.NewGame(), ps)
	a.m.ai.exhibition = true
	a.setMatchCommon()
	a.screen = scrPlay
}

// layoutExhibition lays out the exhibition's bar: pause, step and pace.
func (a *App) layoutExhibition(bar Rect) {
	s := float32(a.pt.scale)
	m := a.m
	gap := 8 * s
	bw := min((bar.W-gap*3)/4, 170*s)
	pause := "Pause"
	if m.ai.paused {
		pause = "Resume"
	}
	over := m.g.Position().Over()
	b := a.addButton(Rect{bar.X, bar.Y, bw, bar.H}, pause, "P", btExhPause, 0, !over)
	b.accent = true
	a.addButton(Rect{bar.X + bw + gap, bar.Y, bw, bar.H}, "Step", "N", btExhStep, 0, !over)
	a.addButton(Rect{bar.X + 2*(bw+gap), bar.Y, bw, bar.H}, "Pace: "+paceNames[m.ai.pace], "T", btExhPace, 0, true)
}

// drawExhibition writes who plays whom beside the exhibition's bar.
func (a *App) drawExhibition(dst *ebiten.Image, bar Rect) {
	m := a.m
	if !m.ai.exhibition {
		return
	}
	pt := a.pt
	s := float32(pt.scale)
	bw := min((bar.W-8*s*3)/4, 170*s)
	x := bar.X + 3*(bw+8*s) + 6*s
	state := "EXHIBITION"
	if m.ai.paused {
		state = "EXHIBITION · PAUSED"
	}
	pt.Text(dst, state, pt.Bold, x, bar.Y+2*s, colWarn)
	pt.Text(dst, m.players[0].Name(), pt.Small, x, bar.Y+22*s, a.pal.Unit[0])
	w := pt.Width(m.players[0].Name()+"  ", pt.Small)
	pt.Text(dst, "vs  "+m.players[1].Name(), pt.Small, x+w, bar.Y+22*s, a.pal.Unit[1])
}

// drawOfferText is the question put to a person when a draw is offered.
func (a *App) drawOfferText(off, ans engine.Side) string {
	m := a.m
	if m.computer(off) != nil {
		why := m.ai.offerWhy
		if why == "" {
			why = m.players[off].Name() + " offers a draw."
		} else if !strings.HasSuffix(why, ".") {
			why += "."
		}
		return why + " " + ans.Title() + ", do you accept?"
	}
	return off.Title() + " offers a draw. " + ans.Title() + ", do you accept?"
}

// computerOffers plays the computer's draw offer and notes why.
func (a *App) computerOffers(why string) {
	m := a.m
	pos := m.g.Position()
	m.ai.offerTurn = pos.Turn()
	m.ai.offerWhy = why
	side := pos.ToMove()
	if _, err := m.apply(engine.Simple(engine.ActOfferDraw)); err != nil {
		a.say(err.Error())
		return
	}
	if why != "" {
		m.note(why, side)
	}
	a.autosave()
}

// noteDrawAnswer puts a computer's reason for its draw answer in the log.
func (a *App) noteDrawAnswer(why string) {
	m := a.m
	if why != "" {
		m.note(why, m.g.Position().ToMove().Opponent())
	}
}

// thinkingShown reports whether the thinking panel is up.
func (a *App) thinkingShown() bool {
	m := a.m
	return m != nil && (m.think != nil && !m.think.draw || a.ai.sug != nil && a.ai.sug.m == m)
}

// drawThinking paints the thinking panel (a computer's search, or the
// suggestion being looked for) at the foot of the info panel, which shows
// only a few lines while nobody selects a unit; it reports whether it
// painted one.
func (a *App) drawThinking(dst *ebiten.Image, info Rect) bool {
	m := a.m
	var who string
	var start time.Time
	var budget time.Duration
	var prog player.Progress
	n := 0
	side := engine.Cerulean
	switch {
	case m.think != nil && !m.think.draw:
		t := m.think
		who, start, budget, side = m.players[t.side].Name()+" is thinking…", t.start, t.budget, t.side
		prog, n = t.prog.get()
	case a.ai.sug != nil && a.ai.sug.m == m:
		sg := a.ai.sug
		who, start, budget, side = "Looking for a turn for "+sg.side.Title()+"…", sg.start, sg.budget, sg.side
	default:
		return false
	}
	pt := a.pt
	s := float32(pt.scale)
	el := time.Since(start)
	tenths := int(el / (100 * time.Millisecond))
	key := [4]int{n, tenths, int(budget / time.Millisecond), int(side)}
	if key != a.ai.panelKey || a.ai.panelLines[0] != who {
		a.ai.panelKey = key
		a.ai.panelLines[0] = who
		a.ai.panelLines[1] = fmt.Sprintf("%.1f / %.1f s", el.Seconds(), budget.Seconds())
		switch {
		case n == 0 && m.think != nil:
			a.ai.panelLines[2] = "searching…"
			a.ai.panelLines[3] = ""
		case n == 0:
			a.ai.panelLines[2] = "searching with Data's judgement"
			a.ai.panelLines[3] = ""
		default:
			a.ai.panelLines[2] = fmt.Sprintf("depth %d · %s actions searched · score %+d", prog.Depth, count(prog.Nodes), prog.Score)
			words := make([]string, 0, 8)
			for _, act := range prog.Line {
				words = append(words, act.String())
			}
			line := "best line: " + strings.Join(words, " · ")
			for len(words) > 1 && pt.Width(line, pt.Small) > info.W-40*s {
				words = words[:len(words)-1]
				line = "best line: " + strings.Join(words, " · ") + " …"
			}
			a.ai.panelLines[3] = line
		}
	}
	r := Rect{info.X + 8*s, info.Y + info.H - 112*s, info.W - 16*s, 104 * s}
	pt.Rect(r, colPanelHi.Alpha(0.97), 8*s, 1.2*s)
	in := r.Inset(12 * s)
	pt.Text(dst, a.ai.panelLines[0], pt.Bold, in.X, in.Y, a.pal.Unit[side].Lerp(colText, 0.4))
	tw := pt.Width(a.ai.panelLines[1], pt.Small)
	pt.Text(dst, a.ai.panelLines[1], pt.Small, in.X+in.W-tw, in.Y+2*s, colDim)
	bar := Rect{in.X, in.Y + 26*s, in.W, 8 * s}
	pt.Rect(bar, colDisabled.Alpha(1), 4*s, 0)
	frac := float32(1)
	if budget > 0 {
		frac = min(float32(el.Seconds()/budget.Seconds()), 1)
	}
	pt.Rect(Rect{bar.X, bar.Y, bar.W * frac, bar.H}, a.pal.Unit[side], 4*s, 0)
	pt.Text(dst, a.ai.panelLines[2], pt.Small, in.X, in.Y+42*s, colText)
	if l := a.ai.panelLines[3]; l != "" {
		pt.Text(dst, l, pt.Small, in.X, in.Y+62*s, colDim)
	}
	return true
}

// count writes n briefly: 950, 12.4k, 3.1M.
func count(n uint64) string {
	switch {
	case n >= 1_000_000:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 10_000:
		return fmt.Sprintf("%.0fk", float64(n)/1e3)
	case n >= 1_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return fmt.Sprintf("%d", n)
}

// boardHints draws the suggested turn (rings on the source and
// destination, a dotted path, a ring for a surge) and the computer's last
// turn (fainter, in its colour) until the next action.
func (a *App) boardHints(bs *boardState) {
	m := bs.m
	if m == nil || a.screen != scrPlay {
		return
	}
	pulse := 0.5 + 0.5*float32(math.Sin(float64(a.time)*4))
	if m.ai.trailAt == len(m.g.Actions()) && !m.busy() {
		col := a.pal.Unit[m.ai.trailSide]
		for _, act := range m.ai.trail {
			a.hintAction(act, col, 0.55, pulse)
		}
	}
	for _, act := range a.hintShown() {
		a.hintAction(act, colHint, 0.95, pulse)
	}
}

// hintAction draws one action's marks in colour col at strength al.
func (a *App) hintAction(act engine.Action, col scene.Color, al, pulse float32) {
	switch act.Type {
	case engine.ActMove:
		a.flash(act.From, col.Alpha(al*(0.6+0.3*pulse)), 0.5)
		a.flash(act.To, col.Alpha(al*(0.7+0.3*pulse)), 0.62+0.08*pulse)
		a.dots(act.From, act.To, col.Alpha(al))
	case engine.ActSurge:
		a.flash(act.From, col.Alpha(al*(0.5+0.5*pulse)), 0.75+0.25*pulse)
	}
}

// dots draws a marching dotted path from cell p to cell q.
func (a *App) dots(p, q engine.Cell, col scene.Color) {
	v := a.view
	if !v.LevelVisible(p.Level()) || !v.LevelVisible(q.Level()) {
		return
	}
	from, to := v.UnitPos(p), v.UnitPos(q)
	d := to.Sub(from)
	n := max(int(d.Len()*3), 2)
	phase := a.time * 1.5
	phase -= float32(int(phase))
	const r = 0.09
	for i := 0; i < n; i++ {
		t := (float32(i) + phase) / float32(n)
		c := from.Add(d.Mul(t))
		quad := [4]mgl32.Vec3{{c[0] - r, c[1], c[2] - r}, {c[0] + r, c[1], c[2] - r}, {c[0] + r, c[1], c[2] + r}, {c[0] - r, c[1], c[2] + r}}
		a.b.Quad(&quad, col, scene.MatGlow, 0, 0, 0, -1)
	}
}
