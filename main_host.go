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
		srv, err := server.New(ctx, server.Config{Store: st, Logger: log, PublicURL: public, WebDir: hostWebDir()})
		if err != nil {
			ln.Close()
			st.Close()
			return render.Hosted{}, fmt.Errorf("host games: %w", err)
		}
		go http.Serve(ln, srv.Handler())
		return render.Hosted{Base: fmt.Sprintf("http://127.0.0.1:%d", port), Public: public}, nil
	}
}

// hostWebDir is the browser build the hosted server serves, so that a
// friend on the same network opens the invite in a browser: the folder
// named by STRATEGEMA_WEB, else web/ beside the executable, else web/ in
// the working folder (a source checkout after scripts/build-web.sh); ""
// when none holds index.html and game.wasm (the link's page then says to
// open it in the game). The desktop downloads do not carry the browser
// build (docs/ONLINE.md, Hosting in the window).
func hostWebDir() string {
	var dirs []string
	if d := os.Getenv("STRATEGEMA_WEB"); d != "" {
		dirs = append(dirs, d)
	}
	if exe, err := os.Executable(); err == nil {
		dirs = append(dirs, filepath.Join(filepath.Dir(exe), "web"))
	}
	dirs = append(dirs, "web")
	for _, d := range dirs {
		if webBuildIn(d) {
			if abs, err := filepath.Abs(d); err == nil {
				return abs
			}
			return d
		}
	}
	return ""
}

// webBuildIn reports whether dir holds the browser build.
func webBuildIn(dir string) bool {
	for _, f := range []string{"index.html", "game.wasm", "wasm_exec.js"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.IsDir() {
			return false
		}
	}
	return true
}

// lanAddress is the address a friend's computer reaches this one at: of
// the IPv4 addresses of the interfaces that are up (loopback aside),
// see pickLANAddress.
func lanAddress() string {
	var ips []net.IP
	ifs, err := net.Interfaces()
	if err != nil {
		return pickLANAddress(nil)
	}
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if ipn, ok := a.(*net.IPNet); ok {
				ips = append(ips, ipn.IP)
			}
		}
	}
	return pickLANAddress(ips)
}

// pickLANAddress chooses among a computer's addresses the one to show a
// friend: the first private IPv4 address (a home or office network), else
// the first other global IPv4 address (a computer on a network without
// private addresses), else 127.0.0.1 (no network: only this computer can
// join).
func pickLANAddress(ips []net.IP) string {
	var global net.IP
	for _, ip := range ips {
		ip4 := ip.To4()
		switch {
		case ip4 == nil || ip4.IsLoopback() || ip4.IsLinkLocalUnicast() || ip4.IsUnspecified():
		case ip4.IsPrivate():
			return ip4.String()
		case global == nil && ip4.IsGlobalUnicast():
			global = ip4
		}
	}
	if global != nil {
		return global.String()
	}
	return "127.0.0.1"
}
