// online.go: the online subcommands: create a game on a server, play a
// seat of one with any computer player (or an exec: program), watch one,
// and fetch a game's record.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/lang"
	"strategema/online/client"
	"strategema/online/protocol"
)

func runOnline(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "new":
			return runOnlineNew(p, args[1:], stdout, stderr)
		case "play":
			return runOnlinePlay(p, args[1:], stdout, stderr)
		case "watch":
			return runOnlineWatch(p, args[1:], stdout, stderr)
		case "record":
			return runOnlineRecord(p, args[1:], stdout, stderr)
		}
	}
	fmt.Fprint(stderr, p.T("cli.online.usage"))
	return 2
}

// httpClient is the online commands' HTTP client.
var httpClient = &http.Client{Timeout: 30 * time.Second}

// newGameJSON is what `online new --json` prints.
type newGameJSON struct {
	Game     string `json:"game"`
	Cerulean string `json:"cerulean"`
	Amber    string `json:"amber"`
	Watch    string `json:"watch"`
	Seat     string `json:"seat"` // the creator's
	Code     string `json:"code"` // the short code of the other seat's invite (a day, on this server)
}

// createGame asks the server at base for a game.
func createGame(ctx context.Context, base, control, colour string) (*newGameJSON, error) {
	body, _ := json.Marshal(map[string]string{"control": control, "colour": colour})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(base, "/")+"/api/games", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("%s: %s", resp.Status, strings.TrimSpace(string(data)))
	}
	var g newGameJSON
	if err := json.Unmarshal(data, &g); err != nil {
		return nil, fmt.Errorf("the server's answer: %w", err)
	}
	return &g, nil
}

