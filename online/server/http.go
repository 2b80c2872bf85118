package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"strategema/engine"
	"strategema/online/protocol"
	"strategema/online/store"
)

// CreateRequest is the body of POST /api/games.
type CreateRequest struct {
	Control string `json:"control"` // untimed, 10+5, 3d
	Colour  string `json:"colour"`  // the creator's: cerulean, amber or random
}

// CreateResponse is its answer: both invites and the watch link; Seat and
// Secret are the creator's.
type CreateResponse struct {
	Game     string `json:"game"`
	Control  string `json:"control"`
	Seat     string `json:"seat"`
	Secret   string `json:"secret"`
	Cerulean string `json:"cerulean"`
	Amber    string `json:"amber"`
	Watch    string `json:"watch"`
	// Code is a short code for the other seat's invite (GET /api/code/CODE).
	Code string `json:"code"`
}

// Handler is the server's HTTP side.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/games", s.handleCreate)
	mux.HandleFunc("POST /api/seek", s.handleSeek)
	mux.HandleFunc("GET /api/open", s.handleOpen)
	mux.HandleFunc("GET /api/code/{code}", s.handleCode)
	mux.HandleFunc("GET /api/games/{id}", s.handleState)
	mux.HandleFunc("GET /api/games/{id}/record", s.handleRecord)
	mux.HandleFunc("GET /ws", s.handleSocket)
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.Handle("GET /metrics", s.metrics.handler())
	mux.HandleFunc("GET /g/{id}", s.handleGamePage)
	if s.cfg.WebDir != "" {
		mux.Handle("GET /", webFiles(s.cfg.WebDir))
	}
	return mux
}

func (s *Server) base(r *http.Request) string {
	if s.cfg.PublicURL != "" {
		return strings.TrimRight(s.cfg.PublicURL, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// clientAddr is the client's IP address (without the port).
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func httpError(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"code": code, "msg": msg})
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if !s.creates.allow(clientAddr(r)) {
		s.metrics.refused.WithLabelValues(protocol.ErrRateLimited).Inc()
		httpError(w, http.StatusTooManyRequests, protocol.ErrRateLimited, "too many games created from this address: wait a little")
		return
	}
	var req CreateRequest
	body, err := io.ReadAll(io.LimitReader(r.Body, 4097))
	if err == nil && len(body) > 4096 {
		err = errors.New("body over 4096 bytes")
	}
	if err == nil && len(strings.TrimSpace(string(body))) > 0 {
		err = json.Unmarshal(body, &req)
	}
	if err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadJSON, err.Error())
		return
	}
	ctl, err := protocol.ParseControl(req.Control)
	if err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadField, err.Error())
		return
	}
	seat, ok := engine.Side(rand.IntN(2)), true
	if req.Colour != "" && !strings.EqualFold(req.Colour, "random") {
		seat, ok = protocol.ParseSeat(req.Colour)
	}
	if !ok {
		httpError(w, http.StatusBadRequest, protocol.ErrBadField, "colour is cerulean, amber or random")
		return
	}
	ng, err := s.createGame(ctl, "")
	if err != nil {
		s.log.Error("create game", "err", err)
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be stored")
		return
	}
	base := s.base(r)
	s.log.Info("game created", "game", ng.id, "control", ctl.String(), "addr", clientAddr(r))
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(CreateResponse{Game: ng.id, Control: ctl.String(), Seat: seat.String(), Secret: ng.secrets[seat],
		Cerulean: protocol.InviteLink(base, ng.id, ng.secrets[0]), Amber: protocol.InviteLink(base, ng.id, ng.secrets[1]),
		Watch: protocol.GameLink(base, ng.id), Code: s.codes.add(ng.id, ng.secrets[1-seat], time.Now())})
}

// handleState answers the game's state as JSON (what a spectator's
// welcome carries).
func (s *Server) handleState(w http.ResponseWriter, r *http.Request) {
	rm, err := s.room(r.Context(), r.PathValue("id"))
	if err != nil {
		s.httpRoomError(w, err)
		return
	}
	rm.mu.Lock()
	st := rm.state(0, time.Now())
	rm.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(st)
}

