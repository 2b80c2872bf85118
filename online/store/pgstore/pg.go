// Package pgstore is the online store in PostgreSQL (github.com/jackc/pgx),
// which several server instances may share: each Append notifies the
// others (NOTIFY strategema_entries, "GAME V") and Listen hears them.
package pgstore

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"strategema/online/store"
)

// channel is the NOTIFY channel of appended entries.
const channel = "strategema_entries"

const schema = `
CREATE TABLE IF NOT EXISTS games (
	id TEXT PRIMARY KEY,
	control TEXT NOT NULL,
	created BIGINT NOT NULL,
	cerulean_hash BYTEA NOT NULL,
	amber_hash BYTEA NOT NULL,
	over BOOLEAN NOT NULL DEFAULT FALSE,
	note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS games_running ON games(over) WHERE NOT over;
CREATE TABLE IF NOT EXISTS entries (
	game TEXT NOT NULL,
	v BIGINT NOT NULL,
	side TEXT NOT NULL,
	word TEXT NOT NULL,
	result TEXT NOT NULL,
	reason TEXT NOT NULL,
	at BIGINT NOT NULL,
	cid TEXT NOT NULL,
	clock_c BIGINT NOT NULL,
	clock_a BIGINT NOT NULL,
	PRIMARY KEY (game, v)
);
`

// Store is a PostgreSQL database of games.
type Store struct {
	pool *pgxpool.Pool
	url  string
}

// Open connects to the database at url (postgres://...) and creates the
// tables when missing.
func Open(ctx context.Context, url string) (*Store, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	// Two instances starting together may both create the tables: one
	// lock makes that safe.
	if _, err := pool.Exec(ctx, `SELECT pg_advisory_lock(4242); `+schema+`; SELECT pg_advisory_unlock(4242)`); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: schema: %w", err)
	}
	return &Store{pool: pool, url: url}, nil
}

// CreateGame implements store.Store.
func (s *Store) CreateGame(ctx context.Context, g store.Game) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO games (id, control, created, cerulean_hash, amber_hash, over, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
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
	err := s.pool.QueryRow(ctx, `SELECT id, control, created, cerulean_hash, amber_hash, over, note FROM games WHERE id = $1`, id).
		Scan(&g.ID, &g.Control, &created, &g.SeatHash[0], &g.SeatHash[1], &g.Over, &g.Note)
	if errors.Is(err, pgx.ErrNoRows) {
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
	rows, err := s.pool.Query(ctx, `SELECT v, side, word, result, reason, at, cid, clock_c, clock_a FROM entries WHERE game = $1 AND v > $2 ORDER BY v`, id, v)
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

// Append implements store.Store: one transaction, and one NOTIFY per
// game (delivered at the commit).
func (s *Store) Append(ctx context.Context, entries []store.Entry) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("append: %w", err)
	}
	defer tx.Rollback(ctx)
	last := map[string]int64{}
	for _, e := range entries {
		if prev, ok := last[e.Game]; (!ok && e.V > 1) || (ok && prev != e.V-1) {
			var one int
			err := tx.QueryRow(ctx, `SELECT 1 FROM entries WHERE game = $1 AND v = $2`, e.Game, e.V-1).Scan(&one)
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("append %s v%d: version %d is not stored: %w", e.Game, e.V, e.V-1, store.ErrConflict)
			}
			if err != nil {
				return fmt.Errorf("append %s v%d: %w", e.Game, e.V, err)
			}
		}
		last[e.Game] = e.V
		_, err := tx.Exec(ctx, `INSERT INTO entries (game, v, side, word, result, reason, at, cid, clock_c, clock_a) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
			e.Game, e.V, e.Side, e.Word, e.Result, e.Reason, e.At, e.CID, e.Clock[0], e.Clock[1])
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == "23505" { // unique_violation
			return fmt.Errorf("append %s v%d: %w", e.Game, e.V, store.ErrConflict)
		}
		if err != nil {
			return fmt.Errorf("append %s v%d: %w", e.Game, e.V, err)
		}
		if e.Ends {
			if _, err := tx.Exec(ctx, `UPDATE games SET over = TRUE WHERE id = $1`, e.Game); err != nil {
				return fmt.Errorf("append %s: end: %w", e.Game, err)
			}
		}
	}
	for g, v := range last {
		if _, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, channel, g+" "+strconv.FormatInt(v, 10)); err != nil {
			return fmt.Errorf("append: notify: %w", err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("append: commit: %w", err)
	}
	return nil
}

// Running implements store.Store.
func (s *Store) Running(ctx context.Context) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM games WHERE NOT over`)
	if err != nil {
		return nil, fmt.Errorf("running games: %w", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("running games: %w", err)
	}
	return ids, nil
}

// Listen implements store.Notifier on a connection of its own (LISTEN
// holds it), reconnecting after a failure. Signals sent while it is
// disconnected are lost, so after each (re)connection it calls fn("", 0):
// look at every game.
func (s *Store) Listen(ctx context.Context, fn func(game string, v int64)) error {
	for ctx.Err() == nil {
		err := s.listenOnce(ctx, fn)
		if ctx.Err() != nil {
			break
		}
		_ = err
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
	return ctx.Err()
}

func (s *Store) listenOnce(ctx context.Context, fn func(game string, v int64)) error {
	conn, err := pgx.Connect(ctx, s.url)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return err
	}
	fn("", 0) // signals may have been lost before: look at every game
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		game, v, ok := strings.Cut(n.Payload, " ")
		ver, err := strconv.ParseInt(v, 10, 64)
		if ok && err == nil {
			fn(game, ver)
		}
	}
}

// Close implements store.Store.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}
