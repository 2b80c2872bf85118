// Package puzzles cuts STRATEGEMA puzzles from games, re-verifies them and
// ships a set, the way lichess-puzzler cuts chess puzzles: a position just
// after the opponent's mistake where one turn (the two actions) of the side
// to move wins decisively and no other answer comes close.
//
// # The judgement (Judge, exact and reproducible)
//
// From the position, the side to move holding both actions, the turns
// judged are: every first action with every tactical second action (a
// surge, or a move ending next to an enemy unit: every way to remove a unit
// by an engagement or by filling a ring's hole) that wins the game or
// removes an enemy unit, applied with the engine and classified exactly
// (theme); and the quiet rivals, Hold twice and the best few "first action,
// Hold" turns by the static evaluation. The best Candidates of them by the
// static evaluation at the turn end are scored by a fixed-depth search of
// the opponent's reply (Data's searcher, one thread, a fresh table, depth
// ReplyDepth: the same figure on every machine) on the winning-chances
// scale of ai.WinningChances; a win is 1. The best is the solution. Its key
// action is the one (never Hold) that leaves the best searched turn without
// it furthest below; the puzzle is unique when the solution's chances reach
// MinChances and beat every one of the Rivals best turns without the key by
// Gap.
//
// Themes: core-capture, systemic, isolation (the solution wins the game
// that way), capture (it removes one enemy unit), cascade (two or more).
//
// # Generation (Generate)
//
// A turn start after the opponent's turn is looked at when the game's own
// turn from it won or captured, or one action alone would; it is kept when
// the side's chances rose by MistakeJump from the opponent's turn start
// (searched at the same depth) to after the solution, the position is new,
// and the judgement is unique.
//
// # Rating
//
// A puzzle's rating is 1000 + 200·log2(1 + distractors), the distractors
// being the first actions other than the solution's that look at least as
// good one action ahead by the static evaluation. A player's rating moves
// by an Elo update whose K falls from 40 to 16 with the attempts
// (PlayerRating.Update).
//
// # For a screen
//
// Shipped loads the set; Puzzle.Start is the position, Puzzle.CheckTurn
// judges a player's turn without a search (the solution's position, or the
// key action achieving the same theme), Puzzle.Hint is the key action's
// unit.
package puzzles
