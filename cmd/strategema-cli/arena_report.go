// arena_report.go: the arena's match report: results, Elo with its
// interval, the players' search figures, as a table or JSON.

package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"unicode/utf8"

	"strategema/engine"
	"strategema/lang"
)

// sideReport is one player's figures for the report.
type sideReport struct {
	Name             string  `json:"name"`
	AvgDepth         float64 `json:"avg_depth"`
	ActionsPerSecond float64 `json:"actions_per_second"`
	ActionsPerCore   float64 `json:"actions_per_second_per_core"`
	MaxOverrunMS     float64 `json:"max_overrun_ms"`
	MaxOverrunAt     string  `json:"max_overrun_at"` // "game G turn T"
	overrunGame      int     // the same, for the table in the tool's language
	overrunTurn      int
	TurnsOverLimit   int     `json:"turns_over_50ms"`
	StrikerDepth     float64 `json:"striker_depth"`
	IsolatedPerTurn  float64 `json:"isolated_per_turn"`
	DrawsOffered     int     `json:"draws_offered"`
	DrawsAccepted    int     `json:"draws_accepted"`
	IllegalActions   int     `json:"illegal_actions"`
	Turns            int     `json:"turns"`
	// Converting: the games won outright; over those in which the player
	// first ended a turn holding 160 cells (convertFromCells), the mean
	// turn that happened and the mean number of turns from there to the
	// win (0 when none).
	OutrightWins      int     `json:"outright_wins"`
	TurnAt160Cells    float64 `json:"turn_at_160_cells"`
	TurnsFrom160Cells float64 `json:"turns_from_160_cells"`
}

// arenaReport is the match result, from a's side.
type arenaReport struct {
	A                string  `json:"a"`
	B                string  `json:"b"`
	Games            int     `json:"games"`
	Wins             int     `json:"wins"`
	Draws            int     `json:"draws"`
	Losses           int     `json:"losses"`
	Score            float64 `json:"score"`
	Elo              float64 `json:"elo"`
	EloLow           float64 `json:"elo_low"`
	EloHigh          float64 `json:"elo_high"`
	AvgTurns         float64 `json:"avg_turns"`
	MedianTurns      float64 `json:"median_turns"`
	ActionsPerSecond float64 `json:"actions_per_second"`
	TimePerTurn      string  `json:"time_per_turn"`
	Openings         int     `json:"openings"` // random turns opening each game (0: none)
	// A locked front: the mean turn at whose end a unit was first
	// captured or neutralized (over the games that had one), the games
	// without any, and the longest run of turns without one, its mean
	// over the games and its longest.
	FirstCaptureTurn    float64        `json:"first_capture_turn"`
	GamesWithoutCapture int            `json:"games_without_capture"`
	LongestQuietRun     float64        `json:"longest_quiet_run"`
	LongestQuietRunMax  int            `json:"longest_quiet_run_max"`
	Endings             map[string]int `json:"endings"`
	Forfeits            []forfeitLine  `json:"forfeits"`
	Players             [2]sideReport  `json:"players"`
}

// forfeitLine is a game lost by an illegal action, a crash or the clock.
type forfeitLine struct {
	Game   int    `json:"game"` // from 1
	Player string `json:"player"`
	Reason string `json:"reason"`
	// illegal: the rule broken, for the table in the tool's language.
	illegal error
}

// eloOf turns a score fraction into an Elo difference, clamped to ±1200.
func eloOf(s float64) float64 {
	if s <= 0 {
		return -1200
	}
	if s >= 1 {
		return 1200
	}
	return math.Max(-1200, math.Min(1200, -400*math.Log10(1/s-1)))
}

