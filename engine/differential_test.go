// differential_test.go: random games played through the fast engine and
// the reference of reference_test.go side by side; after every action the
// two must agree on everything: control and influence of every cell, every
// unit, turn, side, actions, result, reason, quiet turns, draw state, the
// legal actions, the legality of arbitrary raw actions, and the events.

package engine

import (
	"flag"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
)

var longTests = flag.Bool("long", false, "run the long differential and property tests")

// diffStats counts what the differential games covered.
type diffStats struct {
	games, actions, probes                       int
	engaged, moverWins, defenderWins, standoffs  int
	retreats, captures, encircled, litanaOwnSide int
	isolationRose, restored, neutralized         int
	surges, expired, drawsOffered                int
	coreCaptured, coreEncircled, multiBatch      int
	ends                                         map[Reason]int
}

func (s *diffStats) String() string {
	var reasons []string
	for r := ReasonActive; r <= ReasonAgreement; r++ {
		reasons = append(reasons, fmt.Sprintf("%s=%d", r, s.ends[r]))
	}
	return fmt.Sprintf("games %d, actions %d, raw probes %d; engagements %d (mover wins %d, defender wins %d, standoffs %d), "+
		"retreats %d, captures %d, encircled %d (own side in Litana %d), isolation rises %d, resupplied %d, neutralized %d, "+
		"surges %d, expiries %d, draw offers %d, Cores captured in combat %d, Cores encircled %d, "+
		"actions with two or more encirclement batches %d; game ends: %s",
		s.games, s.actions, s.probes, s.engaged, s.moverWins, s.defenderWins, s.standoffs,
		s.retreats, s.captures, s.encircled, s.litanaOwnSide, s.isolationRose, s.restored, s.neutralized,
		s.surges, s.expired, s.drawsOffered, s.coreCaptured, s.coreEncircled, s.multiBatch, strings.Join(reasons, " "))
}

// compareState reports the first disagreement between p and r, or nil.
func compareState(p *Position, r *refGame) error {
	if p.Turn() != r.turn || p.ToMove() != r.toMove || p.ActionsLeft() != r.actions {
		return fmt.Errorf("turn/side/actions: engine %d %s %d, reference %d %s %d",
			p.Turn(), p.ToMove(), p.ActionsLeft(), r.turn, r.toMove, r.actions)
	}
	if p.Result() != r.result || p.Reason() != r.reason {
		return fmt.Errorf("result: engine %s %s, reference %s %s", p.Result(), p.Reason(), r.result, r.reason)
	}
	if p.DrawPending() != r.pending || p.DrawOffered() != r.offered {
		return fmt.Errorf("draw state: engine %v %v, reference %v %v", p.DrawPending(), p.DrawOffered(), r.pending, r.offered)
	}
	if !p.Over() && p.QuietTurns() != r.quiet {
		return fmt.Errorf("quiet turns: engine %d, reference %d", p.QuietTurns(), r.quiet)
	}
	b := r.board()
	alive := 0
	for c := Cell(0); c < Cells; c++ {
		s, ok := p.Owner(c)
		want := r.ctrl[c]
		if got := map[bool]int{false: -1, true: int(s)}[ok]; got != want {
			return fmt.Errorf("control of %s: engine %d, reference %d", c, got, want)
		}
		for side := Cerulean; side <= Amber; side++ {
			if p.Influence(side, c) != r.count[side][c] {
				return fmt.Errorf("%s influence on %s: engine %d, reference %d", side, c, p.Influence(side, c), r.count[side][c])
			}
		}
		id := p.UnitAt(c)
		if (id == NoUnit) != (b[c] < 0) {
			return fmt.Errorf("occupancy of %s: engine %d, reference %d", c, id, b[c])
		}
		if id == NoUnit {
			continue
		}
		alive++
		u, w := p.Unit(id), r.units[b[c]]
		if !u.Alive || u.Cell != c || u.Side != w.side || u.Kind != w.kind || u.Neutralized != w.neut ||
			u.Surging != w.surging || int(u.Isolation) != w.iso {
			return fmt.Errorf("unit on %s: engine %+v, reference %+v", c, u, w)
		}
		if p.Supplied(id) != r.supplied(&w) {
			return fmt.Errorf("supply of %s on %s: engine %v, reference %v", u.Kind, c, p.Supplied(id), r.supplied(&w))
		}
	}
	n := 0
	for id := UnitID(0); id < NumUnits; id++ {
		if u := p.Unit(id); u.Alive {
			n++
			if p.UnitAt(u.Cell) != id {
				return fmt.Errorf("unit %d alive on %s but the board holds %d", id, u.Cell, p.UnitAt(u.Cell))
			}
		}
	}
	if n != alive {
		return fmt.Errorf("engine has %d live units, %d on the board", n, alive)
	}
	return nil
}

