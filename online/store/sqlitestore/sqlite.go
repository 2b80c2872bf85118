//go:build !js

package sqlitestore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"strategema/online/store"
)

const schema = `
CREATE TABLE IF NOT EXISTS games (
	id TEXT PRIMARY KEY,
	control TEXT NOT NULL,
	created INTEGER NOT NULL,
	cerulean_hash BLOB NOT NULL,
	amber_hash BLOB NOT NULL,
	over INTEGER NOT NULL DEFAULT 0,
	note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS games_running ON games(over) WHERE over = 0;
CREATE TABLE IF NOT EXISTS entries (
	game TEXT NOT NULL,
	v INTEGER NOT NULL,
	side TEXT NOT NULL,
	word TEXT NOT NULL,
	result TEXT NOT NULL,
	reason TEXT NOT NULL,
	at INTEGER NOT NULL,
	cid TEXT NOT NULL,
	clock_c INTEGER NOT NULL,
	clock_a INTEGER NOT NULL,
	PRIMARY KEY (game, v)
) WITHOUT ROWID;
`

// Store is a SQLite database of games.
type Store struct {
	db      *sql.DB
	stop    chan struct{} // ends the checkpoints
	stopped chan struct{}
}

// Open opens (creating when missing) the database in the file at path.
func Open(ctx context.Context, path string) (*Store, error) {
	q := url.Values{}
	// The WAL is checkpointed by a goroutine of its own, not by the commit
	// that happens to pass 1 000 pages: a checkpoint fsyncs the database
	// file, and inside a commit it stalled every game's actions for up to
	// half a second.
	for _, p := range []string{"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)", "wal_autocheckpoint(0)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	db.SetMaxOpenConns(4)
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: schema: %w", path, err)
	}
	st := &Store{db: db, stop: make(chan struct{}), stopped: make(chan struct{})}
	go st.checkpoints()
	return st, nil
}

// checkpoints copies the WAL into the database once a second (PASSIVE:
// it never waits for the writer, which goes on appending meanwhile), and
// every 30 s truncates it (TRUNCATE waits for the writer, but finds all
// but the last second's pages copied already): under constant writes a
// passive checkpoint alone never lets the WAL start again, and it grew
// without bound.
func (s *Store) checkpoints() {
	defer close(s.stopped)
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for n := 1; ; n++ {
		select {
		case <-s.stop:
			return
		case <-t.C:
			mode := "PASSIVE"
			if n%30 == 0 {
				mode = "TRUNCATE"
			}
			s.db.Exec(`PRAGMA wal_checkpoint(` + mode + `)`)
		}
	}
}

// CreateGame implements store.Store.
func (s *Store) CreateGame(ctx context.Context, g store.Game) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO games (id, control, created, cerulean_hash, amber_hash, over, note) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.Control, g.Created.UnixMilli(), g.SeatHash[0], g.SeatHash[1], g.Over, g.Note)
	if err != nil {
		return fmt.Errorf("create game %s: %w", g.ID, err)
	}
	return nil
}

// LoadGame implements store.Store.
func (s *Store) LoadGame(ctx context.Context, id string) (store.Game, []store.Entry, error) {
	var g store.Game
	var created int64
	err := s.db.QueryRowContext(ctx, `SELECT id, control, created, cerulean_hash, amber_hash, over, note FROM games WHERE id = ?`, id).
		Scan(&g.ID, &g.Control, &created, &g.SeatHash[0], &g.SeatHash[1], &g.Over, &g.Note)
	if errors.Is(err, sql.ErrNoRows) {
		return g, nil, store.ErrNotFound
	}
	if err != nil {
		return g, nil, fmt.Errorf("load game %s: %w", id, err)
	}
	g.Created = time.UnixMilli(created)
	es, err := s.Since(ctx, id, 0)
	return g, es, err
}

// Since implements store.Store.
func (s *Store) Since(ctx context.Context, id string, v int64) ([]store.Entry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT v, side, word, result, reason, at, cid, clock_c, clock_a FROM entries WHERE game = ? AND v > ? ORDER BY v`, id, v)
	if err != nil {
		return nil, fmt.Errorf("load game %s: %w", id, err)
	}
	defer rows.Close()
	var es []store.Entry
	for rows.Next() {
		e := store.Entry{Game: id}
		if err := rows.Scan(&e.V, &e.Side, &e.Word, &e.Result, &e.Reason, &e.At, &e.CID, &e.Clock[0], &e.Clock[1]); err != nil {
			return nil, fmt.Errorf("load game %s: %w", id, err)
		}
		es = append(es, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("load game %s: %w", id, err)
	}
	return es, nil
}

// Append implements store.Store: one IMMEDIATE transaction.
func (s *Store) Append(ctx context.Context, entries []store.Entry) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("append: %w", err)
	}
	defer tx.Rollback()
	ins, err := tx.PrepareContext(ctx, `INSERT INTO entries (game, v, side, word, result, reason, at, cid, clock_c, clock_a) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return fmt.Errorf("append: %w", err)
	}
	defer ins.Close()
	prev := map[string]int64{} // each game's last version in this transaction
	for _, e := range entries {
		if last, ok := prev[e.Game]; (!ok && e.V > 1) || (ok && last != e.V-1) {
			var one int
			err := tx.QueryRowContext(ctx, `SELECT 1 FROM entries WHERE game = ? AND v = ?`, e.Game, e.V-1).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("append %s v%d: version %d is not stored: %w", e.Game, e.V, e.V-1, store.ErrConflict)
			}
			if err != nil {
				return fmt.Errorf("append %s v%d: %w", e.Game, e.V, err)
			}
		}
		prev[e.Game] = e.V
		if _, err := ins.ExecContext(ctx, e.Game, e.V, e.Side, e.Word, e.Result, e.Reason, e.At, e.CID, e.Clock[0], e.Clock[1]); err != nil {
			if isConstraint(err) {
				return fmt.Errorf("append %s v%d: %w", e.Game, e.V, store.ErrConflict)
			}
			return fmt.Errorf("append %s v%d: %w", e.Game, e.V, err)
		}
		if e.Ends {
			if _, err := tx.ExecContext(ctx, `UPDATE games SET over = 1 WHERE id = ?`, e.Game); err != nil {
				return fmt.Errorf("append %s: end: %w", e.Game, err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("append: commit: %w", err)
	}
	return nil
}

func isConstraint(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code()&0xff == sqlite3.SQLITE_CONSTRAINT
	}
	return strings.Contains(err.Error(), "UNIQUE constraint")
}

// Running implements store.Store.
func (s *Store) Running(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM games WHERE over = 0`)
	if err != nil {
		return nil, fmt.Errorf("running games: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("running games: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// Close implements store.Store: a last checkpoint, then the database is
// closed.
func (s *Store) Close() error {
	close(s.stop)
	<-s.stopped
	s.db.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
	return s.db.Close()
}