func summarize(c *arenaConfig, outs []gameOutcome) arenaReport {
	r := arenaReport{A: c.a, B: c.b, Games: len(outs), Endings: map[string]int{}, Forfeits: []forfeitLine{}, TimePerTurn: timeLabel(c), Openings: c.openings}
	var st [2]sideStats
	turns := 0
	for _, o := range outs {
		switch o.score {
		case 1:
			r.Wins++
		case 0:
			r.Losses++
		default:
			r.Draws++
		}
		// "adjudicated win (+767)" counts as "adjudicated win": the
		// margins are in the per-game lines and the records.
		kind, _, _ := strings.Cut(o.ending, " (")
		r.Endings[kind]++
		if o.forfeitBy != "" {
			r.Forfeits = append(r.Forfeits, forfeitLine{Game: o.index + 1, Player: o.forfeitBy, Reason: o.ending, illegal: o.illegal})
		}
		turns += o.turns
		st[0].add(o.stats[0])
		st[1].add(o.stats[1])
	}
	n := float64(len(outs))
	captured, firstSum, quietSum := 0, 0, 0
	for _, o := range outs {
		if o.firstCapture > 0 {
			captured++
			firstSum += o.firstCapture
		}
		quietSum += o.longestQuiet
		r.LongestQuietRunMax = max(r.LongestQuietRunMax, o.longestQuiet)
	}
	r.GamesWithoutCapture = len(outs) - captured
	if captured > 0 {
		r.FirstCaptureTurn = float64(firstSum) / float64(captured)
	}
	r.LongestQuietRun = float64(quietSum) / n
	r.Score = (float64(r.Wins) + 0.5*float64(r.Draws)) / n
	r.AvgTurns = float64(turns) / n
	r.MedianTurns = medianTurns(outs)
	// 95% interval: the per-game score's standard error, through the
	// logistic curve.
	var v float64
	for _, o := range outs {
		v += (o.score - r.Score) * (o.score - r.Score)
	}
	se := math.Sqrt(v/n) / math.Sqrt(n)
	r.Elo = eloOf(r.Score)
	r.EloLow = eloOf(r.Score - 1.96*se)
	r.EloHigh = eloOf(r.Score + 1.96*se)
	for i, name := range []string{c.a, c.b} {
		s := st[i]
		sr := sideReport{Name: name, MaxOverrunMS: math.Round(s.MaxOverrunMS*10) / 10,
			MaxOverrunAt: fmt.Sprintf("game %d turn %d", s.OverrunGame, s.OverrunTurn), TurnsOverLimit: s.OverLimit,
			overrunGame: s.OverrunGame, overrunTurn: s.OverrunTurn,
			DrawsOffered: s.Offered, DrawsAccepted: s.Accepted, IllegalActions: s.Illegal, Turns: s.Turns}
		if s.SearchTurns > 0 {
			sr.AvgDepth = float64(s.DepthSum) / float64(s.SearchTurns)
		}
		if s.SearchSeconds > 0 {
			sr.ActionsPerSecond = math.Round(float64(s.Nodes) / s.SearchSeconds)
			sr.ActionsPerCore = math.Round(sr.ActionsPerSecond / float64(max(1, s.Threads)))
		}
		sr.OutrightWins = s.OutrightWins
		if s.Conversions > 0 {
			sr.TurnAt160Cells = float64(s.ReachTurnSum) / float64(s.Conversions)
			sr.TurnsFrom160Cells = float64(s.ConvertTurnSum) / float64(s.Conversions)
		}
		if s.Turns > 0 {
			sr.StrikerDepth = s.StrikerDepth / float64(s.Turns)
			sr.IsolatedPerTurn = float64(s.Isolated) / float64(s.Turns)
		}
		r.Players[i] = sr
	}
	r.ActionsPerSecond = r.Players[0].ActionsPerSecond
	return r
}

// medianTurns is the median length of the games, in turns (0 for none).
func medianTurns(outs []gameOutcome) float64 {
	if len(outs) == 0 {
		return 0
	}
	ts := make([]int, len(outs))
	for i, o := range outs {
		ts[i] = o.turns
	}
	sort.Ints(ts)
	m := len(ts) / 2
	if len(ts)%2 == 1 {
		return float64(ts[m])
	}
	return float64(ts[m-1]+ts[m]) / 2
}

