// Package match is one game in progress on the window, free of Ebitengine:
// the engine's game, who plays each side, the queue of events the
// animations play, the selection, the Tactical Log's lines, undo, the
// computer commanders' requests and their answers, and the suggestion a
// person asked for, and the analysis after the game (analysis.go). The
// window (package render) draws it and feeds it input; everything here
// runs and is tested without a display.
//
// It may import the engine, lang, assets (the sounds' names) and
// render/player; never Ebitengine, render or the AI.
package match

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"strategema/assets"
	"strategema/engine"
	"strategema/lang"
	"strategema/render/player"
)

// Match is one game on the window: the engine's game, who plays each side,
// the position as drawn (it trails the game while events animate) and the
// player's selection. Every rule question goes to the engine.
type Match struct {
	Game    *engine.Game
	Players [2]player.Player

	// Shown is the position on screen: the game's position once every
	// queued event has been animated and folded in (engine.ApplyEvent).
	Shown engine.Position
	queue []engine.Event
	head  int
	at    float32 // seconds into queue[head]
	begun bool    // queue[head]'s sound has played

	// Version changes whenever Game or Shown changes; caches key on it.
	Version int

	Sel engine.Cell // the selected unit's cell, or NoCell
	// Kept: the selection is the unit the person just moved (keepSelected),
	// not one they clicked
	Kept  bool
	Dests engine.Bitboard

	// Log has one line per event of Game, and the window's notes;
	// LogGen changes when it is rebuilt.
	Log    []LogLine
	LogGen int
	// lang writes the log's lines; nil is English (SetLang changes it).
	lang *lang.Printer

	// Terr is each side's territory after every closed turn (for the chart).
	Terr [][2]int

	// Think is a computer's request in flight, or nil.
	Think *Thinking
	// plan is the rest of a computer's turn, played one action at a time.
	plan []engine.Action

	computerPlay

	// Online: a game played online against a person: an action sent is
	// final (no undo) and the computer gives no help (no Suggest).
	Online bool
}

// LogLine is one line of the Tactical Log.
type LogLine struct {
	Text string
	Turn int
	Type engine.EventType
	Side engine.Side
	Note bool // a line of the window's (a suggestion, a draw's reason), not an event
}

// New starts a match on g.
func New(g *engine.Game, players [2]player.Player) *Match {
	m := &Match{Game: g, Players: players, Sel: engine.NoCell}
	m.Resync()
	return m
}

// Stop abandons the computer's and the advisor's pending answers (a new
// game, quitting).
func (m *Match) Stop() {
	m.cancelThink()
	if m.sug != nil {
		m.sug.cancel()
		m.sug = nil
	}
}

// Resync drops the animations and shows the game's position as it is.
func (m *Match) Resync() {
	m.Shown = m.Game.Position().Clone()
	m.queue, m.head, m.at, m.begun = m.queue[:0], 0, 0, false
	m.Sel, m.Dests, m.Kept = engine.NoCell, engine.Bitboard{}, false
	m.trimNotes(len(m.Game.Events()))
	m.rebuildLog()
	m.rebuildTerritory()
	m.Version++
}

// rebuildLog writes the log again from the game's events and the notes.
func (m *Match) rebuildLog() {
	pr := m.Lang()
	m.Log = m.Log[:0]
	m.LogGen++
	k := 0
	for i, e := range m.Game.Events() {
		k = m.appendNotes(k, i)
		m.logEvent(pr, e)
	}
	m.appendNotes(k, len(m.Game.Events()))
}

// Logged reports whether the Tactical Log shows a line for e. Every event
// has one but a turn's close, which counts the quiet turns toward the
// 500-turn draw: that count is shown at each hundred and, near the draw,
// every ten turns and then each turn, not after every turn.
func Logged(e engine.Event) bool {
	if e.Type != engine.EvTurnClosed {
		return true
	}
	n := e.Counter
	return n > 0 && (n%100 == 0 || n >= 450 && n%10 == 0 || n >= 490)
}

// logEvent writes e's line in the log, unless it is not Logged or the
// note just before it already says it (a computer's draw answer with its
// reason: "Recruit declines the draw: he still plays to win").
func (m *Match) logEvent(pr *lang.Printer, e engine.Event) {
	if !Logged(e) {
		return
	}
	if n := len(m.Log); n > 0 {
		if l := m.Log[n-1]; l.Note && l.Type == e.Type && l.Side == e.Side && (e.Type == engine.EvDrawAccepted || e.Type == engine.EvDrawDeclined) {
			return
		}
	}
	m.Log = append(m.Log, LogLine{pr.Event(e), e.Turn, e.Type, e.Side, false})
}

