// analyse.go: the analyse subcommand, the coach after the game: it prints
// a game record with each turn's evaluation, and the better turn after an
// inaccuracy, a mistake or a blunder, as `;` comments the record format
// ignores, so the annotated record replays to the same game.

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"strategema/ai"
	"strategema/engine"
	"strategema/lang"
)

// runAnalyse annotates a game record: see the catalog's cli.analyse.usage.
func runAnalyse(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "analyse", "cli.analyse.usage", stderr)
	budget := fs.Duration("time", 100*time.Millisecond, p.T("cli.flag.time_per_search"))
	threads := fs.Int("threads", runtime.NumCPU(), p.T("cli.flag.threads"))
	quiet := fs.Bool("quiet", false, p.T("cli.flag.quiet"))
	if status, ok := fs.parse(args, 1, 1); !ok {
		return status
	}
	if *budget <= 0 {
		fs.usage()
		return 2
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fs.fail(err)
		return 2
	}
	g, rec, err := engine.LoadRecord(data)
	if err != nil {
		fs.fail(p.Error(err))
		var re *engine.RecordError
		if errors.As(err, &re) && re.Kind == engine.Illegal {
			return 1
		}
		return 2
	}
	start := time.Now()
	progress := func(done, total int) {
		if !*quiet && (done%10 == 0 || done == total) {
			fmt.Fprintf(stderr, "analyse: %s\n", p.N("cli.analyse.progress", total, "Done", done, "Seconds", fmt.Sprintf("%.1f", time.Since(start).Seconds())))
		}
	}
	reviews, err := ai.Analyse(context.Background(), g, *budget, progress, ai.WithThreads(*threads))
	if err != nil {
		fs.fail(analysisErrorText(p, err))
		return 1
	}
	out, err := annotateRecord(p, data, rec, reviews)
	if err != nil {
		fs.fail(err)
		return 1
	}
	fmt.Fprint(stdout, out)
	fmt.Fprint(stdout, analysisSummary(p, reviews, *budget, time.Since(start)))
	return 0
}

// annotateRecord appends each review to its turn's line of the source,
// leaving every other line as it was.
func annotateRecord(p *lang.Printer, data []byte, rec *engine.Record, reviews []ai.TurnReview) (string, error) {
	if len(reviews) != len(rec.Turns) {
		return "", fmt.Errorf("%d reviews for %d turn lines", len(reviews), len(rec.Turns))
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, t := range rec.Turns {
		n := t.Line - 1
		if n < 0 || n >= len(lines) {
			return "", fmt.Errorf("turn %d%c: line %d outside the record", t.Round, t.Side.Letter(), t.Line)
		}
		lines[n] = strings.TrimRight(lines[n], "\r \t") + " ; " + reviewComment(p, reviews[i])
	}
	return strings.Join(lines, "\n") + "\n", nil
}

// reviewComment is the annotation of one turn, evaluations from
// Cerulean's side.
func reviewComment(p *lang.Printer, r ai.TurnReview) string {
	if !r.Reviewed {
		return p.T("cli.analyse.unfinished")
	}
	sign := 1
	if r.Side == engine.Amber {
		sign = -1
	}
	s := fmt.Sprintf("%s (%+.2f)", scoreText(p, sign*r.Score), float64(sign)*r.Chances)
	if r.Verdict != ai.NoVerdict {
		s += " " + r.Verdict.Symbol() + " " + p.F("cli.analyse.verdict", "Verdict", p.T("cli.analyse.verdict."+r.Verdict.String()),
			"Drop", fmt.Sprintf("%.2f", r.Drop), "Best", turnText(r.Best), "Score", scoreText(p, sign*r.BestScore))
	}
	return s
}

// scoreText writes a score from Cerulean's side, a forced result as the
// side that wins.
func scoreText(p *lang.Printer, v int) string {
	switch {
	case ai.WinningChances(v) == 1:
		return p.F("cli.analyse.wins", "Side", p.Side(engine.Cerulean))
	case ai.WinningChances(v) == -1:
		return p.F("cli.analyse.wins", "Side", p.Side(engine.Amber))
	}
	return fmt.Sprintf("%+d", v)
}

// analysisSummary is the comment lines closing the annotated record: the
// verdicts by side and what the analysis cost.
func analysisSummary(p *lang.Printer, reviews []ai.TurnReview, budget, took time.Duration) string {
	var counts [2][4]int
	for _, r := range reviews {
		if r.Reviewed {
			counts[r.Side][r.Verdict]++
		}
	}
	var b strings.Builder
	b.WriteString("; " + p.N("cli.analyse.summary", len(reviews), "Budget", budget.String(), "Seconds", fmt.Sprintf("%.1f", took.Seconds())) + "\n")
	for _, s := range []engine.Side{engine.Cerulean, engine.Amber} {
		c := counts[s]
		fmt.Fprintf(&b, "; %s: %s, %s, %s\n", p.Side(s), p.N("cli.analyse.inaccuracies", c[ai.Inaccuracy]),
			p.N("cli.analyse.mistakes", c[ai.Mistake]), p.N("cli.analyse.blunders", c[ai.Blunder]))
	}
	return b.String()
}

// analysisErrorText is a failure of ai.Analyse in p's language: its
// catalog message, the cause through the engine's words where it is one of
// theirs.
func analysisErrorText(p *lang.Printer, err error) string {
	var ae *ai.AnalysisError
	if errors.As(err, &ae) {
		return p.F(ae.ID, ae.Args(p.Error)...)
	}
	return p.Error(err)
}
