package render

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"strategema/engine"
	"strategema/lang"
	"strategema/online/client"
	"strategema/online/protocol"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/ui"
)

// onlinegame.go: a game played online in the play room. The person's
// actions are the play room's, sent to the server as they are made (and
// resent after a reconnection until acknowledged); the opponent is a
// player.Computer whose turn is the server's next words, so its actions
// animate as the computer's do. The server is the judge: if the window's
// game ever differs from the server's, the window takes the server's.

// onlineGame is one game joined (a seat or a spectator's place).
type onlineGame struct {
	h       *onlineHub
	c       *client.Client
	cancel  context.CancelFunc
	invite  string
	link    protocol.Link
	control string
	show    bool        // enter the play room at the first welcome
	local   engine.Side // the person's seat
	watch   bool        // a spectator: no seat
	m       *match.Match
	count   atomic.Int64 // the match's actions, read by the remote player's goroutine
	checked int          // actions compared with the server's words so far
	sending bool
	fatal   error // the client stopped for good (the game or the seat refused)
	ended   bool  // the end was told
	goneAt  time.Time
	asked   bool // the claim question was asked for this absence
	rematch bool // asked for a rematch
	newGame string
	// takebacks is the server's takebacks the match has; asking, the
	// person's request waits; tbAsked, the requests made (by the words
	// in play before the actions asked back: once for the same actions).
	takebacks int
	asking    bool
	askSeen   bool // the server's state showed the person's request
	toldAsked bool // the opponent's request waiting was told
	drawn     onlineDrawn
	tbAsked   map[int]bool
}

// play joins the game of an invite (or watches a watch link): the game
// in progress if it is that one, else a new connection; show enters the
// play room as soon as the game is known.
func (h *onlineHub) play(invite, control string, show bool) {
	l, err := protocol.ParseLink(invite)
	if err != nil {
		h.a.say(h.a.tr("online.error.not_a_link"))
		return
	}
	if g := h.game; g != nil && g.link == l && g.fatal == nil {
		g.show = g.show || show
		if show && g.m != nil {
			g.enter()
		}
		return
	}
	if h.game != nil {
		h.game.stop()
	}
	ctx, cancel := context.WithCancel(context.Background())
	g := &onlineGame{h: h, invite: invite, link: l, control: control, show: show, watch: true, cancel: cancel}
	g.c = client.New(l.Base, l.Game, l.Secret, client.Options{MaxBackoff: 8 * time.Second})
	h.game = g
	go func() {
		err := g.c.Run(ctx)
		if ctx.Err() == nil {
			h.inbox <- func() { g.fatal = err; g.told() }
		}
	}()
}

// stop closes the connection; the game goes on at the server.
func (g *onlineGame) stop() {
	g.cancel()
	if g.m != nil {
		g.m.Stop()
	}
}

// told says why the client stopped.
func (g *onlineGame) told() {
	a := g.h.a
	if g.fatal != nil {
		a.showMessage(a.tr("online.title"), g.h.errorText(g.fatal))
	}
}

// enter shows the game in the play room.
func (g *onlineGame) enter() {
	a := g.h.a
	if a.play.m == g.m {
		a.enter(a.play)
		return
	}
	a.games.start(g.m)
}

// opponentPresent reports whether the other seat has a connection.
func (g *onlineGame) opponentPresent() bool {
	if g.watch {
		return true
	}
	return g.c.View().Present[g.local.Opponent().String()]
}

// players are the match's: the person at the window, the rest remote
// (for a spectator both, named by their sides: Cerulean vs Amber).
func (g *onlineGame) players() [2]player.Player {
	a := g.h.a
	var ps [2]player.Player
	for s := engine.Cerulean; s <= engine.Amber; s++ {
		switch {
		case g.watch:
			ps[s] = &remotePlayer{g: g, side: s, label: a.lang.Side(s)}
		case s == g.local:
			ps[s] = player.Human{Label: a.tr("online.you")}
		default:
			ps[s] = &remotePlayer{g: g, side: s, label: a.tr("online.opponent")}
		}
	}
	return ps
}

