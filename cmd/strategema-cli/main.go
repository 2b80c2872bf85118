// Command strategema-cli is the headless STRATEGEMA tool: it replays game
// records, counts legal action sequences (perft), runs computer commanders
// and other engines against each other (arena), speaks the STP engine
// protocol (engine) and annotates games (analyse). It never opens a window.
//
// It speaks the language of the POSIX locale (LC_ALL, LC_MESSAGES, LANG)
// or of --lang en|ru given before the subcommand; records, protocol
// keywords and record notation stay the same in every language.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"strategema/lang"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches a subcommand and returns the exit status. Its language is
// --lang's, else the environment's.
func run(args []string, stdout, stderr io.Writer) int {
	tag, args, ok := langFlag(args)
	if !ok {
		fmt.Fprintln(stderr, lang.New(lang.FromEnv(os.Getenv)).T("cli.lang_flag"))
		return 2
	}
	if tag == "" {
		tag = lang.FromEnv(os.Getenv)
	}
	p := lang.New(tag)
	if len(args) == 0 {
		fmt.Fprint(stderr, p.T("cli.usage"))
		return 2
	}
	switch args[0] {
	case "replay":
		return runReplay(p, args[1:], stdout, stderr)
	case "perft":
		return runPerft(p, args[1:], stdout, stderr)
	case "arena":
		return runArena(p, args[1:], stdout, stderr)
	case "engine":
		return runEngine(p, args[1:], os.Stdin, stdout, stderr)
	case "analyse", "analyze":
		return runAnalyse(p, args[1:], stdout, stderr)
	case "levels":
		return runLevels(p, args[1:], stdout, stderr)
	case "lessons":
		return runLessons(p, args[1:], stdout, stderr)
	case "puzzles":
		return runPuzzles(p, args[1:], stdout, stderr)
	case "online":
		return runOnline(p, args[1:], stdout, stderr)
	case "loadtest":
		return runLoadtest(p, args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, p.T("cli.usage"))
		return 0
	}
	fmt.Fprintf(stderr, "%s\n%s", p.F("cli.unknown_command", "Command", fmt.Sprintf("%q", args[0])), p.T("cli.usage"))
	return 2
}

// langFlag takes the leading --lang X (or --lang=X, -lang) off args: the
// language asked for ("" when none), the rest, and false when the flag
// lacks a known language.
func langFlag(args []string) (tag string, rest []string, ok bool) {
	if len(args) == 0 {
		return "", args, true
	}
	name, value, hasValue := strings.Cut(strings.TrimLeft(args[0], "-"), "=")
	if !strings.HasPrefix(args[0], "-") || name != "lang" {
		return "", args, true
	}
	rest = args[1:]
	if !hasValue {
		if len(rest) == 0 {
			return "", nil, false
		}
		value, rest = rest[0], rest[1:]
	}
	for _, l := range lang.Languages() {
		if strings.EqualFold(value, l.Tag) {
			return l.Tag, rest, true
		}
	}
	return "", nil, false
}
