// Command strategema-server is STRATEGEMA's online game server: players
// create games, share invites and play over WebSockets (docs/ONLINE.md);
// every action is stored before it is acknowledged. A file path for --db
// is an SQLite database; a postgres:// URL is PostgreSQL, which several
// instances may share.
//
//	strategema-server --addr 127.0.0.1:8080 --db games.db
//
// It is not built for the browser (GOOS=js): its database drivers are not.
package main
