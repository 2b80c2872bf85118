// eval.go: the static evaluation: territory, material, supply and
// isolation, Core safety, encirclement danger, Striker raids, tempo and
// the thin margins of a front.

package ai

import (
	"math/bits"

	"strategema/engine"
)

// Scores are centi-units: a Control Node is worth about 100.
const (
	mateScore = 1_000_000
	mateBound = mateScore - 1000 // scores beyond it are forced wins or losses
	infScore  = mateScore + 1
)

// Weights are the terms of the evaluation. Each character has its own.
type Weights struct {
	Territory   int                  // per controlled cell
	Systemic    int                  // extra per cell above 150 (the 180-cell win)
	Material    [engine.NumKinds]int // per active unit
	Neutralized int                  // per neutralized unit still on the board
	Isolated    int                  // per isolated active unit
	IsoCounter  int                  // per point of isolation counter
	CoreRing    int                  // per missing ring breaker (below 5) around the own Core
	CoreThreat  int                  // per enemy active unit within 2 of the own Core
	Vulnerable  int                  // per unit with at most one ring breaker, scaled by its value
	StrikerRaid int                  // per rank a Striker stands inside the enemy half
	StrikerCore int                  // per step closer than 6 a Striker stands to the enemy Core
	Tempo       int                  // per action left to the side to move
	// Thin: per contested cell the side controls by a margin of exactly
	// one (engine.Position.ThinControl), a cell one enemy aura from
	// turning neutral. Territory alone is flat while a front is locked:
	// bringing an aura up to an enemy cell held by two changes nothing
	// until a second one arrives. Thin scores that first step, so the
	// search thins a stretch of the enemy's front until one advance or
	// surge flips it, and keeps its own front from thinning. Zero in the
	// judge's weights.
	Thin int
	// Front: per unit of influence the side projects into the cells its
	// enemy controls (engine.Position.InfluenceSum over them). Territory
	// and Thin are flat while a front is locked deep, with the enemy's
	// counts several above the side's; Front scores every aura brought up
	// to the enemy's ground, so the search masses its units at the front
	// until cells flip. Zero in the judge's weights.
	Front int
	// FrontMargin: when above 0, Front counts only for a side whose static
	// lead exceeds it, ramped in from a lead of FrontMargin to twice that:
	// the push of a side converting a lead. At 0 both sides get it always.
	FrontMargin int
	// Pressing a lead: a side whose static lead (every term above, tempo
	// left out) exceeds PressMargin gets PressTerritory per controlled cell
	// above the opening's 128, ramped in from a lead of PressMargin to
	// 3·PressMargin, so a side that is ahead reaches for the 180-cell
	// Systemic Victory instead of sitting on its lead. Zero in the judge's
	// weights (JudgeWeights).
	PressMargin    int
	PressTerritory int
	// Advance: with Front, for the side converting a lead (the same ramp
	// as Front), per step its active units (the Core and the Strikers left
	// out) stand short of advanceMax, the steps beyond one cell from the
	// enemy's ground counted by advanceSteps: each step forward gains
	// Advance, and the term is never negative. Front scores only the auras already in reach of the
	// enemy's cells; the units behind them (a leader's Nodes sit on its
	// own back ranks, which nobody contests) feel no pull, so the push
	// stalls at the strength the front already has. The Strikers raid on
	// their own (StrikerRaid, StrikerCore); pulled forward by Advance too
	// they were lost one by one in the pushes measured. Zero in the
	// judge's weights.
	Advance int
	// AdvanceMargin: when above 0, Advance counts the steps to the
	// enemy's weak ground (the cells it holds by at most AdvanceMargin,
	// and the neutral ones), where an aura more can turn a cell, in place
	// of the steps to any enemy cell: against a packed block every unit
	// already stands next to the enemy's ground, and the units pile up
	// where the block is deepest. Zero in the judge's weights.
	AdvanceMargin int
	// SurgeCost: for the side converting a lead (Front's ramp), per surge
	// short of engine.ActionsPerTurn (a side has at most its turn's surges up), so each surge
	// costs SurgeCost and the term is never negative. A surge holds a few cells until the side's next turn
	// starts; in a locked front the search, which sees the turn end,
	// re-surged the same units turn after turn (40–50% of a leader's
	// actions) instead of bringing units forward for good. Zero in the
	// judge's weights.
	SurgeCost int
	// SurgeLapse: per surge short of engine.ActionsPerTurn, for each side
	// at any lead, so each surge up costs its side SurgeLapse and the
	// term is never negative. A surge's cells lapse when its side's next
	// turn starts, but a search that reaches only its own turn end (about
	// what 250 ms reaches) counts them as held: in level play both sides
	// surged in 40–60% of their actions, re-surging the same two units
	// turn after turn, and nobody got ahead for 150 turns. Zero in the
	// judge's weights and on the lower levels (their ratings were measured
	// without it).
	SurgeLapse int
	// IsoScaled: an active unit's penalties (isolation and counter, then
	// the encirclement danger) are capped at 90% of what it has to lose,
	// Material minus Neutralized. Without the cap a Node isolated at
	// counter 2 is worth less than a neutralized one (100 - 60 - 180 < 10),
	// so the side that cuts the supply is scored as losing when the
	// neutralization comes. False in the judge's weights.
	IsoScaled bool
}

