package render

import (
	"context"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/online/client"
	"strategema/online/protocol"
	"strategema/render/lattice"
	"strategema/render/ui"
)

// onlineRoom is the Online room: play a friend (a time control and a
// colour, then the invite and its short code to send), join with a link
// or a code, a quick game with whoever waits, watch a game, and the
// games being played, to go on with days later. Its screens are one
// room; Back (Esc) returns from a screen to the room's first, and from
// there to the menu.
type onlineRoom struct {
	a     *App
	scr   onlineScreen
	field textField
	// control and colour chosen for a friend's game or a quick one
	control int
	colour  int
	created *client.Created // the game made for a friend (waiting screen)
	busy    string          // a call in flight: what it does, for the player
	seekCtx context.CancelFunc
	msg     string // the latest failure or news, shown under the title
	copied  string // what the latest Copy put on the clipboard
	only    bool   // opened on one screen (from Settings): Back leaves the room
	// opening is when a running game of the list was opened, while its
	// connection is being made (zero otherwise)
	opening time.Time
	// the invite's lines as drawn, for linkFor at width linkW
	linkFor   string
	linkW     float32
	linkLines []string
	// the subtitle's lines as wrapped, for subFor at width subW
	subFor   string
	subW     float32
	subGen   int
	subLines []string
}

type onlineScreen int

const (
	scrHome onlineScreen = iota
	scrFriend
	scrWaiting
	scrJoin
	scrQuick
	scrWatch
	scrServer
)

// The room's buttons.
const (
	onBack = iota
	onFriend
	onJoin
	onQuick
	onWatch
	onServer
	onOpen    // arg: index into the running games
	onControl // arg: index into onlineControls
	onColour  // arg: 0 cerulean, 1 amber, 2 random
	onCreate
	onCopyLink
	onCopyCode
	onToBoard
	onPaste
	onGo
	onSeek
	onUseHost
)

// onlineControls are the time controls offered, correspondence first:
// the game a friend answers when it suits.
var onlineControls = [...]string{"1d", "3d", "7d", "5+3", "10+5", "15+10", "untimed"}

var onlineColours = [...]string{"cerulean", "amber", "random"}

func newOnlineRoom(a *App) *onlineRoom { return &onlineRoom{a: a, control: 4, colour: 2} }

// newServerRoom is the Online room opened on its server's address (the
// Settings' Online server row); Back returns to Settings.
func newServerRoom(a *App) *onlineRoom {
	r := newOnlineRoom(a)
	r.open(scrServer)
	r.field.text = a.net.profile().Server
	r.only = true
	return r
}

func (r *onlineRoom) name() string { return "online" }

func (r *onlineRoom) board() lattice.State { return lattice.Behind(r.a.behindBoard()) }

// controlLabel is a time control for players: "10+5", "3 days a turn".
func (a *App) controlLabel(c string) string {
	switch {
	case c == "untimed" || c == "":
		return a.tr("online.control.untimed")
	case strings.HasSuffix(c, "d"):
		return a.trf("online.control.days", "Days", strings.TrimSuffix(c, "d"))
	}
	return c
}

// panel is the room's panel.
func (r *onlineRoom) panel() ui.Rect {
	a := r.a
	s := float32(a.pt.Scale)
	w := min(640*s, a.w-24*s)
	h := min(600*s, a.h-24*s)
	if r.short() {
		w = a.w - 24*s // a phone turned: the width makes up for the height
	}
	return ui.Rect{X: (a.w - w) / 2, Y: max(12*s, (a.h-h)/2), W: w, H: h}
}

// short reports whether the window is too short for the room's screens
// one row under another (a phone turned on its side): the choices then
// share rows with Back.
func (r *onlineRoom) short() bool {
	return r.a.h < 440*float32(r.a.pt.Scale)
}

