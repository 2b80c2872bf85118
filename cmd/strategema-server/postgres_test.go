//go:build !js

package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const pgBin = "/usr/lib/postgresql/15/bin"

// startPostgres starts a throwaway PostgreSQL cluster of its own in a
// temporary folder, as the unprivileged postgres user when the test runs
// as root, and removes it at the end. Its URL is returned.
func startPostgres(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(filepath.Join(pgBin, "initdb")); err != nil {
		t.Skip("PostgreSQL 15 is not installed (scripts/deps-debian.sh installs it)")
	}
	dir, err := os.MkdirTemp("", "strategema-pg")
	if err != nil {
		t.Fatal(err)
	}
	var asUser []string
	if os.Geteuid() == 0 {
		pg, err := user.Lookup("postgres")
		if err != nil {
			t.Skip("running as root without a postgres user")
		}
		var uid, gid int
		fmt.Sscan(pg.Uid, &uid)
		fmt.Sscan(pg.Gid, &gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			t.Fatal(err)
		}
		asUser = []string{"runuser", "-u", "postgres", "--"}
	}
	run := func(name string, args ...string) {
		t.Helper()
		argv := append(append(append([]string{}, asUser...), filepath.Join(pgBin, name)), args...)
		out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, out)
		}
	}
	data := filepath.Join(dir, "data")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
	ln.Close()
	run("initdb", "-D", data, "-A", "trust", "-U", "strategema", "--no-sync")
	run("pg_ctl", "-D", data, "-l", filepath.Join(dir, "log"), "-o", "-p "+port+" -k "+dir+" -c listen_addresses=127.0.0.1 -c fsync=on", "-w", "start")
	t.Cleanup(func() {
		argv := append(append([]string{}, asUser...), filepath.Join(pgBin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop")
		exec.Command(argv[0], argv[1:]...).Run()
		os.RemoveAll(dir)
	})
	run("createdb", "-h", "127.0.0.1", "-p", port, "-U", "strategema", "strategema")
	return "postgres://strategema@127.0.0.1:" + port + "/strategema?sslmode=disable"
}

// TestTwoInstancesOnPostgres: two server processes share one PostgreSQL;
// Cerulean plays on the first, Amber on the second (each hears the other's
// entries through LISTEN/NOTIFY). The first is killed mid-game: its player
// reconnects to the second and the game ends; the record replays.
func TestTwoInstancesOnPostgres(t *testing.T) {
	db := startPostgres(t)
	a := startServer(t, "127.0.0.1:0", db)
	b := startServer(t, "127.0.0.1:0", db)
	g := newGame(t, a.base)
	onB := map[string]string{
		"game":     g["game"],
		"cerulean": g["cerulean"],
		"amber":    strings.Replace(g["amber"], a.base, b.base, 1),
		"watch":    strings.Replace(g["watch"], a.base, b.base, 1),
	}
	killed := false
	killA := func() {
		deadline := time.Now().Add(20 * time.Second)
		for time.Now().Before(deadline) {
			st := gameState(t, b.base, g["game"])
			if v := st["v"].(float64); v >= 40 {
				if st["status"] != "playing" {
					t.Fatalf("the game ended before the kill: %v", st["status"])
				}
				a.kill()
				killed = true
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatal("the game did not reach version 40 across the two instances")
	}
	playAndCheck(t, b.base, onB, killA,
		[]string{"--player", "greedy", "--time", "30ms", "--fallback", b.base},
		[]string{"--player", "random", "--time", "30ms"})
	if !killed {
		t.Fatal("the first instance was not killed")
	}
}
