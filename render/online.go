package render

import (
	"context"
	"errors"
	"strings"
	"time"

	"strategema/engine"
	"strategema/online/client"
	"strategema/online/protocol"
	"strategema/render/store"
)

// online.go: the window's side of online play (docs/ONLINE.md): the
// player's online profile (the server chosen, the games joined), which
// server to talk to, the server this window hosts, and the answers of
// the server's calls, run on goroutines and handed back to the game loop.
// The Online room (onlineroom.go) is its screens; onlinegame.go plays a
// game through online/client in the play room.

// Hosted is a game server the window runs inside itself (Options.Host):
// Base is the address the window talks to, Public the one a friend on
// the same network types (the computer's LAN address).
type Hosted struct {
	Base, Public string
}

// onlineHub is the App's online state (a.net).
type onlineHub struct {
	a       *App
	prof    store.Online
	loaded  bool
	host    *Hosted
	hostErr error
	inbox   chan func() // answers from goroutines, run on the game loop
	started bool        // the page's own invite was looked at
	game    *onlineGame // the game being played online, or nil
	typing  bool        // a text field took the keys this tick
	// wasTyping: a text field took the keys last tick, so this tick's
	// letters are typing, not shortcuts (the F of full screen)
	wasTyping bool
}

func newOnlineHub(a *App) *onlineHub {
	return &onlineHub{a: a, inbox: make(chan func(), 16)}
}

// profile is the online profile, read on first use.
func (h *onlineHub) profile() *store.Online {
	if !h.loaded {
		h.loaded = true
		p, err := h.a.st.LoadOnline()
		if err != nil {
			h.a.say(err.Error())
		}
		h.prof = p
	}
	return &h.prof
}

// save keeps the profile.
func (h *onlineHub) save() {
	if err := h.a.st.SaveOnline(*h.profile()); err != nil {
		h.a.say(err.Error())
	}
}

// tick runs the answers that arrived and drives the game played online.
func (h *onlineHub) tick() {
	if !h.started {
		h.started = true
		if inv := pageInvite(); inv != "" { // a browser opened on an invite: straight into the game
			h.play(inv, "", true)
		}
	}
	for {
		select {
		case f := <-h.inbox:
			f()
		default:
			if h.game != nil {
				h.game.tick()
			}
			h.wasTyping, h.typing = h.typing, false // a field on top sets it again this tick
			return
		}
	}
}

// do runs work on a goroutine (a server call) and then done with its
// result on the game loop.
func (h *onlineHub) do(work func(ctx context.Context) error, done func(error)) {
	h.doIn(context.Background(), work, done)
}

// doIn is do under parent (cancelled when the player gives up).
func (h *onlineHub) doIn(parent context.Context, work func(ctx context.Context) error, done func(error)) {
	go func() {
		ctx, cancel := context.WithTimeout(parent, 45*time.Second)
		defer cancel()
		err := work(ctx)
		h.inbox <- func() { done(err) }
	}()
}

// base is the server the window plays on: the address in Settings, else
// the page's own server (in a browser served by one), else the one this
// window hosts (started on first use). "" and an error when none.
func (h *onlineHub) base() (string, error) {
	if s := strings.TrimSpace(h.profile().Server); s != "" {
		return s, nil
	}
	if o := pageServer(); o != "" {
		return o, nil
	}
	if h.host == nil && h.hostErr == nil {
		if h.a.opts.Host == nil {
			h.hostErr = errNoServer
		} else {
			hs, err := h.a.opts.Host()
			h.host, h.hostErr = &hs, err
			if err != nil {
				h.host = nil
			}
		}
	}
	if h.hostErr != nil {
		return "", h.hostErr
	}
	return h.host.Public, nil
}

// hostIfHosting starts the server this window hosts when it is the one
// games are played on (no server in Settings, not a page served by
// one), so that a game made on it earlier can be played again.
func (h *onlineHub) hostIfHosting() {
	if strings.TrimSpace(h.profile().Server) == "" && pageServer() == "" && h.a.opts.Host != nil {
		h.base() // a failure is told when a game is made or joined
	}
}

// errNoServer: a browser page not served by a game server, with no
// address in Settings.
var errNoServer = errors.New("no game server: type one's address in Settings (Online server)")

// serverLabel says where games are played, for the room's subtitle.
func (h *onlineHub) serverLabel() string {
	a := h.a
	if s := strings.TrimSpace(h.profile().Server); s != "" {
		return a.trf("online.server.at", "Server", s)
	}
	if o := pageServer(); o != "" {
		return a.trf("online.server.at", "Server", o)
	}
	if h.host != nil {
		return a.trf("online.server.hosted", "Address", strings.TrimPrefix(h.host.Public, "http://"))
	}
	if a.opts.Host != nil {
		return a.tr("online.server.will_host")
	}
	return a.tr("online.server.none")
}

