package main

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"strategema/engine"
)

func runPerft(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: strategema-cli perft N")
		return 2
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 0 || n > 8 {
		fmt.Fprintf(stderr, "perft: N must be a number from 0 to 8, not %q\n", args[0])
		return 2
	}
	p := engine.NewPosition()
	start := time.Now()
	count := engine.Perft(&p, n)
	el := time.Since(start)
	rate := float64(count) / max(el.Seconds(), 1e-9)
	fmt.Fprintf(stdout, "perft %d: %d sequences in %s (%.0f per second)\n", n, count, el.Round(time.Microsecond), rate)
	return 0
}
