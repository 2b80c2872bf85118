// Package protocol is the wire format of STRATEGEMA's online play: the
// versioned JSON messages a client and the game server exchange over one
// WebSocket, their decoder with its errors, time controls and the links
// (invites, watch links) that name a game and a seat. docs/ONLINE.md
// describes every message; this package is its executable form. It
// imports only the engine (to check record words), so the browser build
// links it.
package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"strategema/engine"
)

// Version is the protocol version a client names in its hello.
const Version = 1

// Limits of one message; the server closes a connection whose frame is
// larger than MaxMessageBytes.
const (
	MaxMessageBytes = 16 << 10
	MaxWords        = 8  // words in one act
	MaxIDLen        = 64 // a client's command id
	MaxWordLen      = 40 // one record word
	MaxSecretLen    = 64
	MaxGameLen      = 32
)

// Client-to-server message types.
const (
	THello   = "hello"   // open a game as a seat or a spectator
	TAct     = "act"     // play record words (a turn or part of one)
	TResign  = "resign"  // resign, on either side's turn
	TAbort   = "abort"   // end a game before both sides have played a turn
	TClaim   = "claim"   // claim victory or a draw against an absent opponent
	TRematch = "rematch" // ask for (or agree to) a rematch of a finished game
	// TTakeback asks the opponent to take back one's last actions (no
	// answer) or answers the opponent's request (answer: accept or
	// decline).
	TTakeback = "takeback"
	TSync     = "sync" // ask for what was missed since v
	TPing     = "ping" // heartbeat; answered by pong
)

// Server-to-client message types.
const (
	TWelcome  = "welcome"  // the answer to hello: the seat and the whole state
	TState    = "state"    // the whole state (after a gap too large, or a stale command)
	TUpdate   = "update"   // entries appended to the game since from
	TAck      = "ack"      // a command was stored durably (or was already)
	TError    = "error"    // a command or message was refused
	TPong     = "pong"     // the answer to ping
	TNewGame  = "newgame"  // a rematch was agreed: this seat's place in the new game
	TPresence = "presence" // a seat connected or left
)

// Seat names as they travel.
const (
	SeatCerulean  = "cerulean"
	SeatAmber     = "amber"
	SeatSpectator = "spectator"
)

// Message is every message of the protocol: T names its type, and each
// type uses the fields docs/ONLINE.md lists for it (the others are left
// out of the JSON).
type Message struct {
	T       string          `json:"t"`
	P       int             `json:"p,omitempty"`       // protocol version: hello, welcome
	Game    string          `json:"game,omitempty"`    // hello, welcome, newgame
	Secret  string          `json:"secret,omitempty"`  // hello (a seat's secret; none for a spectator), newgame
	Seat    string          `json:"seat,omitempty"`    // welcome, newgame: cerulean, amber or spectator
	V       int64           `json:"v"`                 // the game's version: based on (commands), reached (server)
	ID      string          `json:"id,omitempty"`      // a command's id, chosen by the client; echoed by ack and error
	Words   []string        `json:"words,omitempty"`   // act: record words
	Lag     int64           `json:"lag,omitempty"`     // act: the client's estimate of its one-way lag in ms
	Claim   string          `json:"claim,omitempty"`   // claim: win or draw
	Answer  string          `json:"answer,omitempty"`  // takeback: accept or decline (none: the request itself)
	N       int64           `json:"n,omitempty"`       // ping, pong: any number, echoed
	From    int64           `json:"from,omitempty"`    // update: the version before its first entry
	Entries []Entry         `json:"entries,omitempty"` // update
	State   *State          `json:"state,omitempty"`   // welcome, state
	Clock   *Clock          `json:"clock,omitempty"`   // update, ack: the clocks now
	Present map[string]bool `json:"present,omitempty"` // presence: seats with a connection now
	Code    string          `json:"code,omitempty"`    // error
	Msg     string          `json:"msg,omitempty"`     // error: the English explanation
}