// Lang is the language the log is written in.
func (m *Match) Lang() *lang.Printer {
	if m.lang == nil {
		m.lang = english()
	}
	return m.lang
}

// SetLang writes the log in pr's language, its past lines and notes too.
func (m *Match) SetLang(pr *lang.Printer) {
	m.lang = pr
	m.rebuildLog()
	m.Version++
}

// english is the Printer of a match no window has given a language.
var english = sync.OnceValue(func() *lang.Printer { return lang.New("en") })

// rebuildTerritory folds the game's events from its start and notes the
// territory at every turn close.
func (m *Match) rebuildTerritory() {
	p := m.Game.Initial()
	m.Terr = append(m.Terr[:0], [2]int{p.Territory(engine.Cerulean), p.Territory(engine.Amber)})
	evs := m.Game.Events()
	for i := range evs {
		if err := p.ApplyEvent(&evs[i]); err != nil {
			return
		}
		if t := evs[i].Type; t == engine.EvTurnClosed || t == engine.EvGameOver {
			m.Terr = append(m.Terr, [2]int{p.Territory(engine.Cerulean), p.Territory(engine.Amber)})
		}
	}
}

// Busy reports whether events are still being animated.
func (m *Match) Busy() bool { return m.head < len(m.queue) }

// apply plays a on the game and queues its events for animation.
func (m *Match) apply(a engine.Action) error {
	evs, err := m.Game.Apply(a)
	if err != nil {
		return fmt.Errorf("%s: %w", a, err)
	}
	if !m.Busy() {
		m.queue, m.head = m.queue[:0], 0
	}
	m.queue = append(m.queue, evs...)
	pr := m.Lang()
	for _, e := range evs {
		m.logEvent(pr, e)
		if e.Type == engine.EvTurnClosed || e.Type == engine.EvGameOver {
			p := m.Game.Position()
			m.Terr = append(m.Terr, [2]int{p.Territory(engine.Cerulean), p.Territory(engine.Amber)})
		}
	}
	m.Sel, m.Dests, m.Kept = engine.NoCell, engine.Bitboard{}, false
	m.Version++
	return nil
}

// Act plays a person's action: the animations still running are folded
// in at once, then a is applied and its events queued. A unit the person
// moved stays selected while the turn has an action left for it, so that
// Surge (S) boosts it, as the manual's "move a unit, then surge it" asks.
func (m *Match) Act(a engine.Action) error {
	m.Finish()
	mover := engine.NoUnit
	if a.Type == engine.ActMove {
		mover = m.Game.Position().UnitAt(a.From)
	}
	if err := m.apply(a); err != nil {
		return err
	}
	m.keepSelected(mover)
	return nil
}

// keepSelected selects the unit id where it now stands if it is the side
// to move's, active, not surging yet, and the turn has an action left.
func (m *Match) keepSelected(id engine.UnitID) {
	if id == engine.NoUnit {
		return
	}
	pos := m.Game.Position()
	u := pos.Unit(id)
	if pos.Over() || pos.DrawPending() || pos.ActionsLeft() == 0 || u.Side != pos.ToMove() || !u.Active() || u.Surging {
		return
	}
	m.Select(u.Cell)
	m.Kept = true
}

// ClickSelected is a click on the selected unit: it drops a selection the
// person made, and confirms one kept after their move (they click the unit
// to move it again, as they would have to select it).
func (m *Match) ClickSelected() {
	if m.Kept {
		m.Kept = false
		return
	}
	m.Deselect()
}

// undoOne takes back the last action.
func (m *Match) undoOne() error {
	m.cancelThink()
	m.plan = m.plan[:0]
	if err := m.Game.Undo(); err != nil {
		return fmt.Errorf("undo: %w", err)
	}
	m.Resync()
	return nil
}

// Resigned reports whether the game ended by a resignation: that is
// final, no undo takes it back.
func (m *Match) Resigned() bool {
	acts := m.Game.Actions()
	return len(acts) > 0 && acts[len(acts)-1].Type == engine.ActResign
}

// ErrOnlineUndo is Undo's answer in a game played online.
var ErrOnlineUndo = errors.New("an online game has no undo")

// ErrResigned is Undo's answer after a resignation.
var ErrResigned = errors.New("a resignation is final: it cannot be undone")

