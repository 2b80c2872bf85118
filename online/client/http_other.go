//go:build !js

package client

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
)

// httpCall makes one request (net/http; a page uses fetch: http_js.go).
func httpCall(ctx context.Context, method, u string, body []byte, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, u, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 1<<16))
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	return answer(method, u, res.StatusCode, http.StatusText(res.StatusCode), data, out)
}