// build makes the match of the server's log.
func (g *onlineGame) build(v *client.View) (*match.Match, error) {
	eg, _, err := protocol.Replay(v.Entries)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", v.Game, err)
	}
	m := match.New(eg, g.players())
	m.Online = true
	m.SetLang(g.h.a.lang)
	g.count.Store(int64(len(eg.Actions())))
	g.checked = len(eg.Actions())
	g.takebacks = v.Takebacks
	return m, nil
}

// tick follows the server: the first welcome builds the match; then the
// person's actions are sent, the end, an absent opponent and a rematch
// are noticed.
func (g *onlineGame) tick() {
	v := g.c.View()
	if g.m == nil {
		if v.Seat == "" {
			return
		}
		if s, ok := protocol.ParseSeat(v.Seat); ok {
			g.local, g.watch = s, false
			if g.control == "" {
				g.control = v.Control
			}
			g.h.remember(g.invite, v.Seat, v.Control)
		}
		m, err := g.build(&v)
		if err != nil {
			g.h.a.showMessage(g.h.a.tr("online.title"), err.Error())
			g.stop()
			g.h.game = nil
			return
		}
		g.m = m
		if g.show {
			g.enter()
		}
		return
	}
	g.count.Store(int64(len(g.m.Game.Actions())))
	if g.watchTakeback(&v) {
		return
	}
	g.send(&v)
	g.watchEnd(&v)
	g.watchAbsence(&v)
	if ng := v.NewGame; ng != nil && g.newGame == "" {
		g.newGame = ng.Game
		g.h.play(protocol.InviteLink(g.link.Base, ng.Game, ng.Secret), g.control, true)
	}
}

// serverWords are the words of the server's log in play (its endings
// and the words taken back left out).
func serverWords(v *client.View) []string {
	es := protocol.Words(v.Entries)
	ws := make([]string, len(es))
	for i, e := range es {
		ws[i] = e.Word
	}
	return ws
}

// send sends the person's actions the server has not stored yet, up to
// eight at once, one command in flight; the client resends it after a
// reconnection until it is acknowledged.
func (g *onlineGame) send(v *client.View) {
	acts := g.m.Game.Actions()
	words := serverWords(v)
	for ; g.checked < min(len(acts), len(words)); g.checked++ {
		if w, _ := engine.ParseAction(words[g.checked]); w != acts[g.checked] {
			g.resync(v, g.h.a.tr("online.note.resynced"))
			return
		}
	}
	if g.sending || g.watch || v.Over || len(acts) <= len(words) {
		return
	}
	batch := make([]string, 0, 8)
	for _, a := range acts[len(words):min(len(acts), len(words)+8)] {
		batch = append(batch, a.String())
	}
	g.sending = true
	at := v.V
	g.h.doIn(context.Background(), func(ctx context.Context) error {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Minute) // resent across reconnections meanwhile
		defer cancel()
		return g.c.Act(ctx, at, batch...)
	}, func(err error) {
		g.sending = false
		if err == nil || g.h.game != g {
			return
		}
		a := g.h.a
		nv := g.c.View()
		a.showMessage(a.tr("online.title"), a.trf("online.note.refused", "Error", g.h.errorText(err)))
		g.resync(&nv, "")
	})
}

// resync takes the server's game in place of the window's.
func (g *onlineGame) resync(v *client.View, say string) {
	a := g.h.a
	m, err := g.build(v)
	if err != nil {
		a.say(err.Error())
		return
	}
	old := g.m
	g.m = m
	if a.play.m == old {
		old.Stop()
		a.play.start(m)
		a.snapTiles(&m.Shown)
	}
	if say != "" {
		a.say(say)
	}
}

