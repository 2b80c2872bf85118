// levels.go: the ladder of opponents, from the Recruit a newcomer beats
// in the first game up to Data and Kolrami at full strength. The Recruit
// plays a beginner's game (heavy raids, units pushed up with no retreat,
// resigns when lost); the levels above him play on the same search with
// fewer of its skills: they look less far, cash in no tactics at the
// horizon, miss two-action combinations and weigh less of the position
// (supply, the Core's ring), so they lose the way a human understands,
// never by a random blunder.

package ai

// Level is one rung of the ladder of computer opponents.
type Level struct {
	Name  string // the key New accepts (lower case)
	Title string // the name shown to players
	Blurb string // the level's character, one line
	// Elo is the level's rating measured in the arena against its
	// neighbours, Random anchored at 0 (docs/AI.md gives the matches).
	Elo int
}

// The levels' ratings, Random anchored at 0, each the one below plus its
// measured match against it (docs/AI.md, "Levels", gives the matches and
// their error bars): the Recruit 30-25-5 against Random (+154), the Cadet
// 43-16-1 over the Recruit (+301, from random openings; both at depth 1,
// 60 games each), then
// +89, +215 and +293 up to the Commander (from random openings, each with
// both colours: the levels below Data stop at a fixed depth and would
// replay the same two games); the two characters each against the
// Commander at 1 s, both +137, and Kolrami against Data -35 at 250 ms:
// the three matches fitted together by least squares give Kolrami +125
// and Data +149 over the Commander (d = 137 + 35/3, k = 137 - 35/3). The
// Cadet stood at +645 before the Recruit, his 20-0-0 against Random read
// as 20.5 of 21 (a bound, not a measurement: its 95% lower bound +317).
const (
	eloRecruit    = 154
	eloCadet      = eloRecruit + 301
	eloEnsign     = eloCadet + 89
	eloLieutenant = eloEnsign + 215
	eloCommander  = eloLieutenant + 293
	eloKolrami    = eloCommander + 125
	eloData       = eloCommander + 149
)

// Levels is the ladder of opponents, weakest first; each Name builds a
// player with New.
func Levels() []Level {
	return []Level{
		{"recruit", "Recruit", "Plays a beginner's game: raids deep with his Strikers without asking how they get back, leaves units where they cannot retreat, and resigns when he is lost.", eloRecruit},
		{"cadet", "Cadet", "Counts cells and units one action at a time; never looks at your reply, never guards his supply or his Core.", eloCadet},
		{"ensign", "Ensign", "Plans his own two actions together and minds his supply, but never looks at your reply or his Core's ring.", eloEnsign},
		{"lieutenant", "Lieutenant", "Weighs the whole position, his Core's ring too, and sees the first capture after his turn, but never looks at your reply.", eloLieutenant},
		{"commander", "Commander", "The strategy room's full judgement and the tactics after your first answer, but never your whole reply, nor a two-action combination.", eloCommander},
		{"kolrami", "Grandmaster Kolrami", "Velocity: deep Striker raids toward your Core, tempo over material, contempt for caution and for draws.", eloKolrami},
		{"data", "Lt. Cmdr. Data", "The Stalemate Doctrine: patient, disciplined about supply, engaging only from strength and content to draw.", eloData},
	}
}

// levelConfig is the configuration of a search level by name, and its
// title; ok is false for a name that is not a search level.
func levelConfig(name string) (cfg Config, title string, ok bool) {
	switch name {
	case "recruit":
		return RecruitConfig(), "Recruit", true
	case "cadet":
		return CadetConfig(), "Cadet", true
	case "ensign":
		return EnsignConfig(), "Ensign", true
	case "lieutenant":
		return LieutenantConfig(), "Lieutenant", true
	case "commander":
		return CommanderConfig(), "Commander", true
	case "data":
		return DataConfig(), "Lt. Cmdr. Data", true
	case "kolrami":
		return KolramiConfig(), "Grandmaster Kolrami", true
	}
	return Config{}, "", false
}

// lowerLevel is the search and draw policy the levels below Data share:
// no two-action combinations, no capture-before-push ordering, and a
// draw policy that never offers a draw (a beginner is not offered draws,
// and a lost game is resigned, resign.go) and accepts one only when
// clearly losing.
func lowerLevel(w Weights, maxDepth, qDepth int) Config {
	c := DataConfig()
	c.W = w
	// the ladder's ratings were measured without these
	c.W.SurgeLapse, c.W.AdvanceMargin = 0, 0
	c.MaxDepth = maxDepth
	c.QDepth = qDepth
	c.Combos = false
	c.TrapOrder = false
	c.StrikersRestAbove = 0
	c.AcceptBelow = -300
	c.OfferLevel = -1
	c.OfferBelow = -infScore // never offers a draw when losing: he resigns instead
	c.LockedQuiet = 1 << 30
	c.ResignBelow = resignBelow
	return c
}

