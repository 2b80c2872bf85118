package render

import (
	"strings"
	"time"
)

// onlineopen.go: the Online room opening one of the person's running
// games: the board shows when its server answers; a silent server is
// named while the connection keeps trying.

// openingSilence is how long a running game may take to answer before
// the room says its server does not.
const openingSilence = 12 * time.Second

// watchOpening follows a running game being opened: its board shows as
// soon as the server answers (onlineGame.tick enters it); a failure is
// told by the game's own message; a server silent for openingSilence is
// said in the room while the connection keeps trying.
func (r *onlineRoom) watchOpening() {
	if r.opening.IsZero() {
		return
	}
	g := r.a.net.game
	switch {
	case g == nil || g.m != nil || g.fatal != nil:
		r.opening, r.busy = time.Time{}, ""
	case time.Since(r.opening) > openingSilence && r.msg == "":
		r.busy = ""
		r.msg = r.a.trf("online.error.silent", "Server", strings.TrimPrefix(g.link.Base, "http://"))
	}
}
