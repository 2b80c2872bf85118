// Package server is STRATEGEMA's online game server: HTTP for creating
// games and fetching records, one WebSocket per client for play (the
// messages of package protocol, documented in docs/ONLINE.md). Each game
// is a room in memory; the engine judges every action, the store keeps
// it (committed before it is acknowledged, many games' actions in one
// transaction), and only then do the players and spectators see it.
package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
	"strategema/online/store"
)

// Config is what a server needs; zero values take the defaults.
type Config struct {
	Store  store.Store
	Logger *slog.Logger
	// PublicURL is the address links are made of (https://play.example.org);
	// "" takes the request's Host.
	PublicURL string
	// CreateRate and CreateBurst limit game creation per client address
	// (games a second; 0 rate: 1, -1: no limit).
	CreateRate  float64
	CreateBurst int
	// MsgRate and MsgBurst limit each connection's messages (defaults 20/s,
	// burst 40).
	MsgRate  float64
	MsgBurst int
	// WebDir, when set, is the browser build served at / (index.html,
	// game.wasm, wasm_exec.js).
	WebDir string
}

// Server is the game server.
type Server struct {
	cfg     Config
	st      store.Store
	log     *slog.Logger
	commit  *committer
	metrics *metrics
	creates *addrLimiter
	lookups *addrLimiter // short codes tried
	codes   codeBook
	lobby   lobby

	stopListen context.CancelFunc // stops following the other instances

	mu      sync.Mutex
	rooms   map[string]*roomSlot
	conns   map[*conn]struct{}
	closing bool
}

// roomSlot is a room being loaded or loaded.
type roomSlot struct {
	ready chan struct{}
	r     *room
	err   error
}

// New makes a server on cfg.Store and restores the running games (their
// clocks run again from now).
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.MsgRate == 0 {
		cfg.MsgRate, cfg.MsgBurst = 20, 40
	}
	if cfg.CreateRate == 0 {
		cfg.CreateRate, cfg.CreateBurst = 1, 20
	}
	s := &Server{cfg: cfg, st: cfg.Store, log: cfg.Logger, rooms: map[string]*roomSlot{}, conns: map[*conn]struct{}{}}
	s.lobby.seeks = map[string][]*seek{}
	s.metrics = newMetrics(s)
	s.creates = newAddrLimiter(cfg.CreateRate, cfg.CreateBurst)
	s.lookups = newAddrLimiter(2, 10)
	s.commit = newCommitter(cfg.Store, s.metrics.observeCommit)
	ids, err := s.st.Running(ctx)
	if err != nil {
		return nil, fmt.Errorf("restore running games: %w", err)
	}
	for _, id := range ids {
		if _, err := s.room(ctx, id); err != nil {
			s.log.Error("restore failed", "game", id, "err", err)
		}
	}
	s.log.Info("games restored", "running", len(ids))
	if n, ok := cfg.Store.(store.Notifier); ok {
		lctx, cancel := context.WithCancel(context.Background())
		s.stopListen = cancel
		go s.listen(lctx, n)
	}
	return s, nil
}

// room is the loaded game id, loading it from the store on first use.
func (s *Server) room(ctx context.Context, id string) (*room, error) {
	s.mu.Lock()
	if s.closing {
		s.mu.Unlock()
		return nil, protocol.Errorf(protocol.ErrShuttingDown, "the server is stopping: reconnect shortly")
	}
	slot, ok := s.rooms[id]
	if !ok {
		slot = &roomSlot{ready: make(chan struct{})}
		s.rooms[id] = slot
	}
	s.mu.Unlock()
	if ok {
		<-slot.ready
		if slot.err != nil {
			return nil, slot.err
		}
		return slot.r, nil
	}
	g, es, err := s.st.LoadGame(ctx, id)
	if err == nil {
		slot.r, err = loadRoom(s, g, es, time.Now())
	}
	if errors.Is(err, store.ErrNotFound) {
		err = protocol.Errorf(protocol.ErrNoGame, "no game %q", id)
	} else if err != nil {
		s.log.Error("load game", "game", id, "err", err)
		err = protocol.Errorf(protocol.ErrInternal, "game %s could not be loaded", id)
	}
	slot.err = err
	close(slot.ready)
	if err != nil {
		s.mu.Lock()
		delete(s.rooms, id)
		s.mu.Unlock()
		return nil, err
	}
	s.metrics.roomsLoaded.Inc()
	return slot.r, nil
}

// dropRoom forgets a room (it is loaded afresh from the store when next
// needed).
func (s *Server) dropRoom(r *room) {
	s.mu.Lock()
	if slot, ok := s.rooms[r.id]; ok && slot.r == r {
		delete(s.rooms, r.id)
	}
	s.mu.Unlock()
}

// newGame is a created game's id and its seats' secrets.
type newGame struct {
	id      string
	secrets [2]string
}

// Secrets are 192 random bits (crypto/rand), base64url: 32 characters.
func newSecret() string {
	b := make([]byte, 24)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// Game ids are 80 random bits in lower-case base32: 16 characters.
func newGameID() string {
	b := make([]byte, 10)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

func hashSecret(s string) []byte {
	h := sha256.Sum256([]byte(s))
	return h[:]
}

// matchSeat finds the seat whose hashed secret matches, comparing with
// both in constant time.
func matchSeat(hash [2][]byte, secret string) (engine.Side, bool) {
	h := hashSecret(secret)
	c := subtle.ConstantTimeCompare(h, hash[0])
	a := subtle.ConstantTimeCompare(h, hash[1])
	switch {
	case c == 1:
		return engine.Cerulean, true
	case a == 1:
		return engine.Amber, true
	}
	return 0, false
}

// createGame stores a new game.
func (s *Server) createGame(ctl protocol.Control, note string) (newGame, error) {
	ng := newGame{id: newGameID(), secrets: [2]string{newSecret(), newSecret()}}
	g := store.Game{ID: ng.id, Control: ctl.String(), Created: time.Now().Truncate(time.Millisecond), Note: note,
		SeatHash: [2][]byte{hashSecret(ng.secrets[0]), hashSecret(ng.secrets[1])}}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.st.CreateGame(ctx, g); err != nil {
		return ng, err
	}
	s.metrics.gamesCreated.Inc()
	return ng, nil
}

// Shutdown stops the server gracefully: new connections are refused,
// every client is told to reconnect (to this server restarted, or to
// another instance), the entries already queued are stored, then the
// store is closed.
func (s *Server) Shutdown() {
	s.mu.Lock()
	s.closing = true
	conns := make([]*conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.send(&protocol.Message{T: protocol.TError, Code: protocol.ErrShuttingDown, Msg: "the server is stopping: reconnect shortly"})
	}
	time.Sleep(100 * time.Millisecond)
	for _, c := range conns {
		c.close("server shutting down")
	}
	if s.stopListen != nil {
		s.stopListen()
	}
	s.commit.close()
	if err := s.st.Close(); err != nil {
		s.log.Error("closing the store", "err", err)
	}
}