func printReport(p *lang.Printer, w io.Writer, c *arenaConfig, r arenaReport) {
	title := p.N("cli.arena.title", r.Games, "A", r.A, "B", r.B, "Time", r.TimePerTurn, "Seed", c.seed)
	if r.Openings > 0 {
		title += p.N("cli.arena.openings", r.Openings)
	}
	fmt.Fprintf(w, "%s\n\n", title)
	fmt.Fprintf(w, "%-10s %5s %6s %7s %7s  %s\n", p.T("cli.arena.player"), p.T("cli.arena.wins"), p.T("cli.arena.draws"),
		p.T("cli.arena.losses"), p.T("cli.arena.score"), p.T("cli.arena.elo"))
	fmt.Fprintf(w, "%-10s %5d %6d %7d %6.1f%%  %+.0f [%+.0f, %+.0f]\n", r.A, r.Wins, r.Draws, r.Losses, 100*r.Score, r.Elo, r.EloLow, r.EloHigh)
	fmt.Fprintf(w, "%-10s %5d %6d %7d %6.1f%%  %+.0f [%+.0f, %+.0f]\n\n", r.B, r.Losses, r.Draws, r.Wins, 100*(1-r.Score), -r.Elo, -r.EloHigh, -r.EloLow)
	fmt.Fprintln(w, p.F("cli.arena.average_length", "Turns", fmt.Sprintf("%.1f", r.AvgTurns), "Median", fmt.Sprintf("%.1f", r.MedianTurns)))
	fmt.Fprintln(w, p.F("cli.arena.quiet", "First", fmt.Sprintf("%.1f", r.FirstCaptureTurn), "None", r.GamesWithoutCapture,
		"Run", fmt.Sprintf("%.1f", r.LongestQuietRun), "Max", r.LongestQuietRunMax))
	var ends []string
	for k, v := range r.Endings {
		ends = append(ends, fmt.Sprintf("%s %d", endingLabel(p, k, nil), v))
	}
	sort.Strings(ends)
	fmt.Fprintln(w, p.F("cli.arena.endings", "Endings", strings.Join(ends, ", ")))
	for _, f := range r.Forfeits {
		fmt.Fprintln(w, p.F("cli.arena.forfeit", "Game", f.Game, "Player", f.Player, "Reason", endingLabel(p, f.Reason, f.illegal)))
	}
	fmt.Fprintln(w)
	// The rows are gathered first: the columns fit the longest label and
	// figure in the tool's language (Russian labels run longer).
	var rows [][3]string
	row := func(label string, f func(s sideReport) string) {
		rows = append(rows, [3]string{label, f(r.Players[0]), f(r.Players[1])})
	}
	printRows := func() {
		labelW, valueW := 30, 14
		for _, rw := range rows {
			labelW = max(labelW, utf8.RuneCountInString(rw[0]))
			valueW = max(valueW, utf8.RuneCountInString(rw[1]), utf8.RuneCountInString(rw[2]))
		}
		for _, rw := range rows {
			fmt.Fprintf(w, "%-*s %*s %*s\n", labelW, rw[0], valueW, rw[1], valueW, rw[2])
		}
	}
	row("", func(s sideReport) string { return s.Name })
	row(p.T("cli.arena.row.depth"), func(s sideReport) string { return fmt.Sprintf("%.2f", s.AvgDepth) })
	row(p.T("cli.arena.row.rate"), func(s sideReport) string { return fmt.Sprintf("%.0f", s.ActionsPerSecond) })
	row("  "+p.T("cli.arena.row.per_core"), func(s sideReport) string { return fmt.Sprintf("%.0f", s.ActionsPerCore) })
	row(p.T("cli.arena.row.overrun"), func(s sideReport) string { return fmt.Sprintf("%.1f", s.MaxOverrunMS) })
	row("  "+p.T("cli.arena.row.overrun_at"), func(s sideReport) string {
		return p.F("cli.arena.overrun_at", "Game", s.overrunGame, "Turn", s.overrunTurn)
	})
	row(p.T("cli.arena.row.over_limit"), func(s sideReport) string {
		return p.F("cli.arena.of", "Part", s.TurnsOverLimit, "Whole", s.Turns)
	})
	row(p.T("cli.arena.row.striker_depth"), func(s sideReport) string { return fmt.Sprintf("%.2f", s.StrikerDepth) })
	row(p.T("cli.arena.row.isolated"), func(s sideReport) string { return fmt.Sprintf("%.2f", s.IsolatedPerTurn) })
	row(p.T("cli.arena.row.draws_offered"), func(s sideReport) string { return fmt.Sprint(s.DrawsOffered) })
	row(p.T("cli.arena.row.draws_accepted"), func(s sideReport) string { return fmt.Sprint(s.DrawsAccepted) })
	row(p.T("cli.arena.row.illegal"), func(s sideReport) string { return fmt.Sprint(s.IllegalActions) })
	row(p.T("cli.arena.row.outright_wins"), func(s sideReport) string { return fmt.Sprint(s.OutrightWins) })
	row("  "+p.F("cli.arena.row.turn_at_cells", "Cells", convertFromCells), func(s sideReport) string { return fmt.Sprintf("%.1f", s.TurnAt160Cells) })
	row("  "+p.F("cli.arena.row.turns_from_cells", "Cells", convertFromCells), func(s sideReport) string { return fmt.Sprintf("%.1f", s.TurnsFrom160Cells) })
	printRows()
}

