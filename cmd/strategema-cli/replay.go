package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"strategema/engine"
	"strategema/lang"
)

// replayJSON is the --json object of the replay command.
type replayJSON struct {
	Turn        int           `json:"turn"`
	SideToMove  string        `json:"side_to_move"`
	ActionsLeft int           `json:"actions_left"`
	Result      string        `json:"result"`
	Reason      string        `json:"reason"`
	Territory   territoryJSON `json:"territory"`
	Control     string        `json:"control"`
	Units       []unitJSON    `json:"units"`
	Combats     []string      `json:"combats"`
}

type territoryJSON struct {
	Cerulean int `json:"cerulean"`
	Amber    int `json:"amber"`
	Neutral  int `json:"neutral"`
}

type unitJSON struct {
	Side        string `json:"side"`
	Kind        string `json:"kind"`
	Cell        string `json:"cell"`
	Neutralized bool   `json:"neutralized"`
	Isolation   int    `json:"isolation"`
	Surging     bool   `json:"surging"`
	Supplied    bool   `json:"supplied"`
}

func runReplay(p *lang.Printer, args []string, stdout, stderr io.Writer) int {
	fs := newCommand(p, "replay", "cli.replay.usage", stderr)
	asJSON := fs.Bool("json", false, p.T("cli.replay.json_flag"))
	if status, ok := fs.parse(args, 1, 1); !ok {
		return status
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fs.fail(err)
		return 2
	}
	g, _, err := engine.LoadRecord(data)
	if err != nil {
		fmt.Fprintln(stderr, p.Error(err))
		var re *engine.RecordError
		if errors.As(err, &re) && re.Kind == engine.Illegal {
			return 1
		}
		return 2
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(positionJSON(g)); err != nil {
			fs.fail(err)
			return 2
		}
		return 0
	}
	fmt.Fprint(stdout, textBoard(p, g))
	return 0
}

// positionJSON builds the replay object of the game's final position.
func positionJSON(g *engine.Game) replayJSON {
	p := g.Position()
	out := replayJSON{
		Turn: p.Turn(), SideToMove: p.ToMove().String(), ActionsLeft: p.ActionsLeft(),
		Result: p.Result().String(), Reason: p.Reason().String(),
		Units: []unitJSON{}, Combats: []string{},
	}
	c, a := p.Territory(engine.Cerulean), p.Territory(engine.Amber)
	out.Territory = territoryJSON{Cerulean: c, Amber: a, Neutral: engine.Cells - c - a}
	var ctl strings.Builder
	for cell := engine.Cell(0); cell < engine.Cells; cell++ {
		ctl.WriteByte(ownerLetter(p, cell))
		if id := p.UnitAt(cell); id != engine.NoUnit {
			u := p.Unit(id)
			out.Units = append(out.Units, unitJSON{
				Side: u.Side.String(), Kind: u.Kind.String(), Cell: cell.String(),
				Neutralized: u.Neutralized, Isolation: int(u.Isolation), Surging: u.Surging,
				Supplied: p.Supplied(id),
			})
		}
	}
	out.Control = ctl.String()
	for _, cb := range g.Combats() {
		out.Combats = append(out.Combats, cb.String())
	}
	return out
}

func ownerLetter(p *engine.Position, c engine.Cell) byte {
	s, ok := p.Owner(c)
	switch {
	case !ok:
		return '.'
	case s == engine.Cerulean:
		return 'C'
	}
	return 'A'
}

// textBoard draws the four levels side by side: unit letters (upper case
// Cerulean, lower case Amber, '*' after a neutralized one) on their owner's
// ground ('+' Cerulean, '-' Amber, '.' neutral).
func textBoard(pr *lang.Printer, g *engine.Game) string {
	p := g.Position()
	var b strings.Builder
	for l := 0; l < 4; l++ {
		fmt.Fprintf(&b, "   L%d %-12s", l+1, "")
	}
	b.WriteString("\n")
	for rank := 7; rank >= 0; rank-- {
		for l := 0; l < 4; l++ {
			fmt.Fprintf(&b, "%d ", rank+1)
			for f := 0; f < 8; f++ {
				c := engine.NewCell(l, f, rank)
				if id := p.UnitAt(c); id != engine.NoUnit {
					u := p.Unit(id)
					ch := u.Kind.Letter()
					if u.Side == engine.Amber {
						ch += 'a' - 'A'
					}
					mark := byte(' ')
					if u.Neutralized {
						mark = '*'
					} else if u.Isolation > 0 {
						mark = '0' + u.Isolation
					}
					b.WriteByte(ch)
					b.WriteByte(mark)
					continue
				}
				switch ownerLetter(p, c) {
				case 'C':
					b.WriteString("+ ")
				case 'A':
					b.WriteString("- ")
				default:
					b.WriteString(". ")
				}
			}
			b.WriteString("  ")
		}
		b.WriteString("\n")
	}
	for l := 0; l < 4; l++ {
		b.WriteString("  A B C D E F G H   ")
	}
	b.WriteString("\n")
	c, a := p.Territory(engine.Cerulean), p.Territory(engine.Amber)
	b.WriteString(pr.N("cli.replay.summary", p.ActionsLeft(), "Turn", p.Turn(), "Side", pr.Side(p.ToMove()),
		"Cerulean", c, "Amber", a, "Neutral", engine.Cells-c-a))
	b.WriteString("\n")
	if p.Over() {
		b.WriteString(pr.F("cli.replay.result", "Result", engine.ResultToken(p.Result()), "Reason", pr.Reason(p.Reason())))
		b.WriteString("\n")
	}
	return b.String()
}
