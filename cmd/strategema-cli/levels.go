package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"strategema/ai"
	"strategema/lang"
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
func runLevels(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("levels", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, `print [{"name", "title", "elo"}] instead of the table`)
	fs.Usage = func() {
		fmt.Fprintln(stderr, p.T("cli.levels.usage"))
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
			out[i] = levelJSON{Name: l.Name, Title: p.T("level." + l.Name + ".title"), Elo: l.Elo}
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
	fmt.Fprintln(tw, p.T("cli.levels.header"))
	for _, l := range levels {
		fmt.Fprintf(tw, "%s\t%s\t%+d\t%s\n", l.Name, p.T("level."+l.Name+".title"), l.Elo, p.T("level."+l.Name+".blurb"))
	}
	if err := tw.Flush(); err != nil {
		fmt.Fprintf(stderr, "levels: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, "\n"+p.T("cli.levels.footer"))
	return 0
}