func (r *onlineRoom) layout() {
	a := r.a
	s := float32(a.pt.Scale)
	p := r.panel()
	x, w := p.X+24*s, p.W-48*s
	y := r.top()
	bh, gap := 44*s, 10*s
	row := func(label, hint string, id, arg int, ok bool) *ui.Button {
		b := a.addButton(ui.Rect{X: x, Y: y, W: w, H: bh}, label, hint, id, arg, ok)
		y += bh + gap
		return b
	}
	idle := r.busy == ""
	back := func() {
		// at most half the row: Server… shares it on the first screen
		a.addButton(ui.Rect{X: x, Y: p.Y + p.H - 60*s, W: min(160*s, (w-gap)/2), H: 42 * s}, a.tr("ui.back"), "Esc", onBack, 0, true)
	}
	// choices is a row of toggles, wrapped to more rows when narrow.
	choices := func(labels []string, id, on int) {
		n := len(labels)
		per := n
		for per > 1 && (w-gap*float32(per-1))/float32(per) < 84*s {
			per = (per + 1) / 2
		}
		cw := (w - gap*float32(per-1)) / float32(per)
		for i, l := range labels {
			b := a.addButton(ui.Rect{X: x + float32(i%per)*(cw+gap), Y: y, W: cw, H: 40 * s}, l, "", id, i, idle)
			b.On = i == on
			if i%per == per-1 || i == n-1 {
				y += 40*s + gap
			}
		}
	}
	controls := func() {
		ls := make([]string, len(onlineControls))
		for i, c := range onlineControls {
			ls[i] = a.controlLabel(c)
		}
		choices(ls, onControl, r.control)
	}
	switch r.scr {
	case scrHome:
		half := (w - gap) / 2
		if y+4*(bh+gap)+2*a.pt.LineH(a.pt.Bold) > p.Y+p.H-60*s { // a short screen (a phone turned): two by two
			for i, c := range []struct {
				label string
				id    int
			}{{a.tr("online.friend"), onFriend}, {a.tr("online.join"), onJoin}, {a.tr("online.quick"), onQuick}, {a.tr("online.watch"), onWatch}} {
				b := a.addButton(ui.Rect{X: x + float32(i%2)*(half+gap), Y: y + float32(i/2)*(bh+gap), W: half, H: bh}, c.label, "", c.id, 0, idle)
				b.Accent = i == 0
			}
			y += 2 * (bh + gap)
		} else {
			row(a.tr("online.friend"), "", onFriend, 0, idle).Accent = true
			row(a.tr("online.join"), "", onJoin, 0, idle)
			row(a.tr("online.quick"), "", onQuick, 0, idle)
			row(a.tr("online.watch"), "", onWatch, 0, idle)
		}
		a.addButton(ui.Rect{X: x + w - half, Y: p.Y + p.H - 60*s, W: half, H: 42 * s}, a.tr("online.server"), "", onServer, 0, idle)
		// the games being played, newest first, as many as fit
		y += 30 * s
		end := p.Y + p.H - 72*s
		if r.msg != "" || r.busy != "" {
			end -= 2 * a.pt.LineH(a.pt.Bold) // the line above Back (draw)
		}
		for i, g := range a.net.profile().Running() {
			if y+40*s > end {
				break
			}
			a.addButton(ui.Rect{X: x, Y: y, W: w, H: 40 * s}, r.gameLabel(i, g.Seat, g.Control, g.Game), "", onOpen, i, idle)
			y += 40*s + 6*s
		}
		back()
	case scrFriend:
		y += 24 * s
		controls()
		y += 24 * s
		choices([]string{a.tr("online.colour.cerulean"), a.tr("online.colour.amber"), a.tr("online.colour.random")}, onColour, r.colour)
		y += 12 * s
		if r.short() { // beside Back
			half := (w - gap) / 2
			a.addButton(ui.Rect{X: x + w - half, Y: p.Y + p.H - 60*s, W: half, H: 42 * s}, a.tr("online.create"), "Enter", onCreate, 0, idle).Accent = true
		} else {
			row(a.tr("online.create"), "Enter", onCreate, 0, idle).Accent = true
		}
		back()
	case scrWaiting:
		y = p.Y + p.H - 120*s
		bx, bw := x, w
		if r.short() { // on Back's row, right of it
			y, bh = p.Y+p.H-60*s, 42*s
			bx = x + min(160*s, (w-gap)/2) + gap
			bw = x + w - bx
		}
		third := (bw - 2*gap) / 3
		a.addButton(ui.Rect{X: bx, Y: y, W: third, H: bh}, a.tr("online.copy_link"), "", onCopyLink, 0, true).Accent = true
		a.addButton(ui.Rect{X: bx + third + gap, Y: y, W: third, H: bh}, a.tr("online.copy_code"), "", onCopyCode, 0, r.created != nil && r.created.Code != "")
		a.addButton(ui.Rect{X: bx + 2*(third+gap), Y: y, W: third, H: bh}, a.tr("online.to_board"), "", onToBoard, 0, a.net.game != nil && a.net.game.m != nil)
		back()
	case scrJoin, scrWatch, scrServer:
		y += 60 * s
		half := (w - gap) / 2
		a.addButton(ui.Rect{X: x, Y: y, W: half, H: bh}, a.tr("online.paste"), "Ctrl+V", onPaste, 0, idle)
		label := a.tr("online.go.join")
		switch r.scr {
		case scrWatch:
			label = a.tr("online.go.watch")
		case scrServer:
			label = a.tr("online.go.save")
		}
		a.addButton(ui.Rect{X: x + half + gap, Y: y, W: half, H: bh}, label, "Enter", onGo, 0, idle && (r.field.text != "" || r.scr == scrServer)).Accent = true
		y += bh + gap
		if r.scr == scrServer && a.opts.Host != nil {
			row(a.tr("online.use_host"), "", onUseHost, 0, idle)
		}
		back()
	case scrQuick:
		y += 24 * s
		controls()
		y += 12 * s
		if idle {
			row(a.tr("online.seek"), "Enter", onSeek, 0, true).Accent = true
		}
		back()
	}
}