// ErrOver is Undo's answer once the game is over (won, lost or drawn):
// the finished game is looked at in its replay, never played on.
var ErrOver = errors.New("the game is over: its replay shows every turn")

// Undo takes back the last action; against a computer, back to the
// person's own last action. A finished game is never taken back.
func (m *Match) Undo() error {
	if m.Resigned() {
		return ErrResigned
	}
	if m.Online {
		return ErrOnlineUndo
	}
	if m.Game.Position().Over() {
		return ErrOver
	}
	type undone struct {
		act engine.Action
		pos engine.Position
	}
	var lines []undone
	one := func() error {
		acts := m.Game.Actions()
		if len(acts) == 0 {
			return m.undoOne() // its error says there is nothing to undo
		}
		last := acts[len(acts)-1]
		if err := m.undoOne(); err != nil {
			return err
		}
		lines = append(lines, undone{last, m.Game.Position().Clone()})
		return nil
	}
	if err := one(); err != nil {
		return err
	}
	for m.Game.CanUndo() && m.Computer(m.Game.Position().ToMove()) != nil && !m.Game.Position().DrawPending() {
		if err := one(); err != nil {
			break
		}
	}
	for _, l := range lines {
		m.NoteIn(func(pr *lang.Printer) string { return undoneLine(pr, l.act, &l.pos) }, m.Game.Position().ToMove())
	}
	return nil
}

// Finish folds every queued event at once (skip the animations).
func (m *Match) Finish() {
	for m.Busy() {
		m.step()
	}
	m.Version++
}

// step folds the current event into the shown position.
func (m *Match) step() {
	if err := m.Shown.ApplyEvent(&m.queue[m.head]); err != nil {
		// The game and the picture disagree: show the game as it is.
		m.Resync()
		return
	}
	m.head++
	m.at, m.begun = 0, false
	m.Version++
}

// animDuration is how long event e plays, in seconds at normal speed.
func animDuration(e *engine.Event) float32 {
	switch e.Type {
	case engine.EvMoved:
		n := float32(1)
		for _, v := range e.Via {
			if v != engine.NoCell {
				n++
			}
		}
		return 0.16 + 0.16*n
	case engine.EvRetreated:
		return 0.3
	case engine.EvEngaged:
		return 0.75
	case engine.EvCaptured, engine.EvEncircled:
		return 0.55
	case engine.EvSurged:
		return 0.45
	case engine.EvNeutralized:
		return 0.4
	case engine.EvHandOver:
		return 0.15
	}
	return 0
}

// soundOf is the effect an event starts with, or -1.
func soundOf(e *engine.Event) assets.Sound {
	switch e.Type {
	case engine.EvMoved, engine.EvRetreated:
		return assets.SoundMove
	case engine.EvEngaged:
		return assets.SoundEngage
	case engine.EvCaptured, engine.EvEncircled, engine.EvNeutralized:
		return assets.SoundCapture
	case engine.EvSurged:
		return assets.SoundSurge
	case engine.EvHandOver:
		return assets.SoundTurn
	}
	return -1
}

// Advance runs the animations for dt seconds; play is called with the
// sound of each event as it starts.
func (m *Match) Advance(dt float32, play func(assets.Sound)) {
	for m.Busy() {
		e := &m.queue[m.head]
		if !m.begun {
			m.begun = true
			if s := soundOf(e); s >= 0 && play != nil {
				play(s)
			}
		}
		d := animDuration(e)
		if m.at+dt < d {
			m.at += dt
			return
		}
		dt -= d - m.at
		m.step()
		if dt <= 0 {
			return
		}
	}
}

// Current is the event being animated and its progress 0–1, or nil.
func (m *Match) Current() (*engine.Event, float32) {
	if !m.Busy() {
		return nil, 0
	}
	e := &m.queue[m.head]
	d := animDuration(e)
	if d <= 0 {
		return e, 1
	}
	return e, min(m.at/d, 1)
}

// Select makes the unit on c the selection and asks the engine where it
// may go.
func (m *Match) Select(c engine.Cell) {
	m.Sel, m.Kept = c, false
	m.Dests = m.Game.Position().Destinations(c)
	m.Version++
}

// Deselect drops the selection.
func (m *Match) Deselect() {
	m.Kept = false
	if m.Sel != engine.NoCell {
		m.Sel, m.Dests = engine.NoCell, engine.Bitboard{}
		m.Version++
	}
}

// Computer returns the side's computer player, or nil for a person.
func (m *Match) Computer(s engine.Side) player.Computer {
	c, _ := m.Players[s].(player.Computer)
	return c
}

