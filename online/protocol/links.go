package protocol

import (
	"fmt"
	"net/url"
	"strings"
)

// Links: a game lives at BASE/g/ID (BASE is the server's http or https
// address). An invite is that address with the seat's secret as the
// fragment (BASE/g/ID#SECRET: a browser never sends the fragment, so the
// secret stays out of logs and Referer headers); the watch link has none.
// The WebSocket is at BASE/ws (ws or wss); the secret travels in hello.

// GameLink is the address of game id on the server at base.
func GameLink(base, id string) string { return strings.TrimRight(base, "/") + "/g/" + id }

// InviteLink is the link that takes a seat: the game's address and the
// seat's secret.
func InviteLink(base, id, secret string) string { return GameLink(base, id) + "#" + secret }

// Link is a parsed game link or invite.
type Link struct {
	Base   string // the server: http://host:port (with any path prefix)
	Game   string
	Secret string // "" for a watch link
}

// ParseLink reads a game link or invite.
func ParseLink(s string) (Link, error) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil {
		return Link{}, fmt.Errorf("link %q: %w", s, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return Link{}, fmt.Errorf("link %q: want http(s)://HOST/g/GAME[#SECRET]", s)
	}
	prefix, id, ok := strings.Cut(u.Path, "/g/")
	if !ok || id == "" || strings.Contains(id, "/") || len(id) > MaxGameLen {
		return Link{}, fmt.Errorf("link %q: want http(s)://HOST/g/GAME[#SECRET]", s)
	}
	if len(u.Fragment) > MaxSecretLen {
		return Link{}, fmt.Errorf("link %q: the secret is longer than %d bytes", s, MaxSecretLen)
	}
	return Link{Base: u.Scheme + "://" + u.Host + prefix, Game: id, Secret: u.Fragment}, nil
}

// SocketURL is the WebSocket address of the server at base (http becomes
// ws, https wss).
func SocketURL(base string) string {
	base = strings.TrimRight(base, "/")
	switch {
	case strings.HasPrefix(base, "https://"):
		return "wss://" + strings.TrimPrefix(base, "https://") + "/ws"
	case strings.HasPrefix(base, "http://"):
		return "ws://" + strings.TrimPrefix(base, "http://") + "/ws"
	}
	return base + "/ws"
}