// JudgeWeights is the neutral evaluation that Greedy plays by and the
// arena adjudicates with: Data's weights as they were when the measuring
// stick was fixed (before the terms that press a lead), written out so
// that tuning a character never moves the baseline or the referee.
func JudgeWeights() Weights {
	return Weights{
		Territory:   10,
		Systemic:    20,
		Material:    [engine.NumKinds]int{engine.Core: 0, engine.Nexus: 400, engine.Guardian: 160, engine.Striker: 150, engine.Node: 100},
		Neutralized: 10,
		Isolated:    60,
		IsoCounter:  60,
		CoreRing:    60,
		CoreThreat:  40,
		Vulnerable:  100,
		StrikerRaid: 3,
		StrikerCore: 2,
		Tempo:       15,
	}
}

// raidDepth is how many ranks c lies inside the enemy half for side s (0–4).
func raidDepth(s engine.Side, c engine.Cell) int {
	r := c.Rank()
	if s == engine.Cerulean {
		return max(0, r-3)
	}
	return max(0, 4-r)
}

// coreCell finds the Core of s, or NoCell.
func coreCell(p *engine.Position, s engine.Side) engine.Cell { return p.CoreCell(s) }

// Evaluate scores p for side s with weights w: positive is good for s.
func Evaluate(p *engine.Position, s engine.Side, w *Weights) int {
	if p.Over() {
		switch p.Result() {
		case engine.Draw:
			return 0
		case engine.WinFor(s):
			return mateScore
		default:
			return -mateScore
		}
	}
	cores := [2]engine.Cell{coreCell(p, engine.Cerulean), coreCell(p, engine.Amber)}
	occ := [2]engine.Bitboard{p.Occupied(engine.Cerulean), p.Occupied(engine.Amber)}
	ctl := [2]engine.Bitboard{p.Control(engine.Cerulean), p.Control(engine.Amber)}
	empty := occ[0].Or(occ[1]).Not()
	var side [2]int
	var terr [2]int
	srcKinds := p.KindCells(engine.Core).Or(p.KindCells(engine.Nexus))
	for x := engine.Cerulean; x <= engine.Amber; x++ {
		o := x.Opponent()
		t := ctl[x].Count()
		terr[x] = t
		v := t * w.Territory
		if w.Thin != 0 {
			th := p.ThinControl(x)
			v -= w.Thin * th.Count()
		}
		if t > 150 {
			v += (t - 150) * w.Systemic
		}
		if w.Front != 0 && w.FrontMargin == 0 {
			v += w.Front * p.InfluenceSum(x, ctl[o])
		}
		// ring breakers for x's units: a friendly unit or an empty cell o does not control.
		brk := occ[x].Or(empty.AndNot(ctl[o]))
		// only a unit next to a ring maker (an enemy unit or an empty
		// enemy cell) can be nearly encircled.
		near := occ[x].And(occ[o].Or(empty.And(ctl[o])).Dilate())
		// the units are scored by sets: neutralized units, material by
		// kind, then the few units a per-unit term applies to.
		neut := p.NeutralizedCells(x)
		active := occ[x].AndNot(neut)
		v += w.Neutralized * neut.Count()
		for k := engine.Kind(0); k < engine.NumKinds; k++ {
			kc := p.KindCells(k)
			v += w.Material[k] * popAnd(active, kc)
		}
		// the engine's own supply flood: an active unit off it is isolated
		// (sources never are).
		isolated := active.AndNot(p.SupplyReach(x)).AndNot(srcKinds)
		// nearly encircled units: at most one ring breaker.
		near = near.And(active)
		// the per-unit penalties, for the few units isolated or next to a
		// ring maker: isolation, and a nearly closed ring. With IsoScaled
		// an active unit's penalties stay below its value over a
		// neutralized unit's, so cutting an enemy's supply up to its
		// neutralization always scores as a gain.
		pens := isolated.Or(near)
		for l := 0; l < 4; l++ {
			for m := pens.Level(l); m != 0; m &= m - 1 {
				c := engine.Cell(l*64 + bits.TrailingZeros64(m))
				u := p.Unit(p.UnitAt(c))
				val := w.Material[u.Kind]
				pen := 0
				if isolated.Has(c) {
					pen = w.Isolated + w.IsoCounter*int(u.Isolation+1)
				}
				if near.Has(c) {
					n := engine.Neighbours(c)
					if b := popAnd(n, brk); b <= 1 {
						if u.Kind == engine.Core {
							pen += 4 * w.Vulnerable * (2 - b)
						} else {
							pen += (val * w.Vulnerable * (2 - b)) / 200
						}
					}
				}
				if w.IsoScaled && u.Kind != engine.Core {
					pen = min(pen, (val-w.Neutralized)*9/10)
				}
				v -= pen
			}
		}
		// Striker raids.
		strikers := active.And(p.KindCells(engine.Striker))
		for l := 0; l < 4; l++ {
			for m := strikers.Level(l); m != 0; m &= m - 1 {
				c := engine.Cell(l*64 + bits.TrailingZeros64(m))
				v += w.StrikerRaid * raidDepth(x, c)
				if ec := cores[o]; ec != engine.NoCell {
					v += w.StrikerCore * max(0, 6-cheb(c, ec))
				}
			}
		}
		if c := cores[x]; c != engine.NoCell {
			n := engine.Neighbours(c)
			if b := popAnd(n, brk); b < 5 {
				v -= w.CoreRing * (5 - b)
			}
			d := cubes[2][c]
			v -= w.CoreThreat * popAnd(d, occ[o])
		}
		if w.SurgeLapse != 0 {
			v += w.SurgeLapse * max(0, engine.ActionsPerTurn-p.Surging(x))
		}
		side[x] = v
	}
	score := side[s] - side[s.Opponent()]
	lead, leader := score, s
	if lead < 0 {
		lead, leader = -lead, s.Opponent()
	}
	sign := 1
	if leader != s {
		sign = -1
	}
	if m := w.PressMargin; m > 0 && w.PressTerritory != 0 {
		if lead > m && terr[leader] > 128 {
			score += sign * w.PressTerritory * (terr[leader] - 128) * min(lead-m, 2*m) / (2 * m)
		}
	}
	if m := w.FrontMargin; m > 0 && w.Front != 0 && lead > m {
		push := w.Front * p.InfluenceSum(leader, ctl[leader.Opponent()])
		// Advance and SurgeCost are scored as what the leader is spared
		// (steps short of the most there can be, surges short of a
		// turn's two), so the push never scores below zero: as costs they
		// made a leader far ahead evaluate his position below a draw
		// (a push of −1 000 against a lead of +800), and he steered into
		// a repetition.
		if w.Advance != 0 {
			target := advanceTarget(p, leader, w.AdvanceMargin)
			push += w.Advance * max(0, advanceMax()-advanceSteps(p, leader, occ[leader], target))
		}
		if w.SurgeCost != 0 {
			push += w.SurgeCost * max(0, engine.ActionsPerTurn-p.Surging(leader))
		}
		score += sign * push * min(lead-m, m) / m
	}
	if p.ToMove() == s {
		score += w.Tempo * p.ActionsLeft()
	} else {
		score -= w.Tempo * p.ActionsLeft()
	}
	return score
}

