//go:build !js

package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"strategema/online/server"
	"strategema/online/store/sqlitestore"
	"strategema/render"
	"strategema/render/store"
)

// hostPort is the port the hosted server asks for first (another is
// taken when it is in use).
const hostPort = 8470

// hostOnline is the game server the window runs inside itself for the
// Online room: SQLite in the player's folder, listening on every address
// so a friend on the same network can join; started on first use.
func hostOnline(backend store.Backend) func() (render.Hosted, error) {
	return func() (render.Hosted, error) {
		dir := os.TempDir()
		if d, ok := backend.(*store.Dir); ok {
			dir = d.Path
		}
		ctx := context.Background()
		st, err := sqlitestore.Open(ctx, filepath.Join(dir, "online-games.db"))
		if err != nil {
			return render.Hosted{}, fmt.Errorf("host games: %w", err)
		}
		ln, err := net.Listen("tcp", fmt.Sprintf(":%d", hostPort))
		if err != nil {
			ln, err = net.Listen("tcp", ":0")
		}
		if err != nil {
			st.Close()
			return render.Hosted{}, fmt.Errorf("host games: %w", err)
		}
		port := ln.Addr().(*net.TCPAddr).Port
		public := fmt.Sprintf("http://%s:%d", lanAddress(), port)
		log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		srv, err := server.New(ctx, server.Config{Store: st, Logger: log, PublicURL: public})
		if err != nil {
			ln.Close()
			st.Close()
			return render.Hosted{}, fmt.Errorf("host games: %w", err)
		}
		go http.Serve(ln, srv.Handler())
		return render.Hosted{Base: fmt.Sprintf("http://127.0.0.1:%d", port), Public: public}, nil
	}
}

// lanAddress is this computer's address on its local network (the first
// private IPv4 address of an interface that is up), else 127.0.0.1.
func lanAddress() string {
	ifs, err := net.Interfaces()
	if err != nil {
		return "127.0.0.1"
	}
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			if ipn, ok := a.(*net.IPNet); ok {
				if ip4 := ipn.IP.To4(); ip4 != nil && ip4.IsPrivate() {
					return ip4.String()
				}
			}
		}
	}
	return "127.0.0.1"
}
