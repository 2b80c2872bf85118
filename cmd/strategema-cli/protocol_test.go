package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"strategema/ai"
	"strategema/engine"
)

// helperEnv makes the test binary act as the CLI (or a fake engine), so
// the arena can run it as an exec: player.
const helperEnv = "STRATEGEMA_CLI_TEST_HELPER"

func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) == "1" {
		if len(os.Args) > 2 && os.Args[1] == "fake-engine" {
			os.Exit(fakeEngine(os.Args[2]))
		}
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// fakeEngine speaks the handshake properly and answers go as mode says:
// illegal, unfinished, malformed, crash or late.
func fakeEngine(mode string) int {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "stp":
			fmt.Println("id name Fake " + mode)
			fmt.Println("stpok")
		case "isready":
			fmt.Println("readyok")
		case "quit":
			return 0
		case "go":
			ms, _ := strconv.Atoi(f[len(f)-1])
			switch mode {
			case "illegal":
				fmt.Println("bestturn L1-A1>L4-H8")
			case "unfinished":
				fmt.Println("bestturn hold")
			case "overlong":
				fmt.Println("bestturn hold, hold, hold")
			case "malformed":
				fmt.Println("bestturn jump L1-A1")
			case "chatter":
				fmt.Println("thinking hard")
			case "crash":
				fmt.Fprintln(os.Stderr, "fake engine: deliberate crash")
				return 3
			case "late":
				time.Sleep(time.Duration(ms)*time.Millisecond + answerGrace + 500*time.Millisecond)
				fmt.Println("bestturn hold, hold")
			}
		}
	}
	return 0
}

// selfExec is the arena name of this test binary run as the CLI with args.
func selfExec(t *testing.T, args string) string {
	t.Helper()
	t.Setenv(helperEnv, "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(exe, " \t") {
		t.Skipf("the test binary's path %q holds a space", exe)
	}
	return execPrefix + exe + " " + args
}

type arenaJSON struct {
	Games    int            `json:"games"`
	Wins     int            `json:"wins"`
	Losses   int            `json:"losses"`
	Endings  map[string]int `json:"endings"`
	Forfeits []struct {
		Game   int    `json:"game"`
		Player string `json:"player"`
		Reason string `json:"reason"`
	} `json:"forfeits"`
}

func runArenaJSON(t *testing.T, args ...string) (arenaJSON, string) {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	args = append(args, "--json", "--out", dir)
	if code := runArena(testEN, args, &out, &errb); code != 0 {
		t.Fatalf("arena exit %d: %s", code, errb.String())
	}
	var r arenaJSON
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("%v in %s", err, out.String())
	}
	return r, dir
}

// TestArenaPlaysTheEngineSubcommand: the CLI's own engine, run as a
// program, plays whole games through the protocol.
func TestArenaPlaysTheEngineSubcommand(t *testing.T) {
	prog := selfExec(t, "engine --player greedy --threads 1")
	r, dir := runArenaJSON(t, "--a", prog, "--b", "random", "--games", "2", "--time", "40ms", "--max-turns", "16", "--seed", "3")
	if r.Games != 2 || len(r.Forfeits) != 0 {
		t.Fatalf("report %+v, want 2 games without forfeits", r)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "game-*.txt"))
	if len(files) != 2 {
		t.Fatalf("%d records", len(files))
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		g, rec, err := engine.LoadRecord(data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", f, err, data)
		}
		if !strings.Contains(string(data), `"Greedy"`) {
			t.Errorf("%s: the program's id name is not in the headers:\n%s", f, data)
		}
		if p := g.Position(); !p.Over() && p.Turn() < 16 || len(rec.Turns) < 16 {
			t.Errorf("%s: the game stopped at turn %d", f, p.Turn())
		}
	}
}