// watchEnd tells the person how the game ended, once: an ending the
// server decided (time, resignation, abandonment, abort) in a message
// that offers a rematch; an ending on the board by the play room's own
// result panel alone, which offers the rematch among its buttons
// (rematchOffer); and it keeps the record.
func (g *onlineGame) watchEnd(v *client.View) {
	a := g.h.a
	if g.ended || !v.Over || a.play.m != g.m || a.dialog != nil || g.m.Busy() {
		return
	}
	pos := g.m.Game.Position()
	last := v.Entries[len(v.Entries)-1]
	serverEnd := last.IsEnding()
	if !serverEnd && (!pos.Over() || !a.play.over.shown) {
		return // the board's ending: its panel first
	}
	g.ended = true
	if serverEnd && !g.watch { // the board is not over, but the game is: no more actions at the window
		g.m.Players[g.local] = &remotePlayer{g: g, side: g.local, label: a.tr("online.you")}
	}
	if g.h.finished(g.link.Game, v.Result) && !g.watch {
		g.h.count(g.local, v.Result)
	}
	if name, err := a.st.SaveRecord(g.record(v)); err == nil {
		a.say(a.trf("online.note.kept", "Name", name))
	}
	if !serverEnd { // the board's result panel says it, and offers the rematch
		return
	}
	text := g.endText(last)
	if g.watch || v.Result == "aborted" {
		a.showMessage(a.tr("play.game_over"), text)
		return
	}
	m := g.m
	a.dialog = ui.NewChoice(a.tr("play.game_over"), text,
		[]string{a.tr("online.rematch"), a.tr("analysis.analyse"), a.tr("ui.ok")},
		[]func(){g.askRematch, func() {
			r := newReplayRoom(a, m.Game)
			a.push(r)
			r.analyse()
		}, nil})
}

// overRematch is the Rematch of the play room's result panel, for a
// game played online from a seat and ended on the board.
const overRematch = 760

// rematchOffer reports whether the play room's result panel for m offers
// a rematch (m is the game played online from a seat) and whether it may
// be asked now (the server has ended the game, and none was asked yet).
func (h *onlineHub) rematchOffer(m *match.Match) (offer, enabled bool) {
	g := h.game
	if g == nil || m == nil || g.m != m || g.watch {
		return false, false
	}
	return true, g.ended && !g.rematch && g.newGame == ""
}

// record is the game's record as the window keeps it: the match's (the
// words in play, You and Opponent), after headers naming the online game
// (its link and time control) and an ending the server decided (in
// Termination, as the server's own record writes it).
func (g *onlineGame) record(v *client.View) []byte {
	head := "[Site \"" + protocol.GameLink(g.link.Base, g.link.Game) + "\"]\n[TimeControl \"" + g.control + "\"]\n"
	if n := len(v.Entries); n > 0 && v.Entries[n-1].IsEnding() {
		head += "[Termination \"" + protocol.Termination(&v.Entries[n-1], g.m.Game.Position().Turn()) + "\"]\n"
	}
	return append([]byte(head), g.m.Record()...)
}

// endText says an ending the server decided.
func (g *onlineGame) endText(e protocol.Entry) string {
	a := g.h.a
	who := e.Side
	if s, ok := protocol.ParseSeat(e.Side); ok {
		who = a.lang.Side(s)
	}
	winner := a.tr("online.end.draw")
	if s, ok := protocol.ParseSeat(e.Result); ok {
		winner = a.trf("online.end.wins", "Side", a.lang.Side(s))
	}
	if e.Result == "aborted" {
		winner = a.tr("online.end.aborted")
	}
	reason := e.Reason
	if reason == "aborted" {
		reason = "aborted_by"
	}
	return winner + " — " + a.trf("online.end."+reason, "Side", who)
}

// askRematch asks the server for a rematch; the new game opens when the
// opponent asks too.
func (g *onlineGame) askRematch() {
	a := g.h.a
	g.rematch = true
	a.say(a.tr("online.note.rematch_asked"))
	g.command(protocol.Message{T: protocol.TRematch})
}

// command sends a command (claim, rematch, resign out of turn) and says
// a refusal.
func (g *onlineGame) command(m protocol.Message) {
	a := g.h.a
	m.V = g.c.View().V
	g.h.do(func(ctx context.Context) error { return g.c.Do(ctx, m) }, func(err error) {
		if err != nil {
			a.say(g.h.errorText(err))
		}
	})
}

