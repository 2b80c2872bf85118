// flags.go: the subcommands' command lines, read by one helper that speaks
// the tool's language: the usage, the flags' help and the flag package's
// complaints (an unknown flag, a missing or bad value) through the catalog.

package main

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"

	"strategema/lang"
)

// command is one subcommand's flag set.
type command struct {
	*flag.FlagSet
	name    string // as its messages start: "arena", "puzzles gen"
	usageID string // the catalog's usage text
	p       *lang.Printer
	stderr  io.Writer
}

// newCommand makes the flag set of subcommand name, whose usage is the
// catalog message usageID; the flags' help texts are given already
// translated (p.T("cli.flag.threads")).
func newCommand(p *lang.Printer, name, usageID string, stderr io.Writer) *command {
	c := &command{FlagSet: flag.NewFlagSet(name, flag.ContinueOnError), name: name, usageID: usageID, p: p, stderr: stderr}
	// parse reports the flag package's errors and prints the usage itself,
	// in the catalog's words.
	c.SetOutput(io.Discard)
	c.Usage = func() {}
	return c
}

// usage prints the usage line, then each flag with its help.
func (c *command) usage() {
	u := c.p.T(c.usageID)
	fmt.Fprint(c.stderr, u)
	if !strings.HasSuffix(u, "\n") {
		fmt.Fprintln(c.stderr)
	}
	c.VisitAll(func(f *flag.Flag) {
		kind, help := flag.UnquoteUsage(f)
		line := "  -" + f.Name
		if kind != "" {
			line += " " + c.p.T("cli.flag.kind."+kind)
		}
		if def := f.DefValue; def != "" && def != "0" && def != "0s" && def != "false" {
			help += " " + c.p.F("cli.flag.default", "Value", def)
		}
		fmt.Fprintf(c.stderr, "%s\n    \t%s\n", line, strings.ReplaceAll(help, "\n", "\n    \t"))
	})
}

// parse reads args. It returns ok when the command may go on, else the exit
// status: 0 after -h (the usage printed), 2 for a bad flag or when the
// number of arguments left is outside [minArgs, maxArgs] (maxArgs < 0: no
// bound).
func (c *command) parse(args []string, minArgs, maxArgs int) (status int, ok bool) {
	if err := c.Parse(args); err != nil {
		if err == flag.ErrHelp {
			c.usage()
			return 0, false
		}
		c.fail(c.flagError(err))
		c.usage()
		return 2, false
	}
	switch n := c.NArg(); {
	case n > 0 && maxArgs == 0:
		c.fail(c.p.F("cli.unexpected_argument", "Arg", fmt.Sprintf("%q", c.Arg(0))))
		return 2, false
	case n < minArgs || (maxArgs >= 0 && n > maxArgs):
		c.usage()
		return 2, false
	}
	return 0, true
}

// fail prints a message of the command: "arena: …".
func (c *command) fail(msg any) {
	fmt.Fprintf(c.stderr, "%s: %v\n", c.name, msg)
}

// flagErrors are the flag package's complaints, by the catalog message
// that says them.
var flagErrors = []struct {
	re *regexp.Regexp
	id string
}{
	{regexp.MustCompile(`^flag provided but not defined: -(.*)$`), "cli.flag.unknown"},
	{regexp.MustCompile(`^flag needs an argument: -(.*)$`), "cli.flag.needs_value"},
	{regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for flag -([^:]*): .*$`), "cli.flag.bad_value"},
	{regexp.MustCompile(`^bad flag syntax: (.*)$`), "cli.flag.bad_syntax"},
}

// flagError words an error of flag.Parse in the tool's language.
func (c *command) flagError(err error) string {
	for _, fe := range flagErrors {
		m := fe.re.FindStringSubmatch(err.Error())
		switch {
		case m == nil:
			continue
		case len(m) == 3:
			return c.p.F(fe.id, "Value", m[1], "Flag", "-"+m[2])
		case fe.id == "cli.flag.bad_syntax":
			return c.p.F(fe.id, "Value", m[1])
		default:
			return c.p.F(fe.id, "Flag", "-"+m[1])
		}
	}
	return err.Error()
}
