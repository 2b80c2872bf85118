package main

import (
	"encoding/json"
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
	fs := newCommand(p, "levels", "cli.levels.usage", stderr)
	asJSON := fs.Bool("json", false, p.T("cli.levels.flag.json"))
	if status, ok := fs.parse(args, 0, 0); !ok {
		return status
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
			fs.fail(err)
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
		fs.fail(err)
		return 1
	}
	fmt.Fprintln(stdout, "\n"+p.T("cli.levels.footer"))
	return 0
}