// actionKey orders actions; a surge's To is not part of it.
func actionKey(a Action) int {
	to := a.To
	if a.Type != ActMove {
		to = NoCell
	}
	return (int(a.Type)*1024+int(a.From)+1)*1024 + int(to) + 1
}

func sameKeys(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// compareLegal compares the legal action sets.
func compareLegal(p *Position, r *refGame, buf []Action) ([]Action, error) {
	buf = p.LegalActions(buf[:0])
	if n := p.CountLegalActions(); n != len(buf) {
		return buf, fmt.Errorf("CountLegalActions %d, LegalActions %d", n, len(buf))
	}
	var got, want []int
	for _, a := range buf {
		got = append(got, actionKey(a))
	}
	ref := r.legal()
	for _, a := range ref {
		want = append(want, actionKey(a))
	}
	sort.Ints(got)
	sort.Ints(want)
	if !sameKeys(got, want) {
		return buf, fmt.Errorf("legal actions differ:\nengine    %v\nreference %v", buf, ref)
	}
	return buf, nil
}

// compareEvents compares two event streams. Runs of consecutive events of
// one type are compared as multisets: the order inside a batch (units
// encircled at once, counters rising at once) is not a rule.
func compareEvents(got []Event, want []refEvent) error {
	runs := func(es []refEvent) [][]string {
		var out [][]string
		for i := 0; i < len(es); {
			j := i
			var run []string
			for j < len(es) && es[j].typ == es[i].typ {
				run = append(run, es[j].String())
				j++
			}
			sort.Strings(run)
			out = append(out, run)
			i = j
		}
		return out
	}
	conv := make([]refEvent, len(got))
	for i := range got {
		conv[i] = refFromEngine(&got[i])
	}
	a, b := runs(conv), runs(want)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		return fmt.Errorf("events differ:\nengine:\n  %s\nreference:\n  %s", joinEvents(conv), joinEvents(want))
	}
	return nil
}

func joinEvents(es []refEvent) string {
	var s []string
	for _, e := range es {
		s = append(s, e.String())
	}
	return strings.Join(s, "\n  ")
}

// policy picks actions with a bias towards contact: moves that end next
// to an enemy, forward moves and surges.
type policy struct {
	rng                           *rand.Rand
	contact, forward, surge, hold float64
	offer, resign                 float64
}

func newPolicy(rng *rand.Rand) policy {
	return policy{rng: rng,
		contact: 2 + rng.Float64()*20, forward: 1 + rng.Float64()*4, surge: 0.2 + rng.Float64()*3,
		hold: 0.05 + rng.Float64()*0.5, offer: rng.Float64() * 0.01, resign: rng.Float64() * 0.002}
}

func (pl *policy) pick(p *Position, legal []Action, weights []float64) Action {
	if p.DrawPending() {
		if pl.rng.Intn(3) == 0 {
			return Simple(ActAcceptDraw)
		}
		return Simple(ActDeclineDraw)
	}
	if !p.DrawOffered() && pl.rng.Float64() < pl.offer {
		return Simple(ActOfferDraw)
	}
	if pl.rng.Float64() < pl.resign {
		return Simple(ActResign)
	}
	side := p.ToMove()
	enemy := p.Occupied(side.Opponent()).Dilate()
	weights = weights[:0]
	total := 0.0
	for _, a := range legal {
		w := 1.0
		switch a.Type {
		case ActMove:
			if enemy.Has(a.To) {
				w += pl.contact
			}
			fwd := a.To.Rank() - a.From.Rank()
			if side == Amber {
				fwd = -fwd
			}
			if fwd > 0 {
				w += pl.forward
			}
		case ActSurge:
			w = pl.surge
		default:
			w = pl.hold
		}
		weights = append(weights, w)
		total += w
	}
	x := pl.rng.Float64() * total
	for i, w := range weights {
		if x < w {
			return legal[i]
		}
		x -= w
	}
	return legal[len(legal)-1]
}