func (s *Server) httpRoomError(w http.ResponseWriter, err error) {
	var pe *protocol.Error
	if errors.As(err, &pe) && pe.Code == protocol.ErrNoGame {
		httpError(w, http.StatusNotFound, pe.Code, pe.Msg)
		return
	}
	httpError(w, http.StatusServiceUnavailable, protocol.ErrInternal, err.Error())
}

// handleRecord answers the game's record (rules.md section 12) as the
// store holds it: what is acknowledged, nothing more.
func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request) {
	g, es, err := s.st.LoadGame(r.Context(), r.PathValue("id"))
	if errors.Is(err, store.ErrNotFound) {
		httpError(w, http.StatusNotFound, protocol.ErrNoGame, "no such game")
		return
	}
	if err != nil {
		httpError(w, http.StatusServiceUnavailable, protocol.ErrInternal, err.Error())
		return
	}
	text, err := RecordText(g, es, s.base(r))
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, err.Error())
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, text)
}

// RecordText writes a stored game as a record: its words replayed by the
// engine, headers naming the game, and a server ending (time, resignation
// out of turn, abandonment, abort) in a Termination header, as the arena
// writes a forfeit.
func RecordText(g store.Game, es []store.Entry, base string) (string, error) {
	pe := make([]protocol.Entry, len(es))
	for i, e := range es {
		pe[i] = protocol.Entry{V: e.V, Side: e.Side, Word: e.Word, Result: e.Result, Reason: e.Reason, At: e.At}
	}
	eg, end, err := protocol.Replay(pe)
	if err != nil {
		return "", fmt.Errorf("game %s: %w", g.ID, err)
	}
	hs := []engine.Header{{Key: "Event", Value: "Online"}, {Key: "Site", Value: protocol.GameLink(base, g.ID)},
		{Key: "Date", Value: g.Created.UTC().Format("2006.01.02")}, {Key: "TimeControl", Value: g.Control}}
	if end != nil {
		hs = append(hs, engine.Header{Key: "Termination", Value: protocol.Termination(end, eg.Position().Turn())})
	}
	return engine.RecordOf(eg, hs...).String(), nil
}

func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	closing := s.closing
	s.mu.Unlock()
	if closing {
		httpError(w, http.StatusServiceUnavailable, protocol.ErrShuttingDown, "the server is stopping")
		return
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true, CompressionMode: websocket.CompressionDisabled})
	if err != nil {
		return
	}
	ws.SetReadLimit(protocol.MaxMessageBytes)
	ctx, cancel := contextWithoutRequest(r)
	c := &conn{s: s, ws: ws, addr: clientAddr(r), out: make(chan []byte, outQueue), ctx: ctx, cancel: cancel,
		lim: rate.NewLimiter(rate.Limit(s.cfg.MsgRate), s.cfg.MsgBurst), seat: -1}
	s.mu.Lock()
	s.conns[c] = struct{}{}
	s.mu.Unlock()
	s.metrics.conns.Inc()
	defer func() {
		s.metrics.conns.Dec()
		s.mu.Lock()
		delete(s.conns, c)
		s.mu.Unlock()
		c.close("bye")
	}()
	c.serve()
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	rooms, conns, closing := len(s.rooms), len(s.conns), s.closing
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if closing {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	json.NewEncoder(w).Encode(map[string]any{"ok": !closing, "games_loaded": rooms, "connections": conns})
}

// addrLimiter limits an action per client address.
type addrLimiter struct {
	rate  rate.Limit
	burst int
	mu    sync.Mutex
	m     map[string]*rate.Limiter
	reset time.Time
}

func newAddrLimiter(r float64, burst int) *addrLimiter {
	l := rate.Limit(r)
	if r < 0 {
		l = rate.Inf
	}
	return &addrLimiter{rate: l, burst: burst, m: map[string]*rate.Limiter{}, reset: time.Now()}
}

func (a *addrLimiter) allow(addr string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if time.Since(a.reset) > 10*time.Minute { // forget idle addresses
		a.m, a.reset = map[string]*rate.Limiter{}, time.Now()
	}
	l, ok := a.m[addr]
	if !ok {
		l = rate.NewLimiter(a.rate, a.burst)
		a.m[addr] = l
	}
	return l.Allow()
}