// HumanToMove reports whether the side to move (or, with a draw offer
// pending, the side answering) is played at the window.
func (m *Match) HumanToMove() bool {
	s := m.Game.Position().ToMove()
	if m.Game.Position().DrawPending() {
		s = s.Opponent()
	}
	return m.Computer(s) == nil
}

// UndoAllowed: against a computer, undo is allowed on the person's turn
// (it takes back to the person's last action). Once the game is over
// (a win, a loss, a draw, a resignation) there is nothing to undo: the
// replay and the analysis look at the finished game; an online game
// (Online) never takes back.
func (m *Match) UndoAllowed() bool {
	return !m.Online && !m.Game.Position().Over() && (m.Think == nil || m.HumanToMove())
}

// SurgeTarget is the unit a Surge would boost: the selection, else the
// unit at hover, when the engine allows it.
func (m *Match) SurgeTarget(hover engine.Cell) engine.Cell {
	pos := m.Game.Position()
	for _, c := range [2]engine.Cell{m.Sel, hover} {
		if !c.Valid() || pos.UnitAt(c) == engine.NoUnit {
			continue
		}
		u := pos.Unit(pos.UnitAt(c))
		if u.Side == pos.ToMove() && u.Active() && !u.Surging {
			return c
		}
	}
	return engine.NoCell
}

// Occupied is the set of cells holding a unit on the drawn position.
func (m *Match) Occupied() engine.Bitboard {
	p := &m.Shown
	return p.Occupied(engine.Cerulean).Or(p.Occupied(engine.Amber))
}

// Record is the game's record with who played each side.
func (m *Match) Record() []byte {
	r := engine.RecordOf(m.Game,
		engine.Header{Key: "Event", Value: "STRATEGEMA"},
		engine.Header{Key: "Cerulean", Value: m.Players[0].Name()},
		engine.Header{Key: "Amber", Value: m.Players[1].Name()})
	return []byte(r.String())
}

// ResultText is "Cerulean wins — Active Victory: …", or "" while p is
// not over, in English (ResultTextIn speaks the window's language).
func ResultText(p *engine.Position) string { return ResultTextIn(english(), p) }

// resultWhyIDs are the catalog's words for why a game ended.
var resultWhyIDs = map[engine.Reason]string{
	engine.ReasonActive:      "ui.result.why.active",
	engine.ReasonSystemic:    "ui.result.why.systemic",
	engine.ReasonIsolation:   "ui.result.why.isolation",
	engine.ReasonResignation: "ui.result.why.resignation",
	engine.ReasonRepetition:  "ui.result.why.repetition",
	engine.ReasonTurnLimit:   "ui.result.why.turn_limit",
	engine.ReasonAgreement:   "ui.result.why.agreement",
}

// ResultReasonIn is why p's game ended in pr's language ("by
// resignation", "Active Victory: the Command Core was captured"), or ""
// while p is not over.
func ResultReasonIn(pr *lang.Printer, p *engine.Position) string {
	if !p.Over() {
		return ""
	}
	if id := resultWhyIDs[p.Reason()]; id != "" {
		return pr.F(id, "Cells", engine.SystemicCells)
	}
	return ""
}

// Resigner is the side that resigned m's game, and whether the game
// ended by a resignation at all.
func (m *Match) Resigner() (engine.Side, bool) {
	p := m.Game.Position()
	if !p.Over() || p.Reason() != engine.ReasonResignation {
		return engine.Cerulean, false
	}
	if p.Result() == engine.CeruleanWins {
		return engine.Amber, true
	}
	return engine.Cerulean, true
}

// ResultTextIn is ResultText in pr's language: the winner (or a draw), a
// dash, and why.
func ResultTextIn(pr *lang.Printer, p *engine.Position) string {
	why := ResultReasonIn(pr, p)
	switch p.Result() {
	case engine.CeruleanWins:
		return pr.F("ui.result.wins", "Side", pr.Side(engine.Cerulean), "Why", why)
	case engine.AmberWins:
		return pr.F("ui.result.wins", "Side", pr.Side(engine.Amber), "Why", why)
	case engine.Draw:
		return pr.F("ui.result.drawn", "Why", why)
	}
	return ""
}

// budget is the time a computer is given for its next turn: the
// exhibition's pace, else the person's think-time setting.
func (m *Match) budget() time.Duration {
	if m.Exhibition {
		return paceBudget[m.Pace]
	}
	return m.thinkTime
}
