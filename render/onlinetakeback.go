package render

import (
	"context"

	"strategema/engine"
	"strategema/online/client"
	"strategema/online/protocol"
)

// onlinetakeback.go: the takeback in a game played online, and the
// resignation on either side's turn. The person who acted last may ask
// (once for the same actions) to take back what it played since the
// opponent's last action; the opponent accepts or declines in the online
// panel. The server stores an accepted takeback as an entry of the game's
// log, and the window then takes the server's game (resync), so both
// windows and the server agree.

// canAskTakeback reports whether the person may ask for a takeback now:
// its actions were the last, all stored, not asked back before, and no
// request waits.
func (g *onlineGame) canAskTakeback(v *client.View) bool {
	if g.watch || v.Over || v.Takeback != "" || g.asking || g.sending || g.m.Busy() {
		return false
	}
	words := protocol.Words(v.Entries)
	if len(words) != len(g.m.Game.Actions()) {
		return false // actions on their way to the server
	}
	n := protocol.TakebackSpan(words, g.local.String())
	return n > 0 && !g.tbAsked[len(words)-n]
}

// askTakeback sends the request; the opponent's answer comes as a
// takeback entry (watchTakeback) or as the request gone without one.
func (g *onlineGame) askTakeback() {
	a := g.h.a
	v := g.c.View()
	if !g.canAskTakeback(&v) {
		return
	}
	words := protocol.Words(v.Entries)
	if g.tbAsked == nil {
		g.tbAsked = map[int]bool{}
	}
	g.tbAsked[len(words)-protocol.TakebackSpan(words, g.local.String())] = true
	g.asking = true
	a.say(a.tr("online.takeback.sent"))
	g.h.do(func(ctx context.Context) error { return g.c.AskTakeback(ctx, v.V) }, func(err error) {
		if err != nil {
			g.asking, g.askSeen = false, false
			a.say(g.h.errorText(err))
		}
	})
}

// answerTakeback accepts or declines the opponent's request.
func (g *onlineGame) answerTakeback(accept bool) {
	a := g.h.a
	v := g.c.View()
	g.h.do(func(ctx context.Context) error { return g.c.AnswerTakeback(ctx, v.V, accept) }, func(err error) {
		if err != nil {
			a.say(g.h.errorText(err))
		}
	})
}

// watchTakeback follows the takebacks: one the server stored takes the
// server's game in place of the window's (it reports true until then:
// the window sends nothing meanwhile); the
// person's request gone without one was declined (or the opponent acted
// instead).
func (g *onlineGame) watchTakeback(v *client.View) bool {
	a := g.h.a
	if v.Takebacks > g.takebacks {
		if g.m.Busy() {
			return true // after the animation; nothing is sent meanwhile (the window's tail is taken back)
		}
		mine := g.asking
		g.asking, g.askSeen = false, false
		say := a.tr("online.takeback.done_theirs")
		if mine {
			say = a.tr("online.takeback.done_mine")
		}
		g.resync(v, say)
		return true
	}
	incoming := v.Takeback != "" && v.Takeback != g.local.String() && !g.watch
	if incoming && !g.toldAsked { // the panel shows Accept and Decline; the note draws the eye there
		a.say(a.tr("online.takeback.asked"))
	}
	g.toldAsked = incoming
	if g.asking && v.Takeback == g.local.String() {
		g.askSeen = true
	}
	if g.asking && g.askSeen && v.Takeback == "" && v.Takebacks == g.takebacks {
		g.asking, g.askSeen = false, false
		a.say(a.tr("online.takeback.declined"))
	}
	return false
}

// resign resigns the person's game: on its own turn as the engine's
// resign word (the play room's own), else as the server's ending.
func (g *onlineGame) resign(p *playRoom) {
	if g.m.HumanToMove() && p.m == g.m {
		p.act(engine.Simple(engine.ActResign))
		return
	}
	g.command(protocol.Message{T: protocol.TResign})
}
