// Command strategema-cli is the headless STRATEGEMA tool: it replays game
// records, counts legal action sequences (perft), runs computer commanders
// and other engines against each other (arena), speaks the STP engine
// protocol (engine) and annotates games (analyse). It never opens a window.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage:
  strategema-cli replay [--json] FILE   replay a game record and print the final position
  strategema-cli perft N                count legal action sequences of length N from the opening
  strategema-cli arena [flags]          play computer commanders against each other (arena --help)
  strategema-cli engine [--player NAME] speak the STP line protocol on stdin/stdout (docs/PROTOCOL.md)
  strategema-cli analyse [--time 100ms] FILE
                                        annotate a game record: evaluations, inaccuracies, mistakes, blunders
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches a subcommand and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "replay":
		return runReplay(args[1:], stdout, stderr)
	case "perft":
		return runPerft(args[1:], stdout, stderr)
	case "arena":
		return runArena(args[1:], stdout, stderr)
	case "engine":
		return runEngine(args[1:], os.Stdin, stdout, stderr)
	case "analyse", "analyze":
		return runAnalyse(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "strategema-cli: unknown command %q\n%s", args[0], usage)
	return 2
}