// watchAbsence counts the opponent's absence down on its turn and then
// offers to claim the game or call it a draw.
func (g *onlineGame) watchAbsence(v *client.View) {
	a := g.h.a
	if g.watch || v.Over {
		return
	}
	opp := g.local.Opponent().String()
	if v.Present[opp] {
		g.goneAt, g.asked = time.Time{}, false
		return
	}
	if g.goneAt.IsZero() {
		g.goneAt = time.Now()
	}
	if g.asked || a.dialog != nil || a.play.m != g.m || a.top() != room(a.play) || v.ToAct != opp {
		return
	}
	if left := g.claimIn(); left > 0 {
		return
	}
	g.asked = true
	claim := func(what string) func() {
		return func() { g.command(protocol.Message{T: protocol.TClaim, Claim: what}) }
	}
	a.dialog = ui.NewChoice(a.tr("online.gone.title"), a.tr("online.gone.text"),
		[]string{a.tr("online.gone.win"), a.tr("online.gone.draw"), a.tr("online.gone.wait")},
		[]func(){claim("win"), claim("draw"), nil})
}

// claimIn is how long until the absent opponent may be claimed against
// (its grace: docs/ONLINE.md, Absence); -1 when never (correspondence:
// the clock decides).
func (g *onlineGame) claimIn() time.Duration {
	ctl, err := protocol.ParseControl(g.control)
	if err != nil || ctl.Grace() <= 0 {
		return -1
	}
	return max(0, ctl.Grace()-time.Since(g.goneAt))
}

// remotePlayer is the opponent's side: its turn is the server's next
// words by that side, its draw answer the server's next answer.
type remotePlayer struct {
	g     *onlineGame
	side  engine.Side
	label string
}

// Name implements player.Player.
func (r *remotePlayer) Name() string { return r.label }

// next waits for the side's words after the match's actions (the
// person's own words, which the match already has, are passed over) and
// returns them, up to a draw offer.
func (r *remotePlayer) next(ctx context.Context) ([]engine.Action, error) {
	from := int(r.g.count.Load())
	var acts []engine.Action
	_, err := r.g.c.Wait(ctx, func(v *client.View) bool {
		acts = acts[:0]
		ws := protocol.Words(v.Entries) // the words in play
		mine := r.side.String()
		i := from
		for i < len(ws) && ws[i].Side != mine {
			i++
		}
		for ; i < len(ws) && ws[i].Side == mine; i++ {
			a, err := engine.ParseAction(ws[i].Word)
			if err != nil {
				return false
			}
			acts = append(acts, a)
			if a.Type == engine.ActOfferDraw || a.Type == engine.ActAcceptDraw || a.Type == engine.ActDeclineDraw {
				break
			}
		}
		return len(acts) > 0
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.label, err)
	}
	return acts, nil
}

// Turn implements player.Computer.
func (r *remotePlayer) Turn(ctx context.Context, p *engine.Position) ([]engine.Action, error) {
	return r.next(ctx)
}

// AnswerDraw implements player.Computer: the opponent's answer.
func (r *remotePlayer) AnswerDraw(ctx context.Context, p *engine.Position) bool {
	acts, err := r.next(ctx)
	return err == nil && len(acts) > 0 && acts[0].Type == engine.ActAcceptDraw
}

// clockText writes a clock's time: 4:07, 1:02:03, or days and hours.
func clockText(pr *lang.Printer, ms int64) string {
	if ms < 0 {
		ms = 0
	}
	d := time.Duration(ms) * time.Millisecond
	switch {
	case d >= 24*time.Hour:
		return pr.F("online.clock.days", "Days", int(d/(24*time.Hour)), "Hours", int(d%(24*time.Hour)/time.Hour))
	case d >= time.Hour:
		return fmt.Sprintf("%d:%02d:%02d", int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second))
	case d < 10*time.Second:
		return fmt.Sprintf("%d:%04.1f", int(d/time.Minute), float64(d%time.Minute)/float64(time.Second))
	}
	return fmt.Sprintf("%d:%02d", int(d/time.Minute), int(d%time.Minute/time.Second))
}