// gameLabel is a running game's line in the list.
func (r *onlineRoom) gameLabel(i int, seat, control, game string) string {
	a := r.a
	side := a.tr("online.colour." + seat)
	return a.trf("online.running.game", "Side", side, "Control", a.controlLabel(control), "Game", game)
}

// fieldRect is the text field's place on its screens.
func (r *onlineRoom) fieldRect() ui.Rect {
	s := float32(r.a.pt.Scale)
	p := r.panel()
	return ui.Rect{X: p.X + 24*s, Y: r.top(), W: p.W - 48*s, H: 48 * s}
}

func (r *onlineRoom) press(b *ui.Button) {
	a := r.a
	switch b.ID {
	case onBack:
		r.back()
	case onFriend:
		r.open(scrFriend)
	case onJoin:
		r.open(scrJoin)
	case onQuick:
		r.open(scrQuick)
	case onWatch:
		r.open(scrWatch)
	case onServer:
		r.open(scrServer)
		r.field.text = a.net.profile().Server
	case onControl:
		r.control = b.Arg
	case onColour:
		r.colour = b.Arg
	case onCreate:
		r.create()
	case onCopyLink:
		if r.created != nil {
			r.copy(r.created.Friends())
		}
	case onCopyCode:
		if r.created != nil {
			r.copy(r.friendCode()) // as shown: with its server's address
		}
	case onToBoard:
		if g := a.net.game; g != nil {
			g.enter()
		}
	case onPaste:
		r.field.paste(a)
	case onGo:
		r.submit()
	case onSeek:
		r.seek()
	case onUseHost:
		r.field.text = ""
		r.submit()
	case onOpen:
		if gs := a.net.profile().Running(); b.Arg < len(gs) {
			a.net.hostIfHosting() // a game on this computer's server needs it running
			a.net.play(gs[b.Arg].Invite, gs[b.Arg].Control, true)
			r.busy, r.msg, r.opening = a.tr("online.busy.open"), "", time.Now()
		}
	}
}

// hasField reports whether the screen has the text field (a link, a
// code, a server's address).
func (r *onlineRoom) hasField() bool {
	return r.scr == scrJoin || r.scr == scrWatch || r.scr == scrServer
}

// open shows a screen of the room afresh.
func (r *onlineRoom) open(s onlineScreen) {
	r.scr, r.msg, r.copied, r.busy, r.opening = s, "", "", "", time.Time{}
	r.field = textField{}
}

// back leaves a screen for the room's first, or the room; a quick game's
// seek is abandoned.
func (r *onlineRoom) back() {
	if r.seekCtx != nil {
		r.seekCtx()
		r.seekCtx = nil
	}
	if r.scr == scrHome || r.only {
		r.releaseKeys()
		r.a.pop()
		return
	}
	r.open(scrHome)
}

