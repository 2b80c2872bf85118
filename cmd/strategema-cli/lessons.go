package main

import (
	"encoding/json"
	"fmt"
	"io"

	"strategema/lang"
	"strategema/learn/lessons"
)

// runLessons lists the lessons (lessons list [--json]) or plays every
// stage's stored solution and checks it meets the goal with three stars
// (lessons check: exit 1 when one does not).
func runLessons(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 1 && args[0] == "list":
		return listLessons(p, false, stdout)
	case len(args) == 2 && args[0] == "list" && args[1] == "--json":
		return listLessons(p, true, stdout)
	case len(args) == 1 && args[0] == "check":
		return checkLessons(p, stdout, stderr)
	}
	fmt.Fprintln(stderr, p.T("cli.lessons.usage"))
	return 2
}

// lessonEntry is one lesson in `lessons list --json`.
type lessonEntry struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

func listLessons(p *lang.Printer, asJSON bool, stdout io.Writer) int {
	all := lessons.All()
	if !asJSON {
		for i, l := range all {
			fmt.Fprintf(stdout, "%2d. %-13s %s\n", i+1, l.ID, p.T(l.Title))
		}
		return 0
	}
	out := make([]lessonEntry, 0, len(all))
	for _, l := range all {
		out = append(out, lessonEntry{ID: l.ID, Title: p.T(l.Title)})
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return 1
	}
	return 0
}

func checkLessons(p *lang.Printer, stdout, stderr io.Writer) int {
	failed, stages := 0, 0
	for _, l := range lessons.All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			stages++
			key := lessons.Key(l.ID, i)
			res, err := s.Solve()
			switch {
			case err != nil:
				failed++
				fmt.Fprintln(stderr, p.F("cli.lessons.check_failed", "Stage", key, "Error", err.Error()))
			case res.Stars != 3:
				failed++
				fmt.Fprintln(stderr, p.F("cli.lessons.stars", "Stage", key, "Stars", res.Stars, "Used", res.Used, "Par", s.Par))
			}
		}
	}
	if failed > 0 {
		return 1
	}
	fmt.Fprintln(stdout, p.N("cli.lessons.check_ok", stages))
	return 0
}
