// puzzles.go: the puzzles subcommand: gen cuts puzzles from a directory
// of game records, check re-verifies a set, list prints the shipped one.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"strategema/engine"
	"strategema/lang"
	"strategema/learn/puzzles"
)

// runPuzzles dispatches puzzles gen|check|list: see cli.puzzles.usage.
func runPuzzles(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, p.T("cli.puzzles.usage"))
		return 2
	}
	switch args[0] {
	case "gen":
		return runPuzzlesGen(p, args[1:], stdout, stderr)
	case "check":
		return runPuzzlesCheck(p, args[1:], stdout, stderr)
	case "list":
		return runPuzzlesList(p, args[1:], stdout, stderr)
	}
	fmt.Fprint(stderr, p.T("cli.puzzles.usage"))
	return 2
}

// runPuzzlesGen reads every *.txt record under --games and writes the
// puzzles found to --out (appending to the set already there, skipping its
// positions).
func runPuzzlesGen(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "puzzles gen", "cli.puzzles.usage", stderr)
	dir := fs.String("games", "", p.T("cli.puzzles.flag.games"))
	out := fs.String("out", "", p.T("cli.puzzles.flag.out"))
	quiet := fs.Bool("quiet", false, p.T("cli.flag.quiet"))
	slips := fs.Int("slips", 0, p.T("cli.puzzles.flag.slips"))
	if status, ok := fs.parse(args, 0, -1); !ok {
		return status
	}
	if *dir == "" || *out == "" || fs.NArg() != 0 {
		fs.usage()
		return 2
	}
	games, err := readGames(*dir)
	if err != nil {
		fs.fail(p.Error(err))
		return 2
	}
	var set []puzzles.Puzzle
	if data, err := os.ReadFile(*out); err == nil {
		if set, err = puzzles.Parse(data); err != nil {
			fs.fail(err)
			return 2
		}
	}
	seen := map[string]bool{}
	for _, pz := range set {
		seen[puzzles.PositionKey(pz.Position)] = true
	}
	start := time.Now()
	progress := func(done int, st puzzles.GenStats) {
		if !*quiet {
			fmt.Fprintf(stderr, "puzzles gen: %s\n", p.F("cli.puzzles.gen_progress", "Done", done, "Games", len(games),
				"Found", st.Found, "Seconds", fmt.Sprintf("%.1f", time.Since(start).Seconds())))
		}
	}
	cfg := puzzles.DefaultGenConfig()
	cfg.Slips = *slips
	// one game at a time, the set written after each: a stopped run keeps
	// what it found.
	var st puzzles.GenStats
	for gi := range games {
		found, gst, err := puzzles.Generate(games[gi:gi+1], cfg, seen, nil)
		if err != nil {
			fs.fail(err)
			return 1
		}
		st = addStats(st, gst)
		set = append(set, found...)
		numberPuzzles(set)
		data, err := puzzles.Marshal(set)
		if err == nil {
			err = os.WriteFile(*out, data, 0o644)
		}
		if err != nil {
			fs.fail(err)
			return 1
		}
		progress(gi+1, st)
	}
	secs := time.Since(start).Seconds()
	perGame := 0.0
	if st.Games > 0 {
		perGame = secs / float64(st.Games)
	}
	fmt.Fprintln(stdout, p.F("cli.puzzles.gen_done", "Found", st.Found, "Games", st.Games, "Positions", st.Positions,
		"Judged", st.Judged, "Twins", st.Twins, "Slipped", st.Slipped, "Seconds", fmt.Sprintf("%.1f", secs), "PerGame", fmt.Sprintf("%.1f", perGame), "Total", len(set)))
	return 0
}

// addStats sums two runs' counts.
func addStats(a, b puzzles.GenStats) puzzles.GenStats {
	a.Games += b.Games
	a.Positions += b.Positions
	a.Scanned += b.Scanned
	a.Judged += b.Judged
	a.Slipped += b.Slipped
	a.Twins += b.Twins
	a.Found += b.Found
	a.Duplicates += b.Duplicates
	a.Failed += b.Failed
	return a
}

// numberPuzzles gives each puzzle without an id the next free one, p0001...
func numberPuzzles(set []puzzles.Puzzle) {
	used := map[string]bool{}
	for _, pz := range set {
		used[pz.ID] = true
	}
	n := 1
	for i := range set {
		if set[i].ID != "" {
			continue
		}
		for used[fmt.Sprintf("p%04d", n)] {
			n++
		}
		set[i].ID = fmt.Sprintf("p%04d", n)
		used[set[i].ID] = true
	}
}

