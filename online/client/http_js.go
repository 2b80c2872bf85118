//go:build js

package client

import (
	"context"
	"errors"
	"fmt"
	"syscall/js"
)

// http_js.go: the server's HTTP calls through the page's fetch (net/http
// would bring its TLS stack into the page's download).

// await waits for a promise's value.
func await(ctx context.Context, p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	defer then.Release()
	defer fail.Release()
	p.Call("then", then, fail)
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		return js.Undefined(), ctx.Err()
	}
}

// httpCall makes one request with fetch.
func httpCall(ctx context.Context, method, u string, body []byte, out any) error {
	fetch := js.Global().Get("fetch")
	if !fetch.Truthy() {
		return fmt.Errorf("%s %s: this browser has no fetch", method, u)
	}
	init := js.Global().Get("Object").New()
	init.Set("method", method)
	if body != nil {
		init.Set("body", string(body))
		h := js.Global().Get("Object").New()
		h.Set("Content-Type", "application/json")
		init.Set("headers", h)
	}
	ctrl := js.Global().Get("AbortController")
	if ctrl.Truthy() {
		c := ctrl.New()
		init.Set("signal", c.Get("signal"))
		stop := context.AfterFunc(ctx, func() { c.Call("abort") })
		defer stop()
	}
	res, err := await(ctx, fetch.Invoke(u, init))
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	text, err := await(ctx, res.Call("text"))
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	return answer(method, u, res.Get("status").Int(), res.Get("statusText").String(), []byte(text.String()), out)
}
