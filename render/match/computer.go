package match

// computer.go: computer commanders in a match: their requests on
// goroutines of their own, the plan of a turn played one action at a
// time, draw offers and answers with their reasons, the exhibition's pace,
// pause and step, and the suggestion a person asks the Advisor for.

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"strategema/engine"
	"strategema/lang"
	"strategema/render/player"
)

// Exhibition paces: how long each commander thinks about a turn. The
// first is the default; NextPace cycles through them.
var (
	PaceNames  = [...]string{"normal", "slow", "fast"}
	paceBudget = [...]time.Duration{1500 * time.Millisecond, 5 * time.Second, 250 * time.Millisecond}
)

// PaceFast is the index of the fast pace.
const PaceFast = 2

// computerPlay is the state of computer play in one match.
type computerPlay struct {
	thinkTime time.Duration // the person's setting, from Update

	notes []note // the window's lines in the log, by event position

	Exhibition bool // both sides are computers: pace, pause and step
	Paused     bool
	steps      int     // actions to play while paused
	Pace       int     // index into PaceNames
	beat       float32 // seconds to wait after a computer's action, so the eye can follow

	Trail     []engine.Action // the computer's actions of its latest turn
	TrailSide engine.Side
	TrailAt   int // the game's action count after the latest of them

	offerWhy  string // why a computer offered the pending draw
	offerTurn int    // the turn of the computer's latest draw offer

	sug    *Suggestion     // in flight, or nil
	hint   []engine.Action // the latest suggestion
	hintAt int             // the game's action count it was made for
	// given are the suggestions the person received, in order (the coach
	// says so when it marks a turn one of them played)
	given []Given
}

// note is a window line of the log placed after the first at events;
// text writes it in a language, so it is written again when the language
// changes.
type note struct {
	at   int
	line LogLine
	text func(*lang.Printer) string
}

// trimNotes drops the notes past the game's n events (after an undo).
func (x *computerPlay) trimNotes(n int) {
	k := 0
	for _, nt := range x.notes {
		if nt.at <= n {
			x.notes[k] = nt
			k++
		}
	}
	x.notes = x.notes[:k]
}

// appendNotes appends to the log the notes from index k placed at or
// before event i, and returns the index of the first note not appended.
func (m *Match) appendNotes(k, i int) int {
	for k < len(m.notes) && m.notes[k].at <= i {
		l := m.notes[k].line
		l.Text = m.notes[k].text(m.Lang())
		m.Log = append(m.Log, l)
		k++
	}
	return k
}

// Note adds a window line to the log, kept across rebuilds while its
// place in the game stays. The text is kept as it is in every language
// (a computer's words); NoteIn writes a line in the log's language.
func (m *Match) Note(text string, side engine.Side) {
	m.NoteIn(func(*lang.Printer) string { return text }, side)
}

// NoteIn adds a window line to the log, written by text in the log's
// language now and again whenever the language changes.
func (m *Match) NoteIn(text func(*lang.Printer) string, side engine.Side) {
	m.noteOf(text, side, engine.EvMoved)
}

// noteOf adds a note that says what the event of type typ by side, next
// in the log, would say (its line is then left out: logEvent).
func (m *Match) noteOf(text func(*lang.Printer) string, side engine.Side, typ engine.EventType) {
	l := LogLine{Text: text(m.Lang()), Turn: m.Game.Position().Turn(), Type: typ, Side: side, Note: true}
	m.notes = append(m.notes, note{at: len(m.Game.Events()), line: l, text: text})
	m.Log = append(m.Log, l)
}

// mayAct reports whether a computer may think or play now (an exhibition
// may be paused).
func (x *computerPlay) mayAct() bool {
	return x.beat <= 0 && (!x.Exhibition || !x.Paused || x.steps > 0)
}

// willPlay notes a computer's action about to be played in p.
func (x *computerPlay) willPlay(act engine.Action, p *engine.Position) {
	if p.ActionsLeft() == 2 || p.ToMove() != x.TrailSide {
		x.Trail = x.Trail[:0]
	}
	x.TrailSide = p.ToMove()
	if act.Type == engine.ActMove || act.Type == engine.ActSurge {
		x.Trail = append(x.Trail, act)
	}
}