// create makes a game for a friend and shows its invite and code.
func (r *onlineRoom) create() {
	a := r.a
	base, err := a.net.base()
	if err != nil {
		r.msg = a.net.errorText(err)
		return
	}
	control, colour := onlineControls[r.control], onlineColours[r.colour]
	var c client.Created
	r.busy = a.tr("online.busy.create")
	a.net.do(func(ctx context.Context) (err error) {
		c, err = client.Create(ctx, base, control, colour)
		return err
	}, func(err error) {
		r.busy = ""
		if err != nil {
			r.msg = a.net.errorText(err)
			return
		}
		r.created = &c
		r.scr, r.msg = scrWaiting, ""
		a.net.play(c.Mine(), c.Control, false)
	})
}

// submit acts on the field: join, watch, or keep the server's address.
func (r *onlineRoom) submit() {
	a := r.a
	text := strings.TrimSpace(r.field.text)
	if r.scr == scrServer {
		if text != "" && !strings.Contains(text, "://") {
			text = "http://" + text
		}
		if text != "" {
			if _, err := protocol.ParseLink(strings.TrimRight(text, "/") + "/g/x"); err != nil {
				r.msg = a.tr("online.error.bad_server")
				return
			}
		}
		a.net.profile().Server = strings.TrimRight(text, "/")
		a.net.save()
		if r.only {
			a.pop()
		} else {
			r.open(scrHome)
		}
		return
	}
	if text == "" {
		return
	}
	r.releaseKeys()         // a phone's keyboard goes: the answer shows on the screen
	base, _ := a.net.base() // a code needs the server; a link names its own
	watch := r.scr == scrWatch
	var link string
	r.busy = a.tr("online.busy.join")
	a.net.do(func(ctx context.Context) (err error) {
		link, err = resolveInput(ctx, base, text)
		return err
	}, func(err error) {
		r.busy = ""
		switch {
		case err == errNotALink:
			r.msg = a.tr("online.error.not_a_link")
		case err != nil:
			r.msg = a.net.errorText(err)
		default:
			if watch {
				if l, perr := protocol.ParseLink(link); perr == nil {
					link = protocol.GameLink(l.Base, l.Game) // a watch link never takes a seat
				}
			}
			a.net.play(link, "", true)
		}
	})
}

// seek asks for a quick game and plays it when paired.
func (r *onlineRoom) seek() {
	a := r.a
	base, err := a.net.base()
	if err != nil {
		r.msg = a.net.errorText(err)
		return
	}
	control := onlineControls[r.control]
	ctx, cancel := context.WithCancel(context.Background())
	r.seekCtx = cancel
	r.busy, r.msg = a.trf("online.busy.seek", "Control", a.controlLabel(control)), "" // the controls are dimmed meanwhile
	var p client.Paired
	a.net.doIn(ctx, func(c context.Context) (err error) {
		p, err = client.Seek(c, base, control)
		return err
	}, func(err error) {
		if ctx.Err() != nil { // abandoned
			return
		}
		r.busy, r.seekCtx = "", nil
		cancel()
		switch {
		case err != nil:
			r.msg = a.net.errorText(err)
		case !p.Paired:
			r.msg = a.tr("online.nobody")
		default:
			a.net.play(p.Invite, p.Control, true)
		}
	})
}

// copy puts text on the clipboard, or says where it can be copied from.
func (r *onlineRoom) copy(text string) {
	a := r.a
	writeClipboard(text, func(err error) {
		a.net.inbox <- func() {
			if err == nil {
				r.copied = text
				a.say(a.tr("online.note.copied"))
				return
			}
			if where := a.keepLinkFile(text); where != "" {
				a.say(a.trf("online.note.copy_file", "Path", where))
			} else {
				a.say(a.tr("online.note.copy_yourself"))
			}
		}
	})
}

func (r *onlineRoom) update() {
	a := r.a
	f := &a.fr
	if a.dialog != nil {
		return
	}
	if r.hasField() {
		if r.field.update(a) && r.busy == "" {
			r.submit()
		}
	}
	r.syncKeys()
	r.publishField()
	if f.KeyPressed(ebiten.KeyEscape) {
		r.back()
		return
	}
	if f.KeyPressed(ebiten.KeyEnter) && r.busy == "" {
		switch r.scr {
		case scrFriend:
			r.create()
		case scrQuick:
			r.seek()
		}
	}
	r.watchOpening()
	// the friend came: to the board
	if r.scr == scrWaiting {
		if g := a.net.game; g != nil && g.m != nil && g.opponentPresent() {
			r.open(scrHome)
			g.enter()
		}
	}
}
