package main

import (
	"context"
	"errors"
	"log/slog"

	"strategema/online/store"
)

func openPostgres(ctx context.Context, db string, log *slog.Logger) (store.Store, error) {
	return nil, errors.New("PostgreSQL is not built into this server yet: use an SQLite file")
}