// Entry is one step of a game's log. Version V is its place (1 the
// first). It is a record word played by Side; or, when Word is empty, an
// ending the server decided (Result and Reason); or a takeback the
// opponent agreed to (Reason "takeback", no Result): Side's words since
// the opponent's last word are taken back (TakebackSpan). The log keeps
// the words taken back: it only grows.
type Entry struct {
	V      int64  `json:"v"`
	Side   string `json:"side,omitempty"` // who played the word, or whom the ending is about
	Word   string `json:"w,omitempty"`
	Result string `json:"result,omitempty"` // endings: cerulean, amber, draw, aborted
	Reason string `json:"reason,omitempty"` // endings: time, resignation, abandoned, aborted
	At     int64  `json:"at"`               // server time, Unix milliseconds
}

// ReasonTakeback is the reason of a takeback entry.
const ReasonTakeback = "takeback"

// Takeback answers.
const (
	AnswerAccept  = "accept"
	AnswerDecline = "decline"
)

// IsTakeback reports whether e is a takeback (not a word, not an ending).
func (e *Entry) IsTakeback() bool {
	return e.Word == "" && e.Reason == ReasonTakeback && e.Result == ""
}

// IsEnding reports whether e is an ending the server decided.
func (e *Entry) IsEnding() bool { return e.Word == "" && !e.IsTakeback() }

// State is the whole state of a game as a client needs it to draw the
// board and the clocks: the log replays to the position.
type State struct {
	Game        string          `json:"game"`
	Control     string          `json:"control"` // time control: untimed, 10+5, 3d
	V           int64           `json:"v"`
	From        int64           `json:"from,omitempty"` // Entries start after this version (0: the whole log)
	Entries     []Entry         `json:"entries"`
	Status      string          `json:"status"`           // playing or over
	Result      string          `json:"result,omitempty"` // over: cerulean, amber, draw or aborted
	Reason      string          `json:"reason,omitempty"` // over: why (the engine's reasons and the server's)
	ToAct       string          `json:"to_act,omitempty"` // the seat that must act now (the answerer while a draw offer is pending)
	DrawPending bool            `json:"draw_pending,omitempty"`
	Present     map[string]bool `json:"present"`             // seats with a connection now
	Claimable   bool            `json:"claimable,omitempty"` // the absent player's grace has run out: the other may claim
	Rematch     []string        `json:"rematch,omitempty"`   // seats that asked for a rematch
	Takeback    string          `json:"takeback,omitempty"`  // the seat whose takeback request waits for the opponent's answer
	Clock       *Clock          `json:"clock,omitempty"`
}

// Clock is both clocks when the message was sent, in milliseconds left;
// Running is the seat whose clock runs ("" when none does).
type Clock struct {
	Cerulean int64  `json:"cerulean"`
	Amber    int64  `json:"amber"`
	Running  string `json:"running,omitempty"`
}

// Error codes of the protocol's error message (and of Decode's *Error).
const (
	ErrBadJSON      = "bad_json"      // not a JSON object
	ErrTooLarge     = "too_large"     // over MaxMessageBytes (the connection is closed)
	ErrUnknownType  = "unknown_type"  // t is not a client message type
	ErrBadField     = "bad_field"     // a field is missing, too long or malformed
	ErrBadWord      = "bad_word"      // a word is not a record word
	ErrVersion      = "version"       // hello's p is not a supported protocol version
	ErrNotHello     = "not_hello"     // the first message was not hello, or hello came twice
	ErrNoGame       = "no_game"       // no game with that id
	ErrBadSecret    = "bad_secret"    // the secret is no seat of that game
	ErrSpectator    = "spectator"     // spectators cannot act
	ErrNotYourTurn  = "not_your_turn" // the other seat must act now
	ErrStale        = "stale"         // v is not the game's version: a state follows
	ErrIllegal      = "illegal"       // the engine refused a word; msg names the rule
	ErrGameOver     = "game_over"     // the game has ended
	ErrNotAllowed   = "not_allowed"   // abort, claim or rematch not possible now; msg says why
	ErrRateLimited  = "rate_limited"  // too many messages: wait
	ErrInternal     = "internal"      // the server failed (for example its database); retry later
	ErrShuttingDown = "shutting_down" // the server is stopping: reconnect shortly
)

// Error is a refused message: Code is one of the Err constants.
type Error struct {
	Code string
	Msg  string
}

func (e *Error) Error() string { return e.Code + ": " + e.Msg }