// readGames loads every *.txt record under dir, in name order.
func readGames(dir string) ([]puzzles.Source, error) {
	var names []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".txt") {
			names = append(names, path)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", dir, err)
	}
	sort.Strings(names)
	var games []puzzles.Source
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", name, err)
		}
		g, _, err := engine.LoadRecord(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		rel, _ := filepath.Rel(dir, name)
		games = append(games, puzzles.Source{Name: filepath.ToSlash(rel), Game: g})
	}
	return games, nil
}

// runPuzzlesCheck re-verifies every puzzle of a set file: exit 1 when one
// fails.
func runPuzzlesCheck(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "puzzles check", "cli.puzzles.usage", stderr)
	parallel := fs.Int("parallel", 1, p.T("cli.puzzles.flag.parallel"))
	if status, ok := fs.parse(args, 1, 1); !ok {
		return status
	}
	if *parallel < 1 {
		fs.usage()
		return 2
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fs.fail(err)
		return 2
	}
	set, err := puzzles.Parse(data)
	if err != nil {
		fs.fail(err)
		return 2
	}
	start := time.Now()
	errs := checkAll(set, *parallel)
	failed := 0
	for _, err := range errs {
		if err != nil {
			failed++
			fmt.Fprintf(stdout, "%s: %v\n", p.T("cli.puzzles.fail"), err)
		}
	}
	fmt.Fprintln(stdout, p.F("cli.puzzles.check_done", "Passed", len(set)-failed, "Total", len(set),
		"Seconds", fmt.Sprintf("%.1f", time.Since(start).Seconds())))
	if failed > 0 {
		return 1
	}
	return 0
}

// checkAll checks every puzzle of the set on workers goroutines; the
// errors come back in the set's order (nil for a puzzle that passes).
func checkAll(set []puzzles.Puzzle, workers int) []error {
	errs := make([]error, len(set))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = puzzles.Check(&set[i], puzzles.DefaultConfig())
			}
		}()
	}
	for i := range set {
		next <- i
	}
	close(next)
	wg.Wait()
	return errs
}

// listed is one puzzle as list --json prints it.
type listed struct {
	ID       string        `json:"id"`
	Theme    puzzles.Theme `json:"theme"`
	Record   string        `json:"record"`
	Solution string        `json:"solution"`
	Key      string        `json:"key"`
	Position string        `json:"position"`
	Rating   int           `json:"rating"`
}

// runPuzzlesList prints the shipped set: a table, or with --json an array
// of {"id", "theme", "record", "solution", "key", "position", "rating"}.
func runPuzzlesList(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "puzzles list", "cli.puzzles.usage", stderr)
	asJSON := fs.Bool("json", false, p.T("cli.puzzles.flag.json"))
	ladder := fs.Bool("ladder", false, p.T("cli.puzzles.flag.ladder"))
	why := fs.Bool("why", false, p.T("cli.puzzles.flag.why"))
	if status, ok := fs.parse(args, 0, -1); !ok {
		return status
	}
	set, err := puzzles.Shipped()
	if err != nil {
		fs.fail(err)
		return 1
	}
	if *ladder {
		l := puzzles.NewLadder(set)
		ordered := make([]puzzles.Puzzle, l.Len())
		for i := range ordered {
			ordered[i] = *l.At(i)
		}
		set = ordered
	}
	if *asJSON {
		out := make([]listed, len(set))
		for i, pz := range set {
			out[i] = listed{pz.ID, pz.Theme, pz.Record, pz.Solution, pz.Key, pz.Position, pz.Rating}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fs.fail(err)
			return 1
		}
		return 0
	}
	for i := range set {
		pz := &set[i]
		fmt.Fprintf(stdout, "%s  %-12s  %4d  %s\n", pz.ID, p.T("puzzles.theme."+string(pz.Theme)), pz.Rating, pz.Solution)
		if *why {
			if err := printWhy(p, pz, stdout); err != nil {
				fs.fail(err)
				return 1
			}
		}
	}
	return 0
}

// printWhy prints a puzzle's task line and the sentences that explain its
// solution, indented, in p's language.
func printWhy(p *lang.Printer, pz *puzzles.Puzzle, stdout io.Writer) error {
	about, err := puzzles.About(pz)
	if err != nil {
		return err
	}
	notes, err := puzzles.Why(pz)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "      %s\n", about.Text(p))
	for _, n := range notes {
		fmt.Fprintf(stdout, "      %s\n", n.Text(p))
	}
	return nil
}
