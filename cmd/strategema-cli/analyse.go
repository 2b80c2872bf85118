// analyse.go: the analyse subcommand, the coach after the game: it prints
// a game record with each turn's evaluation, and the better turn after an
// inaccuracy, a mistake or a blunder, as `;` comments the record format
// ignores, so the annotated record replays to the same game.

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"strategema/ai"
	"strategema/engine"
)

const analyseUsage = `usage: strategema-cli analyse [--time 100ms] [--threads N] FILE

Searches every turn of the game record FILE and prints the record with a
comment on each turn line, evaluations from Cerulean's side (centi-units,
a Control Node is about 100; winning chances in brackets, -1 to +1):

  12A: L2-E7>L2-E5, hold ; +35 (+0.14)
  13C: L1-D2>L1-D6, end ; -120 (-0.24) ? mistake (0.31 lost), better: L3-B2>L3-B4, surge L3-B4 (+60)

?! inaccuracy, ? mistake, ?? blunder: the turn lost 0.1, 0.2 or 0.3 of the
mover's winning chances against the best turn found (ai.WinChanceK gives
the scale). A turn takes one search, two when the best turn differs.
`

// runAnalyse annotates a game record: see analyseUsage.
func runAnalyse(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	budget := fs.Duration("time", 100*time.Millisecond, "time per search")
	threads := fs.Int("threads", runtime.NumCPU(), "search threads")
	quiet := fs.Bool("quiet", false, "no progress lines on stderr")
	fs.Usage = func() {
		fmt.Fprint(stderr, analyseUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 1 || *budget <= 0 {
		fs.Usage()
		return 2
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "analyse: %v\n", err)
		return 2
	}
	g, rec, err := engine.LoadRecord(data)
	if err != nil {
		fmt.Fprintf(stderr, "analyse: %v\n", err)
		var re *engine.RecordError
		if errors.As(err, &re) && re.Kind == engine.Illegal {
			return 1
		}
		return 2
	}
	start := time.Now()
	progress := func(done, total int) {
		if !*quiet && (done%10 == 0 || done == total) {
			fmt.Fprintf(stderr, "analyse: %d/%d turns, %.1fs\n", done, total, time.Since(start).Seconds())
		}
	}
	reviews, err := ai.Analyse(context.Background(), g, *budget, progress, ai.WithThreads(*threads))
	if err != nil {
		fmt.Fprintf(stderr, "analyse: %v\n", err)
		return 1
	}
	out, err := annotateRecord(data, rec, reviews)
	if err != nil {
		fmt.Fprintf(stderr, "analyse: %v\n", err)
		return 1
	}
	fmt.Fprint(stdout, out)
	fmt.Fprint(stdout, analysisSummary(reviews, *budget, time.Since(start)))
	return 0
}

// annotateRecord appends each review to its turn's line of the source,
// leaving every other line as it was.
func annotateRecord(data []byte, rec *engine.Record, reviews []ai.TurnReview) (string, error) {
	if len(reviews) != len(rec.Turns) {
		return "", fmt.Errorf("%d reviews for %d turn lines", len(reviews), len(rec.Turns))
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, t := range rec.Turns {
		n := t.Line - 1
		if n < 0 || n >= len(lines) {
			return "", fmt.Errorf("turn %d%c: line %d outside the record", t.Round, t.Side.Letter(), t.Line)
		}
		lines[n] = strings.TrimRight(lines[n], "\r \t") + " ; " + reviewComment(reviews[i])
	}
	return strings.Join(lines, "\n") + "\n", nil
}

// reviewComment is the annotation of one turn, evaluations from
// Cerulean's side.
func reviewComment(r ai.TurnReview) string {
	if !r.Reviewed {
		return "not judged: the turn is unfinished"
	}
	sign := 1
	if r.Side == engine.Amber {
		sign = -1
	}
	s := fmt.Sprintf("%s (%+.2f)", scoreText(sign*r.Score), float64(sign)*r.Chances)
	if r.Verdict != ai.NoVerdict {
		s += fmt.Sprintf(" %s %s (%.2f lost), better: %s (%s)", r.Verdict.Symbol(), r.Verdict, r.Drop, turnText(r.Best), scoreText(sign*r.BestScore))
	}
	return s
}

// scoreText writes a score from Cerulean's side, a forced result as the
// side that wins.
func scoreText(v int) string {
	switch {
	case ai.WinningChances(v) == 1:
		return "Cerulean wins"
	case ai.WinningChances(v) == -1:
		return "Amber wins"
	}
	return fmt.Sprintf("%+d", v)
}

// analysisSummary is the comment lines closing the annotated record: the
// verdicts by side and what the analysis cost.
func analysisSummary(reviews []ai.TurnReview, budget, took time.Duration) string {
	var counts [2][4]int
	for _, r := range reviews {
		if r.Reviewed {
			counts[r.Side][r.Verdict]++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "; analysed by strategema-cli analyse: %d turns, %v a search, %.1fs\n", len(reviews), budget, took.Seconds())
	for _, s := range []engine.Side{engine.Cerulean, engine.Amber} {
		c := counts[s]
		fmt.Fprintf(&b, "; %s: %d inaccuracies, %d mistakes, %d blunders\n", s.Title(), c[ai.Inaccuracy], c[ai.Mistake], c[ai.Blunder])
	}
	return b.String()
}
