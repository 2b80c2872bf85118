// Command puzzleplay writes the browser build's puzzle set: the shipped
// set (data/puzzles.json) without the records that lead to each
// position and without their sources, DEFLATE-compressed. The window
// plays a puzzle from its position; the records serve the headless
// tool's list and check. Run by `go generate ./learn/puzzles`.
//
// Usage: go run ./scripts/puzzleplay SET.json OUT.deflate
package main

import (
	"fmt"
	"os"

	"strategema/internal/packfs"
	"strategema/learn/puzzles"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: puzzleplay SET.json OUT.deflate")
		os.Exit(2)
	}
	if err := write(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "puzzleplay:", err)
		os.Exit(1)
	}
}

func write(in, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	set, err := puzzles.Parse(data)
	if err != nil {
		return err
	}
	play, err := puzzles.Marshal(puzzles.WithoutRecords(set))
	if err != nil {
		return err
	}
	packed, err := packfs.Deflate(play)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, packed, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d puzzles, %d -> %d bytes\n", out, len(set), len(play), len(packed))
	return nil
}