// randomRaw is an arbitrary action, legal or not.
func randomRaw(rng *rand.Rand, p *Position) Action {
	cell := func() Cell {
		switch rng.Intn(4) {
		case 0:
			return Cell(rng.Intn(262) - 3)
		case 1:
			// a cell of a unit of either side
			return p.Unit(UnitID(rng.Intn(NumUnits))).Cell
		}
		return Cell(rng.Intn(Cells))
	}
	a := Action{Type: ActionType(rng.Intn(10)), From: cell(), To: cell()}
	if rng.Intn(2) == 0 && a.From.Valid() {
		// a near destination
		a.To = a.From + Cell(rng.Intn(130)-65)
	}
	return a
}

// randomSetup builds a random constructed position with units packed into
// a small box so that they fight, surround and cut each other off.
func randomSetup(rng *rand.Rand) Setup {
	lw, fw, rw := 1+rng.Intn(4), 3+rng.Intn(4), 3+rng.Intn(4)
	l0, f0, r0 := rng.Intn(5-lw), rng.Intn(9-fw), rng.Intn(9-rw)
	dense := rng.Intn(4) == 0
	if dense {
		// a small box in a corner of the board, nearly full: rings close
		// easily on the rim, and removals cascade.
		lw, fw, rw = 1+rng.Intn(2), 3+rng.Intn(2), 3+rng.Intn(2)
		l0, f0, r0 = (4-lw)*rng.Intn(2), (8-fw)*rng.Intn(2), (8-rw)*rng.Intn(2)
	}
	var free []Cell
	for l := l0; l < l0+lw; l++ {
		for f := f0; f < f0+fw; f++ {
			for r := r0; r < r0+rw; r++ {
				free = append(free, NewCell(l, f, r))
			}
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	maxUnits := min(len(free)*2/3, 28)
	if dense {
		maxUnits = len(free)
	}
	var us []Unit
	for side := Cerulean; side <= Amber; side++ {
		n := 1 + rng.Intn(maxUnits/2)
		if dense {
			n = maxUnits/2 - rng.Intn(2)
		}
		for i := 0; i < n && len(free) > 0; i++ {
			u := Unit{Side: side, Cell: free[0]}
			free = free[1:]
			switch {
			case i == 0 && rng.Intn(10) > 0:
				u.Kind = Core
			case i <= 2 && rng.Intn(3) == 0:
				u.Kind = Nexus
			default:
				u.Kind = []Kind{Guardian, Striker, Node, Node}[rng.Intn(4)]
			}
			if !u.Kind.IsSource() {
				switch rng.Intn(10) {
				case 0:
					u.Neutralized, u.Isolation = true, 3
				case 1, 2, 3:
					u.Isolation = uint8(rng.Intn(3))
				}
			}
			if !u.Neutralized && rng.Intn(6) == 0 {
				u.Surging = true
			}
			us = append(us, u)
		}
	}
	s := Setup{Units: us, ToMove: Side(rng.Intn(2)), ActionsLeft: 1 + rng.Intn(2)}
	s.Turn = 2*rng.Intn(30) + 1 + int(s.ToMove)
	return s
}

// diffGame plays one game from p (the reference from r) for at most
// maxActions actions, comparing after every action.
func diffGame(t *testing.T, rng *rand.Rand, p Position, r *refGame, maxActions int, st *diffStats, label string) {
	t.Helper()
	st.games++
	pl := newPolicy(rng)
	var buf []Action
	var weights []float64
	var ev []Event
	var history []string
	fail := func(err error) {
		t.Helper()
		t.Fatalf("%s: after %d actions [%s]: %v", label, len(history), strings.Join(history, ", "), err)
	}
	if err := compareState(&p, r); err != nil {
		fail(err)
	}
	for n := 0; n < maxActions && !p.Over(); n++ {
		var err error
		if buf, err = compareLegal(&p, r, buf); err != nil {
			fail(err)
		}
		// a few arbitrary actions: same legality, and illegal ones change nothing.
		for k := 0; k < 2; k++ {
			raw := randomRaw(rng, &p)
			st.probes++
			eLegal, rLegal := p.Check(raw) == nil, r.isLegal(raw)
			if eLegal != rLegal {
				fail(fmt.Errorf("raw action %+v (%s): engine legal %v, reference legal %v", raw, raw, eLegal, rLegal))
			}
		}
		a := pl.pick(&p, buf, weights)
		history = append(history, a.String())
		mover := p.ToMove()
		ev = ev[:0]
		if err := p.Apply(a, &ev); err != nil {
			fail(fmt.Errorf("engine rejected %s: %v", a, err))
		}
		want, ok := r.play(a)
		if !ok {
			fail(fmt.Errorf("reference rejected %s", a))
		}
		st.actions++
		if err := compareEvents(ev, want); err != nil {
			fail(err)
		}
		if err := compareState(&p, r); err != nil {
			fail(err)
		}
		batches := 0
		for i := range ev {
			e := &ev[i]
			if e.Type == EvEncircled && (i == 0 || ev[i-1].Type != EvEncircled || ev[i-1].Side != e.Side) {
				batches++
				if batches == 2 {
					st.multiBatch++
				}
			}
			if e.Kind == Core && e.Unit != NoUnit {
				switch e.Type {
				case EvCaptured:
					st.coreCaptured++
				case EvEncircled:
					st.coreEncircled++
				}
			}
			switch e.Type {
			case EvEngaged:
				st.engaged++
				switch e.Combat.Outcome {
				case MoverWins:
					st.moverWins++
				case DefenderWins:
					st.defenderWins++
				default:
					st.standoffs++
				}
			case EvRetreated:
				st.retreats++
			case EvCaptured:
				st.captures++
			case EvEncircled:
				st.encircled++
				if e.Side == mover {
					st.litanaOwnSide++
				}
			case EvIsolationRose:
				st.isolationRose++
			case EvSupplyRestored:
				st.restored++
			case EvNeutralized:
				st.neutralized++
			case EvSurged:
				st.surges++
			case EvSurgeExpired:
				st.expired++
			case EvDrawOffered:
				st.drawsOffered++
			case EvGameOver:
				st.ends[e.Reason]++
			}
		}
	}
}

// diffScale is the number of games of each kind.
func diffScale() (openings, constructed int) {
	switch {
	case *longTests:
		return 2000, 10000
	case testing.Short():
		return 30, 300
	}
	return 150, 3000
}

func TestDifferentialOpening(t *testing.T) {
	t.Parallel()
	n, _ := diffScale()
	st := &diffStats{ends: map[Reason]int{}}
	for g := 0; g < n; g++ {
		rng := rand.New(rand.NewSource(int64(1000 + g)))
		p := NewPosition()
		r := newRefGame(refOpening(), Cerulean, 1, 2)
		diffGame(t, rng, p, r, 100+rng.Intn(300), st, fmt.Sprintf("opening game seed %d", 1000+g))
	}
	t.Logf("opening: %s", st)
}

func TestDifferentialConstructed(t *testing.T) {
	t.Parallel()
	_, n := diffScale()
	st := &diffStats{ends: map[Reason]int{}}
	for g := 0; g < n; g++ {
		seed := int64(50000 + g)
		rng := rand.New(rand.NewSource(seed))
		s := randomSetup(rng)
		p, err := s.Position()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		r := newRefGame(refUnitsFromSetup(s.Units), s.ToMove, s.Turn, s.ActionsLeft)
		diffGame(t, rng, p, r, 10+rng.Intn(60), st, fmt.Sprintf("constructed game seed %d", seed))
	}
	t.Logf("constructed: %s", st)
	for _, why := range []Reason{ReasonActive, ReasonSystemic, ReasonIsolation, ReasonResignation, ReasonAgreement} {
		if st.ends[why] == 0 && !testing.Short() {
			t.Errorf("no game ended by %s", why)
		}
	}
	if !testing.Short() && (st.retreats == 0 || st.captures == 0 || st.encircled == 0 || st.neutralized == 0 ||
		st.litanaOwnSide == 0 || st.defenderWins == 0 || st.standoffs == 0 || st.restored == 0 ||
		st.coreCaptured == 0 || st.coreEncircled == 0 || st.multiBatch == 0) {
		t.Errorf("a rule was not exercised: %s", st)
	}
}

// TestDifferentialScripted covers the two draws random play never reaches:
// fivefold repetition and the 500-turn rule, with both Cores walking.
func TestDifferentialScripted(t *testing.T) {
	t.Parallel()
	// a Hamiltonian cycle of one level, by king steps (boustrophedon with
	// file A kept as the way back).
	var cycle []Cell
	for r := 0; r < 8; r++ {
		if r%2 == 0 {
			for f := 1; f < 8; f++ {
				cycle = append(cycle, NewCell(0, f, r))
			}
		} else {
			for f := 7; f >= 1; f-- {
				cycle = append(cycle, NewCell(0, f, r))
			}
		}
	}
	for r := 7; r >= 0; r-- {
		cycle = append(cycle, NewCell(0, 0, r))
	}
	onLevel := func(c Cell, l int) Cell { return NewCell(l, c.File(), c.Rank()) }
	run := func(name string, next func(p *Position, turn int) Action, want Reason, maxActions int) {
		s := Setup{Units: []Unit{
			{Side: Cerulean, Kind: Core, Cell: cycle[0]},
			{Side: Amber, Kind: Core, Cell: onLevel(cycle[0], 3)},
		}}
		p, err := s.Position()
		if err != nil {
			t.Fatal(err)
		}
		r := newRefGame(refUnitsFromSetup(s.Units), Cerulean, 1, 2)
		var ev []Event
		for n := 0; n < maxActions && !p.Over(); n++ {
			a := next(&p, p.Turn())
			ev = ev[:0]
			if err := p.Apply(a, &ev); err != nil {
				t.Fatalf("%s: %s: %v", name, a, err)
			}
			want, ok := r.play(a)
			if !ok {
				t.Fatalf("%s: reference rejected %s", name, a)
			}
			if err := compareEvents(ev, want); err != nil {
				t.Fatalf("%s: %s: %v", name, a, err)
			}
			if err := compareState(&p, r); err != nil {
				t.Fatalf("%s: %s: %v", name, a, err)
			}
		}
		if p.Reason() != want {
			t.Fatalf("%s: game ended %s %s at turn %d, want %s", name, p.Result(), p.Reason(), p.Turn(), want)
		}
		t.Logf("%s: %s at turn %d", name, p.Reason(), p.Turn())
	}
	pos := func(p *Position, s Side) Cell {
		for id := UnitID(0); id < NumUnits; id++ {
			if u := p.Unit(id); u.Alive && u.Side == s && u.Kind == Core {
				return u.Cell
			}
		}
		return NoCell
	}
	step := func(c Cell) Cell {
		for i, x := range cycle {
			if x.File() == c.File() && x.Rank() == c.Rank() {
				return onLevel(cycle[(i+1)%len(cycle)], c.Level())
			}
		}
		return NoCell
	}
	// back and forth: the same two positions again and again.
	run("repetition", func(p *Position, turn int) Action {
		if p.ActionsLeft() == 1 {
			return Simple(ActEnd)
		}
		c := pos(p, p.ToMove())
		to := NewCell(c.Level(), c.File()^1, c.Rank())
		return Move(c, to)
	}, ReasonRepetition, 100)
	// both Cores tour their level; Amber pauses every ninth turn so no
	// position comes back five times before turn 500.
	run("500 turns", func(p *Position, turn int) Action {
		if p.ActionsLeft() == 1 || p.ToMove() == Amber && (turn/2)%9 == 0 {
			return Simple(ActEnd)
		}
		c := pos(p, p.ToMove())
		return Move(c, step(c))
	}, ReasonTurnLimit, 2000)
}