// remember notes a game joined in the profile.
func (h *onlineHub) remember(invite, seat, control string) {
	l, err := protocol.ParseLink(invite)
	if err != nil || l.Secret == "" {
		return
	}
	now := time.Now()
	h.profile().Remember(store.OnlineGame{Invite: invite, Game: l.Game, Seat: seat, Control: control, Joined: now, Seen: now})
	h.save()
}

// finished marks a remembered game over with its result.
func (h *onlineHub) finished(game, result string) (first bool) {
	p := h.profile()
	for i := range p.Games {
		if p.Games[i].Game == game && p.Games[i].Result == "" {
			p.Games[i].Result = result
			first = true
		}
	}
	h.save()
	return first
}

// onlineResults is the key of the person's online games in the kept
// results (store.Results, beside the computer levels' names).
const onlineResults = "online"

// count keeps a finished online game of the person's, played from seat,
// in the person's results (an aborted game counts for nobody).
func (h *onlineHub) count(seat engine.Side, result string) {
	o := store.Draw
	switch result {
	case "aborted":
		return
	case "draw":
	default:
		o = store.Loss
		if s, ok := protocol.ParseSeat(result); ok && s == seat {
			o = store.Win
		}
	}
	l := h.a.ladder
	res, err := h.a.st.AddResult(onlineResults, o)
	if err != nil {
		h.a.say(errText(h.a.lang, err))
	}
	l.res, l.resRead = res, true
}

// errorText is a server call's failure in the player's language.
func (h *onlineHub) errorText(err error) string {
	a := h.a
	var pe *protocol.Error
	if errors.As(err, &pe) {
		switch pe.Code {
		case "no_code", protocol.ErrNoGame, protocol.ErrBadSecret, protocol.ErrRateLimited, protocol.ErrBadField:
			return a.tr("online.error." + pe.Code)
		}
		return pe.Msg
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return a.tr("online.error.timeout")
	}
	if errors.Is(err, errNoServer) {
		return a.tr("online.server.none")
	}
	return a.trf("online.error.unreachable", "Error", err.Error())
}

// resolve turns what the player typed or pasted (an invite, a watch
// link, a short code) into a link, asking the server for a code.
func resolveInput(ctx context.Context, base, typed string) (string, error) {
	typed = strings.TrimSpace(typed)
	if _, err := protocol.ParseLink(typed); err == nil {
		return typed, nil
	}
	// "192.168.1.5:8470 K7M-Q2P": a code on the server at that address
	// (a friend hosting on the same network)
	if f := strings.Fields(typed); len(f) == 2 {
		if _, ok := normalizeCode(f[1]); ok {
			base, typed = f[0], f[1]
			if !strings.Contains(base, "://") {
				base = "http://" + base
			}
		}
	}
	if code, ok := normalizeCode(typed); ok {
		if base == "" {
			return "", errNoServer
		}
		return client.ResolveCode(ctx, base, code)
	}
	return "", errNotALink
}

var errNotALink = errors.New("not a link or a code")

// codeAlphabet and codeLen are the server's short codes' (online/server).
const (
	codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
	codeLen      = 6
)

// normalizeCode is a typed code in capitals without spaces or dashes.
func normalizeCode(s string) (string, bool) {
	s = strings.ToUpper(strings.NewReplacer(" ", "", "-", "").Replace(strings.TrimSpace(s)))
	if len(s) != codeLen {
		return "", false
	}
	for _, c := range s {
		if !strings.ContainsRune(codeAlphabet, c) {
			return "", false
		}
	}
	return s, true
}

// showCode writes a code in two halves, easier to read aloud: K7M-Q2P.
// friendCode is the short code as the waiting screen shows it: after the
// address of its server ("127.0.0.1:8431  K7M-Q2P"; http:// left out,
// https:// kept), since a code alone means nothing on another server
// and a friend's window plays on its own (hosted, or the one in its
// Settings); Join a game takes the two together. hosted is the address
// of the server this window hosts, when the game is on it.
func friendCode(c client.Created, hosted string) string {
	base := hosted
	if base == "" {
		if l, err := protocol.ParseLink(c.Friends()); err == nil {
			base = l.Base
		}
	}
	code := showCode(c.Code)
	if base == "" {
		return code
	}
	return strings.TrimPrefix(base, "http://") + "  " + code
}

func showCode(c string) string {
	if len(c) != codeLen {
		return c
	}
	return c[:3] + "-" + c[3:]
}
