//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"strategema/online/server"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := flag.NewFlagSet("strategema-server", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port)")
	db := fs.String("db", "strategema.db", "the database: a file path (SQLite) or a postgres:// URL")
	public := fs.String("public-url", "", "the address players reach the server at, for links (https://play.example.org); default: the request's host")
	webDir := fs.String("web", "", "serve the browser build from this folder (index.html, game.wasm, wasm_exec.js)")
	createRate := fs.Float64("create-rate", 1, "games a client address may create per second (-1: no limit)")
	createBurst := fs.Int("create-burst", 20, "games a client address may create at once")
	msgRate := fs.Float64("msg-rate", 20, "messages a connection may send per second")
	msgBurst := fs.Int("msg-burst", 40, "messages a connection may send at once")
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(os.Stderr, "strategema-server: --log-level: %v\n", err)
		return 2
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()

	st, err := openStore(ctx, *db, log)
	if err != nil {
		log.Error("opening the database", "db", redact(*db), "err", err)
		return 1
	}
	srv, err := server.New(ctx, server.Config{Store: st, Logger: log, PublicURL: *public, WebDir: *webDir,
		CreateRate: *createRate, CreateBurst: *createBurst, MsgRate: *msgRate, MsgBurst: *msgBurst})
	if err != nil {
		log.Error("starting", "err", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Error("listening", "addr", *addr, "err", err)
		return 1
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	log.Info("listening", "addr", ln.Addr().String(), "db", redact(*db))
	select {
	case err := <-done:
		log.Error("serving", "err", err)
		return 1
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Warn("http shutdown", "err", err)
	}
	srv.Shutdown()
	log.Info("stopped")
	return 0
}