// CadetConfig is the Cadet: one action at a time (the search stops at
// depth 1, so the second action is chosen after the first is played),
// no quiescence; he counts territory and material and raids with his
// Strikers (Kolrami's raid weights) and presses a front like Data, but
// never weighs his supply, his Core's ring or his units' encirclement.
func CadetConfig() Config {
	d, k := DataConfig().W, KolramiConfig().W
	w := Weights{Territory: d.Territory, Systemic: d.Systemic, Material: d.Material, Tempo: d.Tempo,
		StrikerRaid: k.StrikerRaid, StrikerCore: k.StrikerCore, Thin: d.Thin,
		PressMargin: d.PressMargin, PressTerritory: d.PressTerritory}
	return lowerLevel(w, 1, 0)
}

// EnsignConfig is the Ensign: his own two actions as a pair (depth 2:
// the opponent's answer is never looked at), no quiescence; to the
// Cadet's judgement he adds supply (isolation) and his units'
// encirclement, but not the Core's ring.
func EnsignConfig() Config {
	w := CadetConfig().W
	d := DataConfig().W
	w.Neutralized, w.Isolated, w.IsoCounter, w.IsoScaled, w.Vulnerable = d.Neutralized, d.Isolated, d.IsoCounter, d.IsoScaled, d.Vulnerable
	return lowerLevel(w, 2, 0)
}

// LieutenantConfig is the Lieutenant: his own two actions as a pair
// (depth 2, as the Ensign) and the first capture after them (one action
// of quiescence), with Data's whole judgement (the Core's ring and
// threats included), on a narrower search than Data's. At depth 3 he
// drew the Commander (docs/JOURNAL.md, "Openings for the arena").
func LieutenantConfig() Config {
	c := lowerLevel(DataConfig().W, 2, 1)
	c.RootQuiet = 20
	c.Quiet = [6]int{0, 14, 10, 8, 6, 5}
	return c
}

// CommanderConfig is the Commander: Data's judgement, widths,
// quiescence and capture-before-push ordering on a search capped at
// depth 3 (the opponent's first answer, never his whole reply), without
// Data's two-action combinations.
func CommanderConfig() Config {
	c := lowerLevel(DataConfig().W, 3, 2)
	c.TrapOrder = true
	return c
}

// RecruitConfig is the Recruit, the first opponent of a newcomer: not
// the Cadet with fewer skills but a beginner's character, who makes the
// mistakes a player who reads the combat preview can punish. He plays
// one action at a time (depth 1, no quiescence) and never looks at the
// reply. He pushes his influence onto the enemy's ground at every lead
// (Front without a margin), so his units walk up to the enemy and stand
// there whether or not they have a retreat cell (no encirclement danger,
// no Core ring); his Strikers raid deep toward the enemy Core (raid
// weights five times the Cadet's) and are taken there. He minds his
// supply (the lessons teach it first; without it his pushes cut off
// their own units, and Random drew with him). A draw is worth little to
// him (contempt), so he does not shuffle into a repetition, and he
// resigns once he is clearly behind instead of offering draws. When the
// front has locked (RestlessAfter turns without a capture) he grows
// restless: his Strikers raid three times as hard, so he sends them into
// the enemy's levels where a careful player takes them, and the game
// moves toward a decision. (Forgetting his supply too broke the lock
// sooner but lost to Random: docs/JOURNAL.md, newcomer-level part.)
func RecruitConfig() Config {
	d := DataConfig().W
	w := Weights{Territory: d.Territory, Systemic: d.Systemic, Material: d.Material, Tempo: d.Tempo,
		Isolated: d.Isolated, IsoCounter: d.IsoCounter, IsoScaled: true, Neutralized: d.Neutralized,
		StrikerRaid: recruitRaid, StrikerCore: recruitRaidCore, Front: recruitFront}
	c := lowerLevel(w, 1, 0)
	c.Contempt = recruitContempt
	c.ResignBelow = recruitResignBelow
	c.RestlessAfter = recruitRestlessAfter
	c.Restless = w
	c.Restless.StrikerRaid, c.Restless.StrikerCore = recruitRestlessRaid, recruitRestlessRaidCore
	return c
}

// The Recruit's weights and policies (docs/AI.md, "Levels", gives the
// matches that chose them).
const (
	recruitRaid        = 40   // per rank a Striker stands inside the enemy half (the Cadet 8)
	recruitRaidCore    = 30   // per step closer than 6 to the enemy Core (the Cadet 6)
	recruitFront       = 1    // per unit of influence on the enemy's cells, at every lead
	recruitContempt    = 3000 // a repetition is worth -3000 to him: he always plays on
	recruitResignBelow = -400 // he resigns when the judge has him 400 behind (the arena's adjudication margin)
	// restless, after this many turns without a capture (a locked front):
	recruitRestlessAfter    = 10
	recruitRestlessRaid     = 120 // three times his calm raids
	recruitRestlessRaidCore = 90
)
