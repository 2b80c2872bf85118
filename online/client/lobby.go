package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"strategema/online/protocol"
)

// lobby.go: the server's HTTP calls a player's window makes before a game:
// create a game for a friend, seek a quick game, resolve a short code
// (docs/ONLINE.md, HTTP).

// Created is the answer to Create: the creator's seat and both invites.
type Created struct {
	Game     string `json:"game"`
	Control  string `json:"control"`
	Seat     string `json:"seat"`
	Secret   string `json:"secret"`
	Cerulean string `json:"cerulean"`
	Amber    string `json:"amber"`
	Watch    string `json:"watch"`
	Code     string `json:"code"` // the short code of the other seat's invite
}

// Mine is the creator's invite; Friends is the other seat's.
func (c Created) Mine() string {
	if c.Seat == "amber" {
		return c.Amber
	}
	return c.Cerulean
}

// Friends is the invite the creator hands out.
func (c Created) Friends() string {
	if c.Seat == "amber" {
		return c.Cerulean
	}
	return c.Amber
}

// Paired is the answer to Seek.
type Paired struct {
	Paired  bool   `json:"paired"`
	Game    string `json:"game"`
	Control string `json:"control"`
	Seat    string `json:"seat"`
	Invite  string `json:"invite"`
	Watch   string `json:"watch"`
}

// Create makes a game on the server at base with a time control and the
// creator's colour (cerulean, amber, random).
func Create(ctx context.Context, base, control, colour string) (Created, error) {
	var c Created
	err := post(ctx, base, "/api/games", map[string]string{"control": control, "colour": colour}, &c)
	return c, err
}

// Seek waits (up to about 30 s) for another player asking for the same
// time control; Paired false when nobody came.
func Seek(ctx context.Context, base, control string) (Paired, error) {
	var p Paired
	err := post(ctx, base, "/api/seek", map[string]string{"control": control}, &p)
	return p, err
}

// ResolveCode answers the invite a short code stands for.
func ResolveCode(ctx context.Context, base, code string) (string, error) {
	var r struct {
		Invite string `json:"invite"`
	}
	if err := httpCall(ctx, "GET", strings.TrimRight(base, "/")+"/api/code/"+url.PathEscape(code), nil, &r); err != nil {
		return "", err
	}
	return r.Invite, nil
}

func post(ctx context.Context, base, path string, body any, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	return httpCall(ctx, "POST", strings.TrimRight(base, "/")+path, b, out)
}

// answer reads a call's answer: a refusal is the server's
// *protocol.Error, else data is decoded into out.
func answer(method, u string, status int, statusText string, data []byte, out any) error {
	if status/100 != 2 {
		var e protocol.Error
		if json.Unmarshal(data, &e) == nil && e.Code != "" {
			return &e
		}
		return fmt.Errorf("%s %s: %d %s", method, u, status, statusText)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	return nil
}
