//go:build !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The tests run the real programs: the server built from this package and
// strategema-cli, on a real SQLite file, with real WebSocket clients.

var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "strategema-server-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var builds sync.Map // package -> *buildOnce

type buildOnce struct {
	once sync.Once
	path string
	err  error
}

// binary builds a command of this module once per test run.
func binary(t *testing.T, pkg string) string {
	t.Helper()
	b, _ := builds.LoadOrStore(pkg, &buildOnce{})
	bo := b.(*buildOnce)
	bo.once.Do(func() {
		bo.path = filepath.Join(binDir, filepath.Base(pkg))
		out, err := exec.Command("go", "build", "-o", bo.path, "strategema/"+pkg).CombinedOutput()
		if err != nil {
			bo.err = fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
		}
	})
	if bo.err != nil {
		t.Fatal(bo.err)
	}
	return bo.path
}

// syncBuffer is a buffer safe for a process's output and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// serverProc is a running strategema-server.
type serverProc struct {
	t    *testing.T
	cmd  *exec.Cmd
	addr string
	base string
	log  *syncBuffer
	done chan struct{}
}

// freeAddr is a loopback address with a port free now.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startServer runs the server on addr with the database db and waits
// until it listens.
func startServer(t *testing.T, addr, db string, extra ...string) *serverProc {
	t.Helper()
	args := append([]string{"--addr", addr, "--db", db, "--msg-rate", "500", "--msg-burst", "500", "--create-rate", "-1"}, extra...)
	cmd := exec.Command(binary(t, "cmd/strategema-server"), args...)
	pr, pw := io.Pipe()
	cmd.Stderr = pw
	s := &serverProc{t: t, cmd: cmd, log: &syncBuffer{}, done: make(chan struct{})}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	listening := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			line := sc.Text()
			s.log.Write([]byte(line + "\n"))
			var l struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &l) == nil && l.Msg == "listening" {
				listening <- l.Addr
			}
		}
	}()
	go func() {
		cmd.Wait()
		pw.Close()
		close(s.done)
	}()
	t.Cleanup(func() { s.kill() })
	select {
	case s.addr = <-listening:
	case <-s.done:
		t.Fatalf("the server exited at start:\n%s", s.log.String())
	case <-time.After(30 * time.Second):
		t.Fatalf("the server did not listen in 30 s:\n%s", s.log.String())
	}
	s.base = "http://" + s.addr
	return s
}

// kill ends the server with SIGKILL (kill -9) and waits for it.
func (s *serverProc) kill() {
	s.cmd.Process.Kill()
	<-s.done
}

// stop ends the server with SIGTERM and waits for it.
func (s *serverProc) stop() {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(20 * time.Second):
		s.t.Errorf("the server did not stop within 20 s of SIGTERM")
		s.kill()
	}
}

// cli runs strategema-cli and returns its stdout; a failure (other than
// the expected status) fails the test.
func cli(t *testing.T, want int, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary(t, "cmd/strategema-cli"), args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("strategema-cli %s: %v", strings.Join(args, " "), err)
		}
		code = ee.ExitCode()
	}
	if code != want {
		t.Fatalf("strategema-cli %s: status %d, want %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), code, want, out.String(), errb.String())
	}
	return out.String()
}

// startCLI starts strategema-cli in the background.
func startCLI(t *testing.T, args ...string) (*exec.Cmd, *syncBuffer, *syncBuffer) {
	t.Helper()
	cmd := exec.Command(binary(t, "cmd/strategema-cli"), args...)
	out, errb := &syncBuffer{}, &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd, out, errb
}

// waitCLI waits for a background strategema-cli, failing on a timeout or
// an exit status other than 0.
func waitCLI(t *testing.T, cmd *exec.Cmd, out, errb *syncBuffer, limit time.Duration) string {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%s: %v\nstdout: %s\nstderr: %s", strings.Join(cmd.Args, " "), err, out.String(), errb.String())
		}
	case <-time.After(limit):
		cmd.Process.Kill()
		t.Fatalf("%s: still running after %v\nstdout: %s\nstderr: %s", strings.Join(cmd.Args, " "), limit, out.String(), errb.String())
	}
	return out.String()
}

// newGame creates a game through `online new --json`.
func newGame(t *testing.T, base string, flags ...string) map[string]string {
	t.Helper()
	var g map[string]string
	out := cli(t, 0, append([]string{"online", "new", "--server", base, "--json"}, flags...)...)
	if err := json.Unmarshal([]byte(out), &g); err != nil {
		t.Fatalf("online new printed %q: %v", out, err)
	}
	for _, k := range []string{"game", "cerulean", "amber", "watch", "seat", "code"} {
		if g[k] == "" {
			t.Fatalf("online new printed %q: no %s", out, k)
		}
	}
	// the code stands for the other seat's invite
	resp, err := http.Get(base + "/api/code/" + g["code"])
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var c struct{ Invite string }
	json.NewDecoder(resp.Body).Decode(&c)
	if other := map[string]string{"cerulean": g["amber"], "amber": g["cerulean"]}[g["seat"]]; c.Invite == "" || c.Invite != other {
		t.Fatalf("online new's code %s stands for %q, want the other seat's invite %q", g["code"], c.Invite, other)
	}
	return g
}

// gameState fetches GET /api/games/ID.
func gameState(t *testing.T, base, id string) map[string]any {
	t.Helper()
	resp, err := http.Get(base + "/api/games/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	return st
}

// replayJSON replays a record with strategema-cli replay --json.
func replayJSON(t *testing.T, record string) map[string]any {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(cli(t, 0, "replay", "--json", path)), &r); err != nil {
		t.Fatal(err)
	}
	return r
}
