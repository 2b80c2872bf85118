package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"strategema/ai"
)

// levelJSON is one level as `levels --json` prints it.
type levelJSON struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Elo   int    `json:"elo"`
}

// runLevels prints the ladder of computer opponents, weakest first, with
// their measured ratings: a table, or with --json an array of
// {"name", "title", "elo"}.
func runLevels(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("levels", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, `print [{"name", "title", "elo"}] instead of the table`)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: strategema-cli levels [--json]   the computer opponents, weakest first, with their arena ratings (Random = 0)")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "levels: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	levels := ai.Levels()
	if *asJSON {
		out := make([]levelJSON, len(levels))
		for i, l := range levels {
			out[i] = levelJSON{Name: l.Name, Title: l.Title, Elo: l.Elo}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "levels: %v\n", err)
			return 1
		}
		return 0
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "name\ttitle\tElo\tcharacter")
	for _, l := range levels {
		fmt.Fprintf(tw, "%s\t%s\t%+d\t%s\n", l.Name, l.Title, l.Elo, l.Blurb)
	}
	if err := tw.Flush(); err != nil {
		fmt.Fprintf(stderr, "levels: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, "\nElo: arena ratings against the neighbouring levels, Random = 0 (docs/AI.md).")
	return 0
}
