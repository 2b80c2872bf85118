// loadtest.go: the loadtest subcommand: many bot games at once against a
// game server, with the latency from one player's send to the opponent's
// receipt, and a final check that every acknowledged action is stored.

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"strategema/engine"
	"strategema/lang"
	"strategema/online/client"
	"strategema/online/protocol"
)

// loadtestJSON is what `loadtest --json` prints.
type loadtestJSON struct {
	Games       int     `json:"games"`
	Actions     int64   `json:"actions"`
	ActionsPerS float64 `json:"actions_per_s"`
	P50ms       float64 `json:"p50_ms"`
	P99ms       float64 `json:"p99_ms"`
	Maxms       float64 `json:"max_ms"`
	Errors      int64   `json:"errors"`
	Lost        int64   `json:"lost"`
	Reconnects  int64   `json:"reconnects"`
	Finished    int64   `json:"games_finished"`
	Stalled     int     `json:"games_stalled"` // games with an action the opponent had not seen stallAfter after it was sent
	Connections int     `json:"connections"`
}

// loadGame is one bot game: the send time of each version, the words
// acknowledged.
type loadGame struct {
	id    string
	mu    sync.Mutex
	sent  map[int64]time.Time // version -> when the player sent the act reaching it
	acked map[int64]string    // version -> word, acknowledged
}

// stallAfter is how long an action may go unseen by the opponent before
// its game counts as stalled: the bots' pace is random (a game may go
// half a minute without an action by chance), the server's answer is not.
const stallAfter = 10 * time.Second

// unsend forgets the send of a refused action: it reached no version.
func (g *loadGame) unsend(v int64) {
	g.mu.Lock()
	delete(g.sent, v)
	g.mu.Unlock()
}

// stalled reports whether an action sent stallAfter or more before end
// had still not reached the opponent by then.
func (g *loadGame) stalled(end time.Time) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, t := range g.sent {
		if end.Sub(t) >= stallAfter {
			return true
		}
	}
	return false
}

type loadStats struct {
	mu         sync.Mutex
	latencies  []time.Duration
	actions    atomic.Int64
	errors     atomic.Int64
	reconnects atomic.Int64
	finished   atomic.Int64
	errSample  atomic.Value
}

