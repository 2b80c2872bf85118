package server

import (
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"sort"
	"sync"
	"time"

	"strategema/engine"
	"strategema/online/protocol"
)

// The lobby pairs players for quick games: a seek names a time control and
// waits (up to seekWait); the next seek of the same control creates a game
// with random colours and answers both with their own seat.

const seekWait = 30 * time.Second

// SeekResponse answers POST /api/seek: the seat taken and its invite, or
// Paired false when nobody came in time.
type SeekResponse struct {
	Paired  bool   `json:"paired"`
	Game    string `json:"game,omitempty"`
	Control string `json:"control,omitempty"`
	Seat    string `json:"seat,omitempty"`
	Secret  string `json:"secret,omitempty"`
	Invite  string `json:"invite,omitempty"`
	Watch   string `json:"watch,omitempty"`
}

type seek struct {
	answer chan SeekResponse
}

type lobby struct {
	mu    sync.Mutex
	seeks map[string][]*seek // by time control
}

func (s *Server) handleSeek(w http.ResponseWriter, r *http.Request) {
	if !s.creates.allow(clientAddr(r)) {
		httpError(w, http.StatusTooManyRequests, protocol.ErrRateLimited, "too many games asked for from this address: wait a little")
		return
	}
	var req CreateRequest
	if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&req); err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadJSON, err.Error())
		return
	}
	ctl, err := protocol.ParseControl(req.Control)
	if err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadField, err.Error())
		return
	}
	key := ctl.String()
	me := &seek{answer: make(chan SeekResponse, 1)}
	s.lobby.mu.Lock()
	if waiting := s.lobby.seeks[key]; len(waiting) > 0 {
		other := waiting[0]
		s.lobby.seeks[key] = waiting[1:]
		s.lobby.mu.Unlock()
		ng, err := s.createGame(ctl, "paired in the lobby")
		if err != nil {
			other.answer <- SeekResponse{}
			httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be stored")
			return
		}
		base := s.base(r)
		mine := engine.Side(rand.IntN(2))
		for _, x := range []struct {
			sk   *seek
			side engine.Side
		}{{me, mine}, {other, mine.Opponent()}} {
			x.sk.answer <- SeekResponse{Paired: true, Game: ng.id, Control: key, Seat: x.side.String(), Secret: ng.secrets[x.side],
				Invite: protocol.InviteLink(base, ng.id, ng.secrets[x.side]), Watch: protocol.GameLink(base, ng.id)}
		}
	} else {
		s.lobby.seeks[key] = append(waiting, me)
		s.lobby.mu.Unlock()
	}
	var resp SeekResponse
	select {
	case resp = <-me.answer:
	case <-time.After(seekWait):
	case <-r.Context().Done():
	}
	if !resp.Paired {
		s.lobby.mu.Lock()
		for i, o := range s.lobby.seeks[key] {
			if o == me {
				s.lobby.seeks[key] = append(s.lobby.seeks[key][:i:i], s.lobby.seeks[key][i+1:]...)
				break
			}
		}
		s.lobby.mu.Unlock()
		select { // paired at the last moment
		case resp = <-me.answer:
		default:
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(resp)
}

// handleOpen lists the time controls players are waiting to be paired at.
func (s *Server) handleOpen(w http.ResponseWriter, r *http.Request) {
	type open struct {
		Control string `json:"control"`
		Waiting int    `json:"waiting"`
	}
	list := []open{}
	s.lobby.mu.Lock()
	for k, v := range s.lobby.seeks {
		if len(v) > 0 {
			list = append(list, open{k, len(v)})
		}
	}
	s.lobby.mu.Unlock()
	sort.Slice(list, func(i, j int) bool { return list[i].Control < list[j].Control })
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(list)
}