// advanceLimit is how many steps behind the front advanceSteps counts.
const advanceLimit = 6

// advanceMax is the most advanceSteps can count: every Guardian, Node
// and Nexus of an army advanceLimit steps back.
func advanceMax() int {
	return advanceLimit * (engine.Nexus.ArmyCount() + engine.Guardian.ArmyCount() + engine.Node.ArmyCount())
}

// advanceTarget is the ground s's units advance toward: the enemy's
// cells held by at most margin auras and the neutral cells, or, when
// margin is 0 or there are none, every enemy cell.
func advanceTarget(p *engine.Position, s engine.Side, margin int) engine.Bitboard {
	enemy := p.Control(s.Opponent())
	if margin <= 0 {
		return enemy
	}
	neutral := p.Control(s).Or(enemy).Not()
	if weak := p.WeakControl(s.Opponent(), margin).Or(neutral); !weak.Empty() {
		return weak
	}
	return enemy
}

// advanceSteps sums, over the active units of s other than its Core and
// its Strikers, how many steps each stands beyond distance 1 of the
// enemy's ground (at most advanceLimit each; none when the enemy holds no
// cell).
func advanceSteps(p *engine.Position, s engine.Side, own, enemyGround engine.Bitboard) int {
	units := own.AndNot(p.NeutralizedCells(s)).AndNot(p.KindCells(engine.Core)).AndNot(p.KindCells(engine.Striker))
	if enemyGround.Count() == 0 {
		return 0
	}
	reach := enemyGround.Dilate()
	n := 0
	for k := 0; k < advanceLimit; k++ {
		far := units.AndNot(reach)
		c := far.Count()
		if c == 0 {
			break
		}
		n += c
		reach = reach.Dilate()
	}
	return n
}