// TestArenaForfeits: a program that breaks the protocol loses the game,
// and the report, the JSON and the record say why.
func TestArenaForfeits(t *testing.T) {
	for _, c := range []struct {
		mode, kind, reason string
	}{
		{"illegal", "illegal action", "L1-A1>L4-H8: "},
		{"unfinished", "illegal action", "left unfinished"},
		{"overlong", "illegal action", "after the turn has ended"},
		{"malformed", "crash", `malformed answer "bestturn jump L1-A1"`},
		{"chatter", "crash", `malformed answer "thinking hard"`},
		{"crash", "crash", "process exited: exit status 3, stderr: fake engine: deliberate crash"},
		{"late", "time forfeit", "no bestturn within 1.05s"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			prog := selfExec(t, "fake-engine "+c.mode)
			start := time.Now()
			r, dir := runArenaJSON(t, "--a", prog, "--b", "random", "--games", "1", "--time", "50ms")
			if el := time.Since(start); el > 6*time.Second {
				t.Errorf("the forfeit took %v", el)
			}
			if r.Losses != 1 || r.Endings[c.kind] != 1 || len(r.Forfeits) != 1 {
				t.Fatalf("report %+v, want one loss by %s", r, c.kind)
			}
			f := r.Forfeits[0]
			if f.Game != 1 || f.Player != prog || !strings.HasPrefix(f.Reason, c.kind+" (") || !strings.Contains(f.Reason, c.reason) {
				t.Errorf("forfeit %+v, want %s naming %q", f, c.kind, c.reason)
			}
			data, err := os.ReadFile(filepath.Join(dir, "game-001.txt"))
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := engine.LoadRecord(data); err != nil {
				t.Errorf("the record does not replay: %v\n%s", err, data)
			}
			if !strings.Contains(string(data), "0-1") || !strings.Contains(string(data), strings.ReplaceAll(c.reason, `"`, "'")) {
				t.Errorf("the record lacks the result or the reason %q:\n%s", c.reason, data)
			}
			var table, errb bytes.Buffer
			if code := runArena(testEN, []string{"--a", prog, "--b", "random", "--games", "1", "--time", "50ms"}, &table, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			if !strings.Contains(table.String(), "forfeit: game 1, "+prog+": "+c.kind) {
				t.Errorf("the table does not report the forfeit:\n%s", table.String())
			}
		})
	}
}

func TestArenaRejectsAMissingProgram(t *testing.T) {
	for _, spec := range []string{"exec:", "exec:/no/such/program --flag"} {
		var out, errb bytes.Buffer
		if code := runArena(testEN, []string{"--a", spec}, &out, &errb); code != 2 {
			t.Errorf("%q: exit %d, want 2 (%s)", spec, code, errb.String())
		}
	}
}

// TestProtocolTranscripts: input lines and the output lines they must
// give (regular expressions, in order; info depth lines are checked apart).
func TestProtocolTranscripts(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []string
		want []string
	}{
		{"handshake", []string{"stp", "isready"}, []string{"id name Greedy", "id author .+", "stpok", "readyok"}},
		{"blank lines and spaces", []string{"", "  isready  "}, []string{"readyok"}},
		{"unknown command", []string{"uci", "isready"}, []string{`info string error unknown command "uci" .*`, "readyok"}},
		{"go from the opening", []string{"newgame", "position startpos", "go time 40"}, []string{"bestturn .+"}},
		{"go after turns", []string{"position startpos turns L2-D2>L2-D4, surge L2-D4|hold, end", "go time 40"}, []string{"bestturn .+"}},
		{"illegal turn names the turn and the rule", []string{"position startpos turns hold, hold|L1-A1>L4-H8"},
			[]string{`info string error position: turn 2 "L1-A1>L4-H8": L1-A1>L4-H8: .+ \(the position is unchanged\)`}},
		{"unknown word", []string{"position startpos turns hold, jump"}, []string{`info string error position: turn 1 "hold, jump": unknown word " ?jump".*`}},
		{"a word after the turn", []string{"position startpos turns hold, hold, hold"}, []string{`info string error position: turn 1 .*after the turn has ended.*`}},
		{"mid-turn line not last", []string{"position startpos turns hold|hold, hold"}, []string{`info string error position: turn 2 .*middle of a turn.*`}},
		{"comment smuggled in", []string{"position startpos turns hold, hold ; x"}, []string{`info string error position: turn 1 .*no ';'.*`}},
		{"bad position", []string{"position fen xyz", "position startpos moves e4"}, []string{`info string error position: want position startpos.*`, `info string error position: want turns after startpos.*`}},
		{"go without time", []string{"go", "go time soon", "go time -5"}, []string{"info string error go: want go time MS", `info string error go: time "soon".*`, `info string error go: time "-5".*`}},
		{"no turn to play", []string{"position startpos turns resign", "go time 20"}, []string{"info string error go: .*no turn to play.*", `bestturn \(none\)`}},
		{"quit ends it", []string{"quit", "isready"}, nil},
		{"mid-turn position", []string{"position startpos turns hold", "go time 40"}, []string{"bestturn .+"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			in := strings.NewReader(strings.Join(c.in, "\n") + "\n")
			if code := runEngine(testEN, []string{"--player", "greedy", "--threads", "1"}, in, &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			var got []string
			info := regexp.MustCompile(`^info depth [0-9]+ nodes [0-9]+ time [0-9]+ score -?[0-9]+ pv \S.*$`)
			for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
				if strings.HasPrefix(l, "info depth") {
					if !info.MatchString(l) {
						t.Errorf("bad info line %q", l)
					}
					continue
				}
				if l != "" {
					got = append(got, l)
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("output %q, want %d lines matching %q", got, len(c.want), c.want)
			}
			for i, w := range c.want {
				if !regexp.MustCompile("^" + w + "$").MatchString(got[i]) {
					t.Errorf("line %d %q does not match %q", i+1, got[i], w)
				}
			}
		})
	}
}

