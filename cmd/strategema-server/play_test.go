//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var resultRE = regexp.MustCompile(`^game (\w+) over: (1-0|0-1|1/2-1/2|\*) \((\w[\w-]*)\) at turn (\d+); this seat: (cerulean|amber)\n$`)

// playAndCheck runs two `online play` clients on game g until the end and
// checks they agree, and that the fetched record replays to their result.
func playAndCheck(t *testing.T, base string, g map[string]string, during func(), cerulean, amber []string) {
	t.Helper()
	w, wout, werr := startCLI(t, "online", "watch", "--invite", g["watch"])
	c, cout, cerr := startCLI(t, append([]string{"online", "play", "--invite", g["cerulean"]}, cerulean...)...)
	a, aout, aerr := startCLI(t, append([]string{"online", "play", "--invite", g["amber"]}, amber...)...)
	if during != nil {
		during()
	}
	cl := waitCLI(t, c, cout, cerr, 90*time.Second)
	al := waitCLI(t, a, aout, aerr, 90*time.Second)
	cm, am := resultRE.FindStringSubmatch(cl), resultRE.FindStringSubmatch(al)
	if cm == nil || am == nil {
		t.Fatalf("result lines %q and %q", cl, al)
	}
	if cm[2] != am[2] || cm[3] != am[3] || cm[4] != am[4] || cm[5] != "cerulean" || am[5] != "amber" {
		t.Fatalf("the players disagree: %q and %q", cl, al)
	}
	watched := waitCLI(t, w, wout, werr, 30*time.Second)
	if want := strings.Replace(cl, "this seat: cerulean", "this seat: spectator", 1); !strings.HasSuffix(watched, want) {
		t.Errorf("the spectator ends with %q, want %q", watched[max(0, len(watched)-120):], want)
	}
	record := cli(t, 0, "online", "record", "--server", base, "--game", g["game"])
	if !strings.Contains(record, "[Site \""+g["watch"]+"\"]") {
		t.Errorf("the record does not name its game:\n%s", record)
	}
	r := replayJSON(t, record)
	want := map[string]string{"1-0": "cerulean", "0-1": "amber", "1/2-1/2": "draw"}[cm[2]]
	if r["result"] != want || r["reason"] != cm[3] || fmt.Sprint(r["turn"]) != cm[4] {
		t.Fatalf("the record replays to %v (%v) at turn %v; the players saw %s", r["result"], r["reason"], r["turn"], cl)
	}
}

// TestTwoCLIPlayersPlayAWholeGame: two `strategema-cli online play`
// processes play a whole game through a server process on an SQLite file;
// `online record` fetches the record, and `replay` replays it to the
// result both players printed.
func TestTwoCLIPlayersPlayAWholeGame(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"))
	g := newGame(t, s.base, "--clock", "10+5", "--colour", "cerulean")
	playAndCheck(t, s.base, g, nil, []string{"--player", "greedy", "--time", "20ms"}, []string{"--player", "cadet", "--time", "20ms"})
	s.stop()
	if !strings.Contains(s.log.String(), `"msg":"stopped"`) {
		t.Errorf("no graceful stop in the log:\n%s", s.log.String())
	}
}

// TestKilledServerLosesNothing: the server is killed with SIGKILL three
// times during a game and started again on the same file; the players
// reconnect by themselves and finish, and the record (every acknowledged
// action) replays to their result.
func TestKilledServerLosesNothing(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	addr := freeAddr(t)
	s := startServer(t, addr, db)
	g := newGame(t, s.base)
	midGame := 0
	kills := func() {
		for range 3 {
			time.Sleep(300 * time.Millisecond)
			if st := gameState(t, s.base, g["game"]); st["status"] == "playing" && st["v"].(float64) > 0 {
				midGame++
			}
			s.kill()
			time.Sleep(200 * time.Millisecond)
			s = startServer(t, addr, db)
		}
	}
	playAndCheck(t, s.base, g, kills, []string{"--player", "greedy", "--time", "30ms"}, []string{"--player", "random", "--time", "30ms"})
	if midGame < 2 {
		t.Errorf("only %d of the 3 kills came in the middle of the game", midGame)
	}
	if n := strings.Count(s.log.String(), `"msg":"games restored"`); n != 1 {
		t.Errorf("the last server's log holds %d restores", n)
	}
}

// TestLoadtest: `strategema-cli loadtest` plays bot games against a real
// server and prints the fields the measurements rely on, with every
// acknowledged action found in the store.
func TestLoadtest(t *testing.T) {
	s := startServer(t, "127.0.0.1:0", filepath.Join(t.TempDir(), "games.db"))
	out := cli(t, 0, "loadtest", "--server", s.base, "--games", "5", "--rate", "50", "--duration", "4s", "--json")
	var r map[string]float64
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("loadtest printed %q: %v", out, err)
	}
	for _, k := range []string{"games", "actions", "actions_per_s", "p50_ms", "p99_ms", "errors", "lost"} {
		if _, ok := r[k]; !ok {
			t.Errorf("no %q in %s", k, out)
		}
	}
	if r["games"] != 5 || r["actions"] < 50 || r["errors"] != 0 || r["lost"] != 0 || r["games_stalled"] != 0 || r["p99_ms"] <= 0 {
		t.Fatalf("loadtest: %s", out)
	}
	if st := metric(t, s.base, "strategema_entries_stored_total"); st < r["actions"] {
		t.Fatalf("the server stored %v entries, the load test had %v acknowledged", st, r["actions"])
	}
}