// Errorf makes an *Error with a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// ErrorMessage is the protocol's error message for err (an *Error keeps
// its code; anything else is internal), echoing the command id.
func ErrorMessage(id string, v int64, err error) Message {
	var pe *Error
	if !errors.As(err, &pe) {
		pe = &Error{Code: ErrInternal, Msg: err.Error()}
	}
	return Message{T: TError, ID: id, V: v, Code: pe.Code, Msg: pe.Msg}
}

// Decode reads one client-to-server message and checks it: its type is
// known and it has the fields its type needs, each within its limit. The
// error is always an *Error. Unknown fields are ignored (a newer client
// may send more).
func Decode(data []byte) (*Message, error) {
	if len(data) > MaxMessageBytes {
		return nil, Errorf(ErrTooLarge, "message of %d bytes: the limit is %d", len(data), MaxMessageBytes)
	}
	if t := bytes.TrimSpace(data); len(t) == 0 || t[0] != '{' {
		return nil, Errorf(ErrBadJSON, "a message is one JSON object")
	}
	var m Message
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&m); err != nil {
		return nil, Errorf(ErrBadJSON, "%v", err)
	}
	if dec.More() {
		return nil, Errorf(ErrBadJSON, "data after the JSON object")
	}
	if err := check(&m); err != nil {
		return nil, err
	}
	return &m, nil
}

// check validates a client-to-server message for Decode. A function, not
// a method: the browser build never decodes a client's message, and an
// exported method would stay in it (about 10 KB of game.wasm) because
// text/template looks methods up by name.
func check(m *Message) error {
	if m.V < 0 {
		return Errorf(ErrBadField, "v is negative")
	}
	if len(m.ID) > MaxIDLen {
		return Errorf(ErrBadField, "id longer than %d bytes", MaxIDLen)
	}
	needID := func() error {
		if m.ID == "" {
			return Errorf(ErrBadField, "%s needs an id", m.T)
		}
		return nil
	}
	switch m.T {
	case THello:
		switch {
		case m.P == 0:
			return Errorf(ErrBadField, "hello needs p, the protocol version")
		case m.Game == "" || len(m.Game) > MaxGameLen:
			return Errorf(ErrBadField, "hello needs game, at most %d bytes", MaxGameLen)
		case len(m.Secret) > MaxSecretLen:
			return Errorf(ErrBadField, "secret longer than %d bytes", MaxSecretLen)
		}
		return nil
	case TAct:
		if err := needID(); err != nil {
			return err
		}
		if len(m.Words) == 0 || len(m.Words) > MaxWords {
			return Errorf(ErrBadField, "act needs 1 to %d words", MaxWords)
		}
		for _, w := range m.Words {
			if len(w) > MaxWordLen {
				return Errorf(ErrBadWord, "word longer than %d bytes", MaxWordLen)
			}
			if _, err := engine.ParseAction(w); err != nil {
				return Errorf(ErrBadWord, "%q: %v", w, err)
			}
		}
		if m.Lag < 0 {
			return Errorf(ErrBadField, "lag is negative")
		}
		return nil
	case TClaim:
		if m.Claim != "win" && m.Claim != "draw" {
			return Errorf(ErrBadField, "claim is win or draw")
		}
		return needID()
	case TResign, TAbort, TRematch:
		return needID()
	case TTakeback:
		if m.Answer != "" && m.Answer != AnswerAccept && m.Answer != AnswerDecline {
			return Errorf(ErrBadField, "a takeback's answer is accept or decline (none asks)")
		}
		return needID()
	case TSync, TPing:
		return nil
	case "":
		return Errorf(ErrBadField, "a message needs t, its type")
	}
	return Errorf(ErrUnknownType, "unknown message type %q", clip(m.T))
}

func clip(s string) string {
	if len(s) > 32 {
		return s[:32] + "..."
	}
	return s
}

// SeatName is the wire name of a side.
func SeatName(s engine.Side) string { return s.String() }

// ParseSeat reads a side's wire name.
func ParseSeat(name string) (engine.Side, bool) {
	switch strings.ToLower(name) {
	case SeatCerulean:
		return engine.Cerulean, true
	case SeatAmber:
		return engine.Amber, true
	}
	return 0, false
}
