package server

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"strategema/online/protocol"
)

// Short codes: a friend on the telephone, or across the room, types six
// characters instead of a 60-character invite. POST /api/games makes one
// for the seat the creator hands out (the other seat); GET
// /api/code/{CODE} answers that seat's invite. Codes live in memory for
// codeLife (a server restart forgets them; the invite link itself works
// for as long as the game does), and looking them up is limited per
// address, so guessing one of 32^6 (about 10^9) codes is hopeless.

// CodeAlphabet is the codes' alphabet: digits and capitals without 0, O,
// 1 and I, which are easily confused.
const CodeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// CodeLen is the length of a code.
const CodeLen = 6

// codeLife is how long a code resolves.
const codeLife = 24 * time.Hour

// CodeResponse answers GET /api/code/{CODE}.
type CodeResponse struct {
	Game   string `json:"game"`
	Invite string `json:"invite"`
}

type codeEntry struct {
	game, secret string
	expires      time.Time
}

// codeBook holds the live codes.
type codeBook struct {
	mu    sync.Mutex
	codes map[string]codeEntry
}

// NormalizeCode is a typed code as stored: capitals, without spaces and
// dashes; ok is false when it cannot be a code.
func NormalizeCode(s string) (string, bool) {
	s = strings.ToUpper(strings.NewReplacer(" ", "", "-", "", "\t", "").Replace(strings.TrimSpace(s)))
	if len(s) != CodeLen {
		return "", false
	}
	for _, c := range s {
		if !strings.ContainsRune(CodeAlphabet, c) {
			return "", false
		}
	}
	return s, true
}

// add makes a fresh code for a seat's secret in game.
func (b *codeBook) add(game, secret string, now time.Time) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.codes == nil {
		b.codes = map[string]codeEntry{}
	}
	for c, e := range b.codes { // forget expired codes
		if now.After(e.expires) {
			delete(b.codes, c)
		}
	}
	for {
		var raw [CodeLen]byte
		rand.Read(raw[:])
		code := make([]byte, CodeLen)
		for i, r := range raw {
			code[i] = CodeAlphabet[int(r)%len(CodeAlphabet)] // 256 is a multiple of 32: no bias
		}
		if _, taken := b.codes[string(code)]; !taken {
			b.codes[string(code)] = codeEntry{game: game, secret: secret, expires: now.Add(codeLife)}
			return string(code)
		}
	}
}

// find resolves a normalized code.
func (b *codeBook) find(code string, now time.Time) (codeEntry, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	e, ok := b.codes[code]
	if !ok || now.After(e.expires) {
		return codeEntry{}, false
	}
	return e, true
}

func (s *Server) handleCode(w http.ResponseWriter, r *http.Request) {
	if !s.lookups.allow(clientAddr(r)) {
		s.metrics.refused.WithLabelValues(protocol.ErrRateLimited).Inc()
		httpError(w, http.StatusTooManyRequests, protocol.ErrRateLimited, "too many codes tried from this address: wait a little")
		return
	}
	code, ok := NormalizeCode(r.PathValue("code"))
	if !ok {
		httpError(w, http.StatusBadRequest, protocol.ErrBadField, "a code is 6 characters of "+CodeAlphabet)
		return
	}
	e, ok := s.codes.find(code, time.Now())
	if !ok {
		httpError(w, http.StatusNotFound, "no_code", "no game has this code (codes last a day)")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(CodeResponse{Game: e.game, Invite: protocol.InviteLink(s.base(r), e.game, e.secret)})
}
