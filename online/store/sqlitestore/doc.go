// Package sqlitestore is the online store in one SQLite file (the pure-Go
// modernc.org/sqlite, so the server builds with CGO_ENABLED=0): WAL
// journal, synchronous FULL (a commit survives a power loss), one writer.
//
// It is not built for the browser (GOOS=js), which has no SQLite.
package sqlitestore