// played notes that the computer's action was played; the game now has
// n actions.
func (x *computerPlay) played(n int) {
	x.TrailAt = n
	x.beat = 0.3
	if x.Paused && x.steps > 0 {
		x.steps--
	}
}

// TogglePause pauses or resumes an exhibition.
func (x *computerPlay) TogglePause() {
	if x.Exhibition {
		x.Paused = !x.Paused
		x.steps = 0
	}
}

// Step pauses an exhibition and lets it play one more action.
func (x *computerPlay) Step() {
	if x.Exhibition {
		x.Paused = true
		x.steps = min(x.steps+1, 2)
	}
}

// NextPace changes an exhibition's pace.
func (x *computerPlay) NextPace() {
	if x.Exhibition {
		x.Pace = (x.Pace + 1) % len(PaceNames)
	}
}

// Thinking is a computer's request in flight.
type Thinking struct {
	cancel context.CancelFunc
	done   chan thinkResult
	Side   engine.Side
	Draw   bool // answering a draw offer

	Budget   time.Duration // the time the computer was given
	Start    time.Time
	mayOffer bool // the computer may offer a draw before its turn
	prog     progressBox
}

// Progress is the computer's latest report and how many it has sent.
func (t *Thinking) Progress() (player.Progress, int) { return t.prog.get() }

