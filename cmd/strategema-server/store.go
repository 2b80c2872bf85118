//go:build !js

package main

import (
	"context"
	"log/slog"
	"net/url"
	"strings"

	"strategema/online/store"
	"strategema/online/store/sqlitestore"
)

// openStore opens the database --db names.
func openStore(ctx context.Context, db string, log *slog.Logger) (store.Store, error) {
	if isPostgres(db) {
		return openPostgres(ctx, db, log)
	}
	return sqlitestore.Open(ctx, db)
}

func isPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// redact hides a database URL's password in logs.
func redact(db string) string {
	if !isPostgres(db) {
		return db
	}
	u, err := url.Parse(db)
	if err != nil {
		return "postgres://..."
	}
	return u.Redacted()
}
