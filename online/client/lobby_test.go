//go:build !js

package client

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"strategema/online/server"
	"strategema/online/store/sqlitestore"
)

// testServer is a real server on a temporary SQLite file.
func testServer(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	st, err := sqlitestore.Open(ctx, t.TempDir()+"/games.db")
	if err != nil {
		t.Fatal(err)
	}
	s, err := server.New(ctx, server.Config{Store: st, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() { ts.Close(); s.Shutdown() })
	return ts.URL
}

func TestCreateCodeAndSeek(t *testing.T) {
	base := testServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := Create(ctx, base, "3d", "amber")
	if err != nil {
		t.Fatal(err)
	}
	if c.Seat != "amber" || c.Mine() != c.Amber || c.Friends() != c.Cerulean || c.Control != "3d" {
		t.Fatalf("created %+v", c)
	}
	inv, err := ResolveCode(ctx, base, c.Code)
	if err != nil || inv != c.Friends() {
		t.Fatalf("code %s = %q, %v; want %s", c.Code, inv, err, c.Friends())
	}
	if _, err := ResolveCode(ctx, base, "22222X"); !IsCode(err, "no_code") {
		t.Errorf("unknown code: %v, want no_code", err)
	}
	if _, err := Create(ctx, base, "banana", "amber"); !IsCode(err, "bad_field") {
		t.Errorf("bad control: %v, want bad_field", err)
	}

	var wg sync.WaitGroup
	var got [2]Paired
	var errs [2]error
	for i := range 2 {
		wg.Add(1)
		go func() { defer wg.Done(); got[i], errs[i] = Seek(ctx, base, "5+3") }()
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil {
		t.Fatal(errs)
	}
	if !got[0].Paired || got[0].Game != got[1].Game || got[0].Seat == got[1].Seat || got[0].Invite == "" {
		t.Fatalf("seeks: %+v", got)
	}
}
