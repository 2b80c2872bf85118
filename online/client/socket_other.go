//go:build !js

package client

import (
	"context"

	"github.com/coder/websocket"
)

// socket_other.go: the WebSocket of a program (coder/websocket). The
// browser's (socket_js.go) is the page's own WebSocket: coder/websocket
// under GOOS=js brings net/http and its TLS stack into the page's
// download, about 8 MB of game.wasm.

type wsSocket struct{ c *websocket.Conn }

func dial(ctx context.Context, url string) (socket, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(4 << 20)
	return wsSocket{ws}, nil
}

func (s wsSocket) Read(ctx context.Context) ([]byte, error) {
	_, data, err := s.c.Read(ctx)
	return data, err
}

func (s wsSocket) Write(ctx context.Context, b []byte) error {
	return s.c.Write(ctx, websocket.MessageText, b)
}

func (s wsSocket) CloseNow() { s.c.CloseNow() }