// TestBestTurnIsLegal: the engine's answer is the rest of the turn, in
// record words, and finishes it.
func TestBestTurnIsLegal(t *testing.T) {
	for _, turns := range []string{"", "hold", "L2-D2>L2-D4, surge L2-D4|hold, end"} {
		cmd := "position startpos"
		if turns != "" {
			cmd += " turns " + turns
		}
		var out, errb bytes.Buffer
		in := strings.NewReader(cmd + "\ngo time 40\n")
		if code := runEngine(testEN, []string{"--player", "data", "--threads", "1"}, in, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		best, ok := strings.CutPrefix(lines[len(lines)-1], "bestturn ")
		if !ok {
			t.Fatalf("%q: no bestturn in %q", turns, out.String())
		}
		g, err := parsePositionCommand(testEN, strings.TrimPrefix(cmd, "position "))
		if err != nil {
			t.Fatal(err)
		}
		acts, err := parseBestTurn(best)
		if err != nil {
			t.Fatalf("bestturn %q: %v", best, err)
		}
		if illegal, err := applyTurn(g, acts, nil); illegal != nil || err != nil {
			t.Errorf("after %q, bestturn %q: %v %v", turns, best, illegal, err)
		}
	}
}

func TestInfoLine(t *testing.T) {
	var out bytes.Buffer
	e := &protocolEngine{out: &out, searching: engine.NewPosition(), lang: testEN}
	pv := []engine.Action{
		engine.Move(mustCell(t, "L2-D2"), mustCell(t, "L2-D4")),
		engine.Surge(mustCell(t, "L2-D4")),
		engine.Simple(engine.ActHold),
	}
	e.progress(ai.Stats{Depth: 3, Nodes: 1234, Elapsed: 56 * time.Millisecond, Score: -17, PV: pv})
	e.progress(ai.Stats{Depth: 1, Nodes: 9}) // the second action's search: not reported
	want := "info depth 3 nodes 1234 time 56 score -17 pv L2-D2>L2-D4, surge L2-D4 | hold\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

func mustCell(t *testing.T, s string) engine.Cell {
	t.Helper()
	c, err := engine.ParseCell(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestReadInfo(t *testing.T) {
	var s ai.Stats
	readInfo("depth 4 nodes 5000 time 12 score -35 pv L2-D2>L2-D4, surge 7", &s)
	if s.Depth != 4 || s.Nodes != 5000 || s.Score != -35 {
		t.Errorf("read %+v", s)
	}
	var z ai.Stats
	readInfo("string depth 9", &z)
	if z.Depth != 0 {
		t.Errorf("an info string set the depth: %+v", z)
	}
}
