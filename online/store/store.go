// Package store is the online game server's durable memory, event-sourced
// as the engine thinks: a game's header and its log of entries (record
// words and server endings), each committed before the server
// acknowledges it. The drivers live in their own packages (sqlitestore,
// pgstore) so that nothing the browser links imports a database.
package store

import (
	"context"
	"errors"
	"time"
)

// ErrNotFound: no game with that id.
var ErrNotFound = errors.New("no such game")

// ErrConflict: an entry's version is already taken (another server
// instance appended to the same game first).
var ErrConflict = errors.New("version already stored")

// Game is a game's header.
type Game struct {
	ID      string
	Control string    // the time control as protocol.ParseControl reads it
	Created time.Time // to the millisecond
	// SeatHash holds each seat's secret hashed (SHA-256), Cerulean first.
	SeatHash [2][]byte
	Over     bool   // the log holds the game's end
	Note     string // free text: the game this one is a rematch of
}

// Entry is one stored step of a game's log.
type Entry struct {
	Game   string
	V      int64  // 1, 2, ... within the game
	Side   string // cerulean or amber
	Word   string // a record word, or "" for a server ending
	Result string // endings: cerulean, amber, draw, aborted
	Reason string // endings: time, resignation, abandoned, aborted
	At     int64  // Unix milliseconds
	CID    string // the client's command id that made it ("" for the server's own)
	// Clock is each side's time left in ms after this entry (Cerulean
	// first); 0 for untimed games.
	Clock [2]int64
	// Ends marks the entry after which the game is over (an engine result
	// or a server ending); the game's header is then marked Over.
	Ends bool
}

// Store is a database of games.
type Store interface {
	// CreateGame stores a new game's header.
	CreateGame(ctx context.Context, g Game) error
	// LoadGame reads a game's header and its whole log in order;
	// ErrNotFound when there is none.
	LoadGame(ctx context.Context, id string) (Game, []Entry, error)
	// Append stores entries of any number of games in one transaction:
	// all or none. An entry whose version is taken fails it with
	// ErrConflict.
	Append(ctx context.Context, entries []Entry) error
	// Running lists the games not over.
	Running(ctx context.Context) ([]string, error)
	// Since reads a game's entries after version v, in order.
	Since(ctx context.Context, id string, v int64) ([]Entry, error)
	// Close releases the database.
	Close() error
}

// Notifier is a store that several server instances share: each hears of
// the entries the others append (PostgreSQL's LISTEN/NOTIFY). A lost
// signal is harmless: the versions refuse a command based on an old
// state, and the clients resync.
type Notifier interface {
	// Listen calls fn with a game and its newest version after each
	// Append by any instance, until ctx ends; fn("", 0) means signals may
	// have been lost (at the start, after a reconnection): every game may
	// have changed.
	Listen(ctx context.Context, fn func(game string, v int64)) error
}