func runOnlineNew(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "online new", "cli.online.usage", stderr)
	server := fs.String("server", "", p.T("cli.online.flag.server"))
	clock := fs.String("clock", "untimed", p.T("cli.online.flag.clock"))
	colour := fs.String("colour", "random", p.T("cli.online.flag.colour"))
	asJSON := fs.Bool("json", false, p.T("cli.online.flag.json"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	if *server == "" {
		fs.usage()
		return 2
	}
	if _, err := protocol.ParseControl(*clock); err != nil {
		fs.fail(err)
		return 2
	}
	g, err := createGame(context.Background(), *server, *clock, *colour)
	if err != nil {
		fs.fail(err)
		return 1
	}
	if *asJSON {
		json.NewEncoder(stdout).Encode(g)
		return 0
	}
	fmt.Fprintln(stdout, p.F("cli.online.created", "Game", g.Game, "Cerulean", g.Cerulean, "Amber", g.Amber, "Watch", g.Watch))
	return 0
}

func runOnlineRecord(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "online record", "cli.online.usage", stderr)
	server := fs.String("server", "", p.T("cli.online.flag.server"))
	game := fs.String("game", "", p.T("cli.online.flag.game"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	if *server == "" || *game == "" {
		fs.usage()
		return 2
	}
	text, err := fetchRecord(context.Background(), *server, *game)
	if err != nil {
		fs.fail(err)
		return 1
	}
	fmt.Fprint(stdout, text)
	return 0
}

// fetchRecord gets a game's record from the server at base.
func fetchRecord(ctx context.Context, base, game string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/api/games/"+game+"/record", nil)
	if err != nil {
		return "", err
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("game %s: %s: %s", game, resp.Status, strings.TrimSpace(string(data)))
	}
	return string(data), nil
}

// resultLine is the line a finished game prints.
func resultLine(p *lang.Printer, v *client.View) string {
	tok := "*"
	switch v.Result {
	case "cerulean":
		tok = "1-0"
	case "amber":
		tok = "0-1"
	case "draw":
		tok = "1/2-1/2"
	}
	return p.F("cli.online.result", "Game", v.Game, "Token", tok, "Reason", v.Reason, "Turn", fmt.Sprint(v.Position.Turn()), "Seat", v.Seat)
}

func runOnlinePlay(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "online play", "cli.online.usage", stderr)
	invite := fs.String("invite", "", p.T("cli.online.flag.invite"))
	player := fs.String("player", "data", p.T("cli.online.flag.player"))
	budget := fs.Duration("time", 100*time.Millisecond, p.T("cli.online.flag.time"))
	threads := fs.Int("threads", 1, p.T("cli.flag.threads"))
	seed := fs.Int64("seed", 1, p.T("cli.online.flag.seed"))
	quiet := fs.Bool("quiet", false, p.T("cli.flag.quiet"))
	fallbacks := fs.String("fallback", "", p.T("cli.online.flag.fallback"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	if *invite == "" {
		fs.usage()
		return 2
	}
	var others []string
	if *fallbacks != "" {
		others = strings.Split(*fallbacks, ",")
	}
	c, err := client.FromLink(*invite, client.Options{Fallbacks: others, OnEvent: func(what string, err error) {
		if !*quiet {
			if err != nil {
				fmt.Fprintf(stderr, "online play: %s: %v\n", what, err)
			} else {
				fmt.Fprintf(stderr, "online play: %s\n", what)
			}
		}
	}})
	if err != nil {
		fs.fail(err)
		return 2
	}
	g := engine.NewGame()
	pl, err := newArenaPlayer(*player, *seed, *threads, g)
	if err != nil {
		fs.fail(playerProblem(p, *player))
		return 2
	}
	defer closePlayer(pl)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	runErr := make(chan error, 1)
	go func() { runErr <- c.Run(ctx) }()
	v, err := playSeat(ctx, c, pl, *budget)
	if err != nil {
		select {
		case e := <-runErr:
			err = e
		default:
		}
		fs.fail(err)
		return 1
	}
	fmt.Fprintln(stdout, resultLine(p, &v))
	return 0
}

// playSeat plays the client's seat with pl until the game is over.
func playSeat(ctx context.Context, c *client.Client, pl ai.Player, budget time.Duration) (client.View, error) {
	for {
		v, err := c.Wait(ctx, func(v *client.View) bool {
			return v.Over || (v.Connected && v.Seat != "" && v.ToAct == v.Seat)
		})
		if err != nil {
			return v, err
		}
		if v.Over {
			return v, nil
		}
		if v.Seat == protocol.SeatSpectator {
			return v, errors.New("the invite is a watch link: it holds no seat's secret")
		}
		words, err := decide(ctx, &v, pl, budget)
		if err != nil {
			return v, err
		}
		if err := sendTurn(ctx, c, v.V, words); err != nil {
			var pe *protocol.Error
			if !errors.As(err, &pe) {
				return v, err
			}
			switch pe.Code {
			case protocol.ErrStale, protocol.ErrNotYourTurn, protocol.ErrGameOver:
				continue // the view is refreshed: decide again
			case protocol.ErrIllegal:
				c.Do(ctx, protocol.Message{T: protocol.TResign, V: c.View().V})
				return c.View(), fmt.Errorf("%s played an illegal turn (%s): resigned", pl.Name(), pe.Msg)
			}
			return v, err
		}
	}
}

// decide is the player's answer in view v: a draw answer, or its turn.
func decide(ctx context.Context, v *client.View, pl ai.Player, budget time.Duration) ([]string, error) {
	if v.DrawPending {
		if ok, _ := pl.AnswerDraw(&v.Position); ok {
			return []string{"accept-draw"}, nil
		}
		return []string{"decline-draw"}, nil
	}
	if x, ok := pl.(*execPlayer); ok {
		g, _, err := protocol.Replay(v.Entries)
		if err != nil {
			return nil, err
		}
		x.game = g
	}
	plan, err := pl.PlayTurn(ctx, &v.Position, budget)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", pl.Name(), err)
	}
	words := make([]string, len(plan.Actions))
	for i, a := range plan.Actions {
		words[i] = a.String()
	}
	return words, nil
}

// sendTurn sends a turn's words: in one act, or, when they offer a draw,
// up to the offer, then (once it is answered) the rest.
func sendTurn(ctx context.Context, c *client.Client, v int64, words []string) error {
	for i, w := range words {
		if w != "offer-draw" || i == len(words)-1 {
			continue
		}
		if err := c.Act(ctx, v, words[:i+1]...); err != nil {
			return err
		}
		after, err := c.Wait(ctx, func(x *client.View) bool { return x.V >= v+int64(i+1) && !x.DrawPending })
		if err != nil || after.Over {
			return err
		}
		return sendTurn(ctx, c, after.V, words[i+1:])
	}
	return c.Act(ctx, v, words...)
}

func runOnlineWatch(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "online watch", "cli.online.usage", stderr)
	invite := fs.String("invite", "", p.T("cli.online.flag.invite"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
	}
	if *invite == "" {
		fs.usage()
		return 2
	}
	l, err := protocol.ParseLink(*invite)
	if err != nil {
		fs.fail(err)
		return 2
	}
	c := client.New(l.Base, l.Game, "", client.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go c.Run(ctx)
	shown := int64(0)
	var w watchLog
	for {
		v, err := c.Wait(ctx, func(v *client.View) bool { return v.V > shown || v.Over })
		if err != nil {
			fs.fail(err)
			return 1
		}
		for _, e := range v.Entries[shown:] {
			if line := w.line(e); line != "" {
				fmt.Fprintln(stdout, line)
			}
		}
		shown = v.V
		if v.Over {
			fmt.Fprintln(stdout, resultLine(p, &v))
			return 0
		}
	}
}

// watchLog turns a game's entries, in order, into the lines `online
// watch` prints: "V SIDE WORD" for a word, and for a takeback "V SIDE
// takeback" followed by the entries it takes back ("5 amber takeback 3
// hold, 4 end"). An ending prints nothing (the result line says it).
type watchLog struct {
	words []protocol.Entry // the words in play so far
}

func (w *watchLog) line(e protocol.Entry) string {
	switch {
	case e.Word != "":
		w.words = append(w.words, e)
		return fmt.Sprintf("%d %s %s", e.V, e.Side, e.Word)
	case e.IsTakeback():
		n := protocol.TakebackSpan(w.words, e.Side)
		back := w.words[len(w.words)-n:]
		parts := make([]string, len(back))
		for i, b := range back {
			parts[i] = fmt.Sprintf("%d %s", b.V, b.Word)
		}
		w.words = w.words[:len(w.words)-n]
		return fmt.Sprintf("%d %s takeback %s", e.V, e.Side, strings.Join(parts, ", "))
	}
	return ""
}
