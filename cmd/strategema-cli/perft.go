package main

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"strategema/engine"
	"strategema/lang"
)

func runPerft(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, p.T("cli.perft.usage"))
		return 2
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 0 || n > 8 {
		fmt.Fprintf(stderr, "perft: %s\n", p.F("cli.perft.bad_n", "Arg", fmt.Sprintf("%q", args[0])))
		return 2
	}
	pos := engine.NewPosition()
	start := time.Now()
	count := engine.Perft(&pos, n)
	el := time.Since(start)
	rate := float64(count) / max(el.Seconds(), 1e-9)
	fmt.Fprintln(stdout, p.N("cli.perft.result", int(count), "N", n, "Time", el.Round(time.Microsecond).String(), "Rate", fmt.Sprintf("%.0f", rate)))
	return 0
}
