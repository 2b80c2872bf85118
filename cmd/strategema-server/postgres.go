//go:build !js

package main

import (
	"context"
	"log/slog"

	"strategema/online/store"
	"strategema/online/store/pgstore"
)

// openPostgres opens a PostgreSQL store, which other instances may share.
func openPostgres(ctx context.Context, db string, log *slog.Logger) (store.Store, error) {
	st, err := pgstore.Open(ctx, db)
	if err != nil {
		return nil, err
	}
	log.Info("postgres: instances sharing this database follow each other's games (LISTEN/NOTIFY)")
	return st, nil
}
