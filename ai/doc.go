// Package ai holds the computer commanders of STRATEGEMA.
//
// # Players
//
// A Player decides a whole turn for the side to move: PlayTurn returns a
// TurnPlan of one or two spending actions (move, surge, hold), ending with
// End when the turn does not end by itself, within a time budget and
// cancellable through a context. AnswerDraw and WantsDraw carry each
// commander's draw policy. New makes a player by name:
//
//   - "data": Lt. Cmdr. Data, the Stalemate Doctrine. Material, supply and a
//     safe Core first; a wide, careful search; a draw is worth a little to
//     him. He accepts a draw unless he judges himself clearly ahead and
//     offers one when the position is level and locked.
//   - "kolrami": Grandmaster Kolrami, velocity. More weight on territory
//     and tempo and less on material and supply than Data, Striker raids
//     toward the enemy Core, tried first by his search, contempt for
//     draws. He accepts a draw only when he judges himself clearly losing.
//   - the levels below them (Levels, weakest first: "recruit", "cadet",
//     "ensign", "lieutenant", "commander"; levels.go): the same search
//     with fewer of its skills (a depth cap of 1 to 3 actions, less
//     quiescence, no two-action combinations, fewer terms of the
//     evaluation), so they lose the way a human understands; the
//     Recruit, a newcomer's first opponent, plays a beginner's game
//     (heavy raids, units pushed up with no retreat). They resign a lost
//     game (resign.go) and offer no draws. Levels lists all seven rungs
//     with their titles, characters and arena ratings.
//   - ExplainTurn (reason.go): why a turn (Suggest's) is good, as facts.
//   - "greedy": the best turn by the evaluation after its own two actions,
//     no look-ahead (a measuring stick).
//   - "random": uniformly random legal actions (a measuring stick).
//
// Suggest finds a turn for a human (Cerulean against the computer) with
// Data's judgement.
//
// # Search
//
// Both characters share one search (search.go; the action picker in
// picker.go, Lazy SMP in lazysmp.go): iterative deepening
// principal-variation alpha-beta over single actions, the side changing
// every two actions the way multi-step-turn games such as Arimaa are
// searched (a node with the same side to move keeps the window, a node with
// the other side negates it). It keeps a lock-free transposition table on
// the engine's Zobrist hash (which includes the actions left), orders
// actions by cheap tactical estimates (winning engagements, encirclement
// holes, Core attacks, escapes), killers and history, or by the static
// evaluation after the action at the root and deep nodes. The root side's
// second action is chosen among likely partners of the first (the root's
// best actions, tactics, actions near the first one's cells), ordered by
// the evaluation after them, which is exact at the turn end (PairOrder):
// the own turn is looked at as pairs, like Greedy, at a fraction of the
// cost. With TrapOrder (both characters) the estimates tell a capture from
// a push: a win against a unit with no retreat cell left (rules section 8)
// counts its whole value, a push a fraction, and a push that may fill
// another unit's last retreat cell a bonus. With Combos (both characters,
// combo.go) two-action combinations are kept from pruning: a first
// action that wins nothing by itself but lets the second one capture (a
// lost engagement whose retreat, or an aura, takes a retreat cell). They
// are found by playing every first action and the best tactical second
// ones: at the root before the search (the searcher's own), and after
// each iteration on the position after the turn it chose (the opponent's
// threats, kept at his first actions in the next iteration). With it the
// estimates also count the attacker's own aura, which takes the neutral
// retreat cells next to it and the ground of a defender held by a single
// aura. Far ahead (StrikersRestAbove, rest.go) a character's own turn
// moves his Strikers only by a tactical action or a win: a jump onto the
// enemy's ground holds its cells only until the reply, which a search
// at the horizon counts as held. Leaves go through a quiescence
// search over the side to move's tactics (estimated winning engagements,
// moves into the holes of nearly encircled units, attacks next to the
// Core), so the horizon after a turn sees the reply's captures and
// encirclements. Late quiet actions are pruned and reduced, tactical ones
// capped. Lazy SMP: runtime.NumCPU() threads search the same root, each on
// its own position copies, sharing the table. End is never searched (Hold
// does the same); a draw scores -Contempt for the searching side, and a
// turn end that repeats an earlier position
// (engine.Position.RepetitionCount) scores as that draw.
//
// WithYield makes the search call a yield function at its clock checks,
// at most once per interval, so the single-threaded WebAssembly build
// can draw while the computer thinks; without it the search pays one nil
// check per clock check.
//
// Every loop that can run long (the root ordering, the one-turn win probe,
// the fallback's look at every action, Greedy's pairs) looks at the stop
// flag and the clock itself, so a player returns within its budget even
// when the timer's goroutine is starved.
//
// The evaluation (eval.go) counts territory (with a bonus toward the
// 180-cell Systemic Victory), material, neutralized units, isolation and
// counters, Core safety (ring breakers left around the Core, enemy units
// near it), units about to be encircled, Striker raids and tempo, and the
// contested cells each side holds by a single aura (Thin), which gives a
// locked front a slope: thinning the enemy's cells is progress before
// any cell changes hands. A side ahead by more than PressMargin also gets
// PressTerritory per cell above 128, so it reaches for the 180 cells
// instead of sitting on its lead. Greedy and the arena's adjudication use
// JudgeWeights, which leave both of those terms out.
//
// Players hold a transposition table and history between turns; a Player
// serves one game at a time, and the package has no global mutable state.
package ai