func runLoadtest(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "loadtest", "cli.loadtest.usage", stderr)
	server := fs.String("server", "", p.T("cli.online.flag.server"))
	games := fs.Int("games", 10, p.T("cli.loadtest.flag.games"))
	duration := fs.Duration("duration", 30*time.Second, p.T("cli.loadtest.flag.duration"))
	rate := fs.Float64("rate", 200, p.T("cli.loadtest.flag.rate"))
	asJSON := fs.Bool("json", false, p.T("cli.loadtest.flag.json"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	if *server == "" || *games < 1 || *rate <= 0 {
		fs.usage()
		return 2
	}
	ctx := context.Background()
	st := &loadStats{}
	lg := make([]*loadGame, *games)
	links := make([]*newGameJSON, *games)
	for i := range lg {
		g, err := createWithRetry(ctx, *server)
		if err != nil {
			fs.fail(fmt.Errorf("creating game %d: %w", i+1, err))
			return 1
		}
		links[i] = g
		lg[i] = &loadGame{id: g.Game, sent: map[int64]time.Time{}, acked: map[int64]string{}}
	}
	// Each game acts once every games/rate seconds on average.
	interval := time.Duration(float64(*games) / *rate * float64(time.Second))
	playCtx, stop := context.WithCancel(ctx)
	defer stop()
	var wg sync.WaitGroup
	runCtx, stopClients := context.WithCancel(ctx)
	defer stopClients()
	onEvent := func(what string, err error) {
		if what == "disconnected" {
			st.reconnects.Add(1)
		}
	}
	opt := client.Options{OnEvent: onEvent, Ping: 20 * time.Second, MaxBackoff: 3 * time.Second}
	var all [][3]*client.Client
	for _, g := range links {
		c, _ := client.FromLink(g.Cerulean, opt)
		a, _ := client.FromLink(g.Amber, opt)
		w, _ := client.FromLink(g.Watch, opt)
		for _, cl := range []*client.Client{c, a, w} {
			go cl.Run(runCtx)
			// Connect at a measured pace, not all at once.
			cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
			_, err := cl.Wait(cctx, func(v *client.View) bool { return v.Connected })
			cancel()
			if err != nil {
				fs.fail(fmt.Errorf("connecting to game %s: %w", g.Game, err))
				stopClients()
				return 1
			}
		}
		all = append(all, [3]*client.Client{c, a, w})
	}
	for i, cs := range all {
		seed := uint64(i)
		wg.Add(2)
		go func() { defer wg.Done(); loadBot(playCtx, cs[0], lg[i], st, interval, seed*2) }()
		go func() { defer wg.Done(); loadBot(playCtx, cs[1], lg[i], st, interval, seed*2+1) }()
	}
	start := time.Now()
	time.Sleep(*duration)
	stop()
	wg.Wait()
	elapsed := time.Since(start)
	stopClients()
	// Every acknowledged action must be in the stored game, and every game
	// still running must have gone on to the end.
	var lost int64
	stalled := 0
	for _, g := range lg {
		if g.stalled(start.Add(elapsed)) {
			stalled++
		}
		entries, err := storedEntries(ctx, *server, g.id)
		if err != nil {
			fs.fail(fmt.Errorf("game %s: %w", g.id, err))
			return 1
		}
		for v, w := range g.acked {
			if v > int64(len(entries)) || entries[v-1].Word != w {
				lost++
			}
		}
	}
	out := loadtestJSON{Games: *games, Actions: st.actions.Load(), ActionsPerS: float64(st.actions.Load()) / elapsed.Seconds(),
		Errors: st.errors.Load(), Lost: lost, Stalled: stalled, Reconnects: st.reconnects.Load(), Finished: st.finished.Load(), Connections: 3 * *games}
	slices.Sort(st.latencies)
	if n := len(st.latencies); n > 0 {
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		out.P50ms, out.P99ms, out.Maxms = ms(st.latencies[n/2]), ms(st.latencies[min(n-1, n*99/100)]), ms(st.latencies[n-1])
	}
	if s, ok := st.errSample.Load().(string); ok && s != "" {
		fmt.Fprintf(stderr, "loadtest: first error: %s\n", s)
	}
	if *asJSON {
		json.NewEncoder(stdout).Encode(out)
	} else {
		fmt.Fprintf(stdout, "%d games, %d actions in %.1f s (%.1f/s), latency p50 %.1f ms, p99 %.1f ms, max %.1f ms, %d errors, %d lost, %d stalled, %d reconnections\n",
			out.Games, out.Actions, elapsed.Seconds(), out.ActionsPerS, out.P50ms, out.P99ms, out.Maxms, out.Errors, out.Lost, out.Stalled, out.Reconnects)
	}
	if out.Lost > 0 || out.Stalled > 0 {
		return 1
	}
	return 0
}

// createWithRetry creates a game, waiting when the server's limit on
// game creation refuses.
func createWithRetry(ctx context.Context, base string) (*newGameJSON, error) {
	for wait := 100 * time.Millisecond; ; wait = min(2*wait, 2*time.Second) {
		g, err := createGame(ctx, base, "untimed", "cerulean")
		if err == nil || !strings.Contains(err.Error(), "429") {
			return g, err
		}
		time.Sleep(wait)
	}
}

// loadBot plays a seat with uniformly random legal words, one word an
// act, waiting about interval (exponentially distributed) before each.
func loadBot(ctx context.Context, c *client.Client, g *loadGame, st *loadStats, interval time.Duration, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 99))
	seen := int64(0)
	var buf []engine.Action
	for {
		v, err := c.Wait(ctx, func(v *client.View) bool {
			return v.Over || v.V > seen || (v.Connected && v.Seat != "" && v.ToAct == v.Seat)
		})
		if err != nil {
			return
		}
		now := time.Now()
		if v.V > seen { // the opponent's words: the latency from its send
			g.mu.Lock()
			for x := seen + 1; x <= v.V; x++ {
				if t, ok := g.sent[x]; ok && v.Entries[x-1].Side != v.Seat {
					st.mu.Lock()
					st.latencies = append(st.latencies, now.Sub(t))
					st.mu.Unlock()
					delete(g.sent, x)
				}
			}
			g.mu.Unlock()
			seen = v.V
		}
		if v.Over {
			if v.Seat == protocol.SeatCerulean {
				st.finished.Add(1)
			}
			return
		}
		if v.ToAct != v.Seat || !v.Connected {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Duration(rng.ExpFloat64() * float64(interval))):
		}
		p := &v.Position
		buf = p.LegalActions(buf[:0])
		if len(buf) == 0 {
			continue
		}
		word := buf[rng.IntN(len(buf))].String()
		g.mu.Lock()
		g.sent[v.V+1] = time.Now()
		g.mu.Unlock()
		err = c.Act(context.WithoutCancel(ctx), v.V, word)
		switch {
		case err == nil:
			st.actions.Add(1)
			g.mu.Lock()
			g.acked[v.V+1] = word
			g.mu.Unlock()
		case client.IsCode(err, protocol.ErrStale):
			g.unsend(v.V + 1)
		default:
			g.unsend(v.V + 1)
			st.errors.Add(1)
			st.errSample.CompareAndSwap(nil, fmt.Sprintf("game %s v%d %s: %v", g.id, v.V, word, err))
		}
	}
}

// storedEntries reads a game's log as the server holds it.
func storedEntries(ctx context.Context, base, id string) ([]protocol.Entry, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/api/games/"+id, nil)
	if err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		resp, err := httpClient.Do(req)
		if err != nil {
			if attempt < 20 {
				time.Sleep(500 * time.Millisecond)
				continue
			}
			return nil, err
		}
		var st protocol.State
		err = json.NewDecoder(resp.Body).Decode(&st)
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			return nil, errors.New(resp.Status)
		}
		return st.Entries, nil
	}
}
