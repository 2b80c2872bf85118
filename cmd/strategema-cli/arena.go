package main

import (
	"fmt"
	"io"
)

// runArena plays computer commanders against each other (see the AI issue).
func runArena(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "arena: not built yet")
	return 2
}