// timeLabel is the time per turn, "a/b" when the players' budgets differ.
func timeLabel(c *arenaConfig) string {
	if c.budgetB != c.budget {
		return c.budget.String() + "/" + c.budgetB.String()
	}
	return c.budget.String()
}

// The arena's own endings, as the records and the JSON write them; the
// engine's are its Reason words ("resignation", "500-turn").
const (
	endingAdjudicatedWin  = "adjudicated win"
	endingAdjudicatedDraw = "adjudicated draw"
	endingIllegal         = "illegal action"
	endingCrash           = "crash"
	endingTimeForfeit     = "time forfeit"
)

// arenaEndingIDs are the catalog messages of the arena's own endings.
var arenaEndingIDs = map[string]string{
	endingAdjudicatedWin:  "cli.arena.ending.adjudicated_win",
	endingAdjudicatedDraw: "cli.arena.ending.adjudicated_draw",
	endingIllegal:         "cli.arena.ending.illegal",
	endingCrash:           "cli.arena.ending.crash",
	endingTimeForfeit:     "cli.arena.ending.time_forfeit",
}

// endingLabel is a game's ending ("resignation", "adjudicated win (+420)",
// "illegal action (…)") in p's language: its kind through the catalog,
// the rule an illegal action broke (illegal, when known) too; other
// details in parentheses (a margin, a program's failure) as written.
func endingLabel(p *lang.Printer, ending string, illegal error) string {
	kind, detail, hasDetail := strings.Cut(ending, " (")
	label := kind
	if id, ok := arenaEndingIDs[kind]; ok {
		label = p.T(id)
	} else {
		for r := engine.ReasonActive; r <= engine.ReasonAgreement; r++ {
			if r.String() == kind {
				label = p.Reason(r)
			}
		}
	}
	var it *illegalTurn
	switch {
	case errors.As(illegal, &it):
		return label + " (" + it.text(p) + ")"
	case illegal != nil:
		return label + " (" + p.Error(illegal) + ")"
	case hasDetail:
		return label + " (" + detail
	}
	return label
}
