package render

import (
	"context"
	"fmt"
	"time"

	"strategema/assets"
	"strategema/engine"
	"strategema/render/player"
)

// match is one game on the window: the engine's game, who plays each side,
// the position as drawn (it trails the game while events animate) and the
// player's selection. Every rule question goes to the engine.
type match struct {
	g       *engine.Game
	players [2]player.Player

	// shown is the position on screen: the game's position once every
	// queued event has been animated and folded in (engine.ApplyEvent).
	shown engine.Position
	queue []engine.Event
	head  int
	at    float32 // seconds into queue[head]
	begun bool    // queue[head]'s sound has played

	// version changes whenever g or shown changes; caches key on it.
	version int

	sel   engine.Cell // the selected unit's cell, or NoCell
	dests engine.Bitboard

	// the log: one line per event of g; logGen changes when it is rebuilt.
	log    []logLine
	logGen int

	// a computer's pending answer
	think *thinking
	// plan is the rest of a computer's turn, played one action at a time.
	plan []engine.Action

	// terr is each side's territory after every closed turn (for the chart).
	terr [][2]int

	// ai is the state of computer play on the window (computer.go).
	ai aiMatch
}

type logLine struct {
	text string
	turn int
	typ  engine.EventType
	side engine.Side
	note bool // a line of the window's (a suggestion, a draw's reason), not an event
}

// thinking is a computer's request in flight.
type thinking struct {
	cancel context.CancelFunc
	done   chan thinkResult
	side   engine.Side
	draw   bool // answering a draw offer

	budget   time.Duration // the time the computer was given
	start    time.Time
	mayOffer bool // the computer may offer a draw before its turn
	prog     progressBox
}

type thinkResult struct {
	acts   []engine.Action
	accept bool
	offer  bool   // the computer offers a draw instead of playing
	why    string // the computer's reason for its draw answer or offer
	err    error
}

func newMatch(g *engine.Game, players [2]player.Player) *match {
	m := &match{g: g, players: players, sel: engine.NoCell}
	m.resync()
	return m
}

// resync drops the animations and shows the game's position as it is.
func (m *match) resync() {
	m.shown = m.g.Position().Clone()
	m.queue, m.head, m.at, m.begun = m.queue[:0], 0, 0, false
	m.sel, m.dests = engine.NoCell, engine.Bitboard{}
	m.log = m.log[:0]
	m.logGen++
	m.ai.trimNotes(len(m.g.Events()))
	k := 0
	for i, e := range m.g.Events() {
		k = m.ai.appendNotes(&m.log, k, i)
		m.log = append(m.log, logLine{e.Describe(), e.Turn, e.Type, e.Side, false})
	}
	m.ai.appendNotes(&m.log, k, len(m.g.Events()))
	m.rebuildTerritory()
	m.version++
}

// rebuildTerritory folds the game's events from its start and notes the
// territory at every turn close.
func (m *match) rebuildTerritory() {
	p := m.g.Initial()
	m.terr = append(m.terr[:0], [2]int{p.Territory(engine.Cerulean), p.Territory(engine.Amber)})
	evs := m.g.Events()
	for i := range evs {
		if err := p.ApplyEvent(&evs[i]); err != nil {
			return
		}
		if t := evs[i].Type; t == engine.EvTurnClosed || t == engine.EvGameOver {
			m.terr = append(m.terr, [2]int{p.Territory(engine.Cerulean), p.Territory(engine.Amber)})
		}
	}
}

// busy reports whether events are still being animated.
func (m *match) busy() bool { return m.head < len(m.queue) }

// apply plays a on the game and queues its events for animation.
func (m *match) apply(a engine.Action) ([]engine.Event, error) {
	evs, err := m.g.Apply(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a, err)
	}
	if !m.busy() {
		m.queue, m.head = m.queue[:0], 0
	}
	m.queue = append(m.queue, evs...)
	for _, e := range evs {
		m.log = append(m.log, logLine{e.Describe(), e.Turn, e.Type, e.Side, false})
		if e.Type == engine.EvTurnClosed || e.Type == engine.EvGameOver {
			p := m.g.Position()
			m.terr = append(m.terr, [2]int{p.Territory(engine.Cerulean), p.Territory(engine.Amber)})
		}
	}
	m.sel, m.dests = engine.NoCell, engine.Bitboard{}
	m.version++
	return evs, nil
}

// undo takes back the last action.
func (m *match) undo() error {
	m.cancelThink()
	m.plan = m.plan[:0]
	if err := m.g.Undo(); err != nil {
		return fmt.Errorf("undo: %w", err)
	}
	m.resync()
	return nil
}

// finish folds every queued event at once (skip the animations).
func (m *match) finish() {
	for m.busy() {
		m.step()
	}
	m.version++
}

// step folds the current event into the shown position.
func (m *match) step() {
	if err := m.shown.ApplyEvent(&m.queue[m.head]); err != nil {
		// The game and the picture disagree: show the game as it is.
		m.resync()
		return
	}
	m.head++
	m.at, m.begun = 0, false
	m.version++
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

// advance runs the animations for dt seconds; play is called with the
// sound of each event as it starts.
func (m *match) advance(dt float32, play func(assets.Sound)) {
	for m.busy() {
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

// current is the event being animated and its progress 0–1, or nil.
func (m *match) current() (*engine.Event, float32) {
	if !m.busy() {
		return nil, 0
	}
	e := &m.queue[m.head]
	d := animDuration(e)
	if d <= 0 {
		return e, 1
	}
	return e, min(m.at/d, 1)
}

// select makes the unit on c the selection and asks the engine where it
// may go.
func (m *match) selectCell(c engine.Cell) {
	m.sel = c
	m.dests = m.g.Position().Destinations(c)
	m.version++
}

func (m *match) deselect() {
	if m.sel != engine.NoCell {
		m.sel, m.dests = engine.NoCell, engine.Bitboard{}
		m.version++
	}
}

// computer returns the side's computer player, or nil for a human.
func (m *match) computer(s engine.Side) player.Computer {
	c, _ := m.players[s].(player.Computer)
	return c
}

// startThink asks side s's computer for its turn (or for a draw answer)
// on its own goroutine, with a private copy of the position.
func (m *match) startThink(s engine.Side, draw bool) {
	c := m.computer(s)
	if c == nil || m.think != nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	t := &thinking{cancel: cancel, done: make(chan thinkResult, 1), side: s, draw: draw, budget: m.ai.budget, start: time.Now()}
	p := m.g.Position().Clone()
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
	m.think = t
}

// cancelThink abandons a computer's pending answer.
func (m *match) cancelThink() {
	if m.think != nil {
		m.think.cancel()
		m.think = nil
	}
}

// poll returns the computer's answer when it has arrived.
func (m *match) poll() (thinkResult, bool) {
	if m.think == nil {
		return thinkResult{}, false
	}
	select {
	case r := <-m.think.done:
		m.think = nil
		return r, true
	default:
		return thinkResult{}, false
	}
}
