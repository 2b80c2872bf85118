//go:build js

package client

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// socket_js.go: the page's own WebSocket, through syscall/js. Its
// callbacks never block: a message is queued (a full queue closes the
// connection, and the client reconnects and catches up).

type jsSocket struct {
	ws     js.Value
	msgs   chan []byte
	closed chan struct{}
	once   sync.Once
	err    error
	funcs  []js.Func
}

var errClosed = errors.New("websocket closed")

func dial(ctx context.Context, url string) (socket, error) {
	ctor := js.Global().Get("WebSocket")
	if !ctor.Truthy() {
		return nil, errors.New("this browser has no WebSocket")
	}
	s := &jsSocket{ws: ctor.New(url), msgs: make(chan []byte, 1024), closed: make(chan struct{})}
	open := make(chan struct{})
	on := func(name string, f func(args []js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any { f(args); return nil })
		s.funcs = append(s.funcs, fn)
		s.ws.Set(name, fn)
	}
	on("onopen", func([]js.Value) { close(open) })
	on("onmessage", func(args []js.Value) {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			return // the server sends text frames only
		}
		select {
		case s.msgs <- []byte(data.String()):
		default:
			s.shut(errors.New("websocket: messages not read in time"))
		}
	})
	on("onclose", func(args []js.Value) {
		s.shut(fmt.Errorf("%w (code %d)", errClosed, args[0].Get("code").Int()))
	})
	on("onerror", func([]js.Value) { s.shut(errors.New("websocket error")) })
	select {
	case <-open:
		return s, nil
	case <-s.closed:
		return nil, s.err
	case <-ctx.Done():
		s.CloseNow()
		return nil, ctx.Err()
	}
}

// shut notes the end once.
func (s *jsSocket) shut(err error) {
	s.once.Do(func() {
		s.err = err
		close(s.closed)
	})
}

func (s *jsSocket) Read(ctx context.Context) ([]byte, error) {
	select {
	case m := <-s.msgs:
		return m, nil
	case <-s.closed:
		select { // what arrived before the close is read first
		case m := <-s.msgs:
			return m, nil
		default:
		}
		return nil, s.err
	case <-ctx.Done():
		s.CloseNow()
		return nil, ctx.Err()
	}
}

func (s *jsSocket) Write(ctx context.Context, b []byte) error {
	select {
	case <-s.closed:
		return s.err
	default:
	}
	if s.ws.Get("readyState").Int() != 1 { // OPEN
		return errClosed
	}
	s.ws.Call("send", string(b))
	return nil
}

func (s *jsSocket) CloseNow() {
	s.shut(errClosed)
	s.ws.Call("close")
	for _, f := range s.funcs {
		f.Release()
	}
	s.funcs = nil
}