type thinkResult struct {
	acts   []engine.Action
	accept bool
	offer  bool   // the computer offers a draw instead of playing
	why    string // the computer's reason for its draw answer or offer
	err    error
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
func request(ctx context.Context, c player.Computer, p *engine.Position, t *Thinking) thinkResult {
	var r thinkResult
	d, diplomat := c.(player.Diplomat)
	if t.Draw {
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
	if th, ok := c.(player.Thinker); ok && t.Budget > 0 {
		r.acts, r.err = th.Think(ctx, p, t.Budget, t.prog.set)
		return r
	}
	r.acts, r.err = c.Turn(ctx, p)
	return r
}

// startThink asks side s's computer for its turn (or for a draw answer)
// on its own goroutine, with a private copy of the position.
func (m *Match) startThink(s engine.Side, draw bool) {
	c := m.Computer(s)
	if c == nil || m.Think != nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	t := &Thinking{cancel: cancel, done: make(chan thinkResult, 1), Side: s, Draw: draw, Budget: m.budget(), Start: time.Now()}
	p := m.Game.Position().Clone()
	t.mayOffer = !draw && p.ActionsLeft() == 2 && !p.DrawOffered()
	go func() {
		var r thinkResult
		defer func() {
			if v := recover(); v != nil {
				r = thinkResult{err: fmt.Errorf("%s crashed: %v", c.Name(), v)}
			}
			t.done <- r
		}()
		r = request(ctx, c, &p, t)
	}()
	m.Think = t
}

// cancelThink abandons a computer's pending answer.
func (m *Match) cancelThink() {
	if m.Think != nil {
		m.Think.cancel()
		m.Think = nil
	}
}

// poll returns the computer's answer when it has arrived.
func (m *Match) poll() (thinkResult, bool) {
	if m.Think == nil {
		return thinkResult{}, false
	}
	select {
	case r := <-m.Think.done:
		m.Think = nil
		return r, true
	default:
		return thinkResult{}, false
	}
}

// Update runs each tick before Drive: it notes whether this is an
// exhibition, takes the person's think time, and lets the pause after a
// computer's action run out (dt is animation time).
func (m *Match) Update(dt float32, thinkTime time.Duration) {
	m.Exhibition = m.Computer(engine.Cerulean) != nil && m.Computer(engine.Amber) != nil
	m.thinkTime = thinkTime
	if !m.Busy() && m.beat > 0 {
		m.beat -= dt
	}
}

// Drive lets computer commanders play: one request at a time, on a
// goroutine, so the window keeps drawing. say receives messages for the
// person; Drive reports whether the game changed (to be autosaved).
func (m *Match) Drive(say func(string)) (changed bool) {
	if r, ok := m.poll(); ok {
		pos := m.Game.Position()
		switch {
		case r.err != nil:
			say(r.err.Error())
			m.plan = append(m.plan[:0], engine.Simple(engine.ActEnd))
		case r.offer && !pos.DrawPending() && !pos.Over():
			if err := m.offerDraw(r.why); err != nil {
				say(err.Error())
			} else {
				changed = true
			}
		case pos.DrawPending():
			answer, said := engine.ActDeclineDraw, engine.EvDrawDeclined
			if r.accept {
				answer, said = engine.ActAcceptDraw, engine.EvDrawAccepted
			}
			if why := r.why; why != "" {
				if !SaysTheAnswer(why) {
					said = engine.EvMoved // the reason alone: the answer's own line follows
				}
				m.noteOf(func(pr *lang.Printer) string { return DrawReasonIn(pr, why) }, pos.ToMove().Opponent(), said)
			}
			if err := m.Act(engine.Simple(answer)); err != nil {
				say(err.Error())
			} else {
				changed = true
			}
			if !r.accept {
				say(m.Lang().F("ui.note.declines_draw", "Name", CommanderName(m.Lang(), m.Players[pos.ToMove().Opponent()].Name())))
			}
		default:
			m.plan = append(m.plan[:0], r.acts...)
		}
	}
	pos := m.Game.Position()
	if m.Busy() || pos.Over() || m.Think != nil {
		return changed
	}
	if pos.DrawPending() {
		if m.Computer(pos.ToMove().Opponent()) != nil {
			m.startThink(pos.ToMove().Opponent(), true)
		}
		return changed
	}
	if m.Computer(pos.ToMove()) == nil {
		m.plan = m.plan[:0]
		return changed
	}
	if !m.mayAct() {
		return changed // a paused exhibition
	}
	if len(m.plan) > 0 {
		act := m.plan[0]
		m.plan = m.plan[1:]
		m.willPlay(act, pos)
		if err := m.apply(act); err != nil {
			say(err.Error())
			m.plan = m.plan[:0]
			if err := m.apply(engine.Simple(engine.ActEnd)); err != nil {
				say(err.Error())
			}
		}
		m.played(len(m.Game.Actions()))
		return true
	}
	m.startThink(pos.ToMove(), false)
	return changed
}

// offerDraw plays the computer's draw offer and notes why.
func (m *Match) offerDraw(why string) error {
	pos := m.Game.Position()
	m.offerTurn = pos.Turn()
	m.offerWhy = why
	side := pos.ToMove()
	if err := m.apply(engine.Simple(engine.ActOfferDraw)); err != nil {
		return err
	}
	if why != "" {
		m.NoteIn(func(pr *lang.Printer) string { return DrawReasonIn(pr, why) }, side)
	}
	return nil
}

// DrawOfferText is the question put to a person when off offers ans a
// draw, with the computer's reason when it offered.
func (m *Match) DrawOfferText(off, ans engine.Side) string {
	pr := m.Lang()
	if m.Computer(off) != nil {
		why := DrawReasonIn(pr, m.offerWhy)
		if why == "" {
			why = pr.F("ui.draw.offers", "Name", CommanderName(pr, m.Players[off].Name()))
		} else if !strings.HasSuffix(why, ".") {
			why += "."
		}
		return pr.F("ui.draw.question", "Offer", why, "Side", pr.Side(ans))
	}
	return pr.F("ui.draw.question", "Offer", pr.F("ui.draw.offers", "Name", pr.Side(off)), "Side", pr.Side(ans))
}

// Given is a suggestion the person received: the turn's rest it gave
// after At actions of the game, and the time it searched.
type Given struct {
	At     int
	Acts   []engine.Action
	Budget time.Duration
}

// SuggestionFor is the suggestion the person received for the turn whose
// first action is the game's action first and which played played, when
// that turn played it (from where it was asked to the end of the turn,
// End aside); ok is false when the turn was not a suggestion's.
func (m *Match) SuggestionFor(first int, played []engine.Action) (Given, bool) {
	for i := len(m.given) - 1; i >= 0; i-- {
		g := m.given[i]
		if g.At < first || g.At >= first+len(played) {
			continue
		}
		if sameTurn(played[g.At-first:], g.Acts) {
			return g, true
		}
	}
	return Given{}, false
}

// sameTurn reports whether two turns' actions are the same, End aside.
func sameTurn(x, y []engine.Action) bool {
	strip := func(acts []engine.Action) []engine.Action {
		out := make([]engine.Action, 0, len(acts))
		for _, a := range acts {
			if a.Type != engine.ActEnd {
				out = append(out, a)
			}
		}
		return out
	}
	x, y = strip(x), strip(y)
	if len(x) != len(y) || len(x) == 0 {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// Suggestion is a request to the Advisor in flight.
type Suggestion struct {
	cancel context.CancelFunc
	done   chan sugResult
	Start  time.Time
	Budget time.Duration
	at     int
	Side   engine.Side
}

type sugResult struct {
	acts []engine.Action
	err  error
	why  *player.Reason // why the turn is good; nil: not known
}

// Suggesting is the suggestion being looked for, or nil.
func (m *Match) Suggesting() *Suggestion { return m.sug }

// CanSuggest reports whether a suggestion may be asked for now.
func (m *Match) CanSuggest() bool {
	if m.Exhibition || m.Online || m.sug != nil || !m.HumanToMove() {
		return false // no help against a person online
	}
	p := m.Game.Position()
	return !p.Over() && !p.DrawPending() && p.ActionsLeft() > 0
}

// Suggest asks adv for the person's turn on a goroutine, within the
// computer's think time.
func (m *Match) Suggest(adv player.Advisor) { m.SuggestExplained(adv, nil) }

// SuggestExplained asks adv for the person's turn as Suggest does, and
// why for the reason it is good: the log's line after the suggestion
// says it (an explanation that fails leaves the line out).
func (m *Match) SuggestExplained(adv player.Advisor, why player.Explainer) {
	if adv == nil || !m.CanSuggest() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Suggestion{cancel: cancel, done: make(chan sugResult, 1), Start: time.Now(),
		Budget: m.budget(), at: len(m.Game.Actions()), Side: m.Game.Position().ToMove()}
	p := m.Game.Position().Clone()
	q := m.Game.Position().Clone() // the Advisor may search in p
	go func() {
		var r sugResult
		defer func() {
			if v := recover(); v != nil {
				r = sugResult{err: fmt.Errorf("suggestion failed: %v", v)}
			}
			s.done <- r
		}()
		r.acts, r.err = adv(ctx, &p, s.Budget)
		if r.err == nil && why != nil && len(r.acts) > 0 {
			if reason, err := why(&q, r.acts); err == nil {
				r.why = &reason
			}
		}
	}()
	m.sug = s
}

// PollSuggestion takes the Advisor's answer when it has arrived: the
// suggestion is kept for Hint and noted in the log. A suggestion for a
// position that has changed since is dropped.
func (m *Match) PollSuggestion() (acts []engine.Action, ok bool, err error) {
	s := m.sug
	if s == nil {
		return nil, false, nil
	}
	if len(m.Game.Actions()) != s.at {
		s.cancel() // the position changed: the answer is no longer wanted
		m.sug = nil
		return nil, false, nil
	}
	select {
	case r := <-s.done:
		m.sug = nil
		if r.err != nil {
			return nil, true, r.err
		}
		m.hint, m.hintAt = append(m.hint[:0], r.acts...), s.at
		m.given = append(m.given, Given{At: s.at, Acts: append([]engine.Action(nil), r.acts...), Budget: s.Budget})
		acts, p := r.acts, m.Game.Position().Clone()
		m.NoteIn(func(pr *lang.Printer) string { return suggestionLine(pr, s.Side, acts, &p) }, s.Side)
		if why := r.why; why != nil {
			m.NoteIn(func(pr *lang.Printer) string { return ReasonLine(pr, why) }, s.Side)
		}
		return m.hint, true, nil
	default:
		return nil, false, nil
	}
}

// Hint is what is left of the suggestion for the position on screen: all
// of it, or the rest once the person has played its first actions;
// nothing once they played something else.
func (m *Match) Hint() []engine.Action {
	if m.Busy() || m.hint == nil {
		return nil
	}
	acts := m.Game.Actions()
	k := len(acts) - m.hintAt
	if k < 0 || k >= len(m.hint) {
		return nil
	}
	for i := 0; i < k; i++ {
		if acts[m.hintAt+i] != m.hint[i] {
			return nil
		}
	}
	return m.hint[k:]
}
