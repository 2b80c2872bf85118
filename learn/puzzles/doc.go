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
// scale of ai.WinningChances; a win is 1. The best is the solution; when
// it wins nothing decisive or stays below MinChances (0.25: about one unit
// up) the position is no puzzle and the rivals are not searched. Its key
// action is the one (never Hold) that leaves the best searched turn without
// it furthest below; the puzzle is unique when the solution's chances reach
// MinChances and beat every one of the Rivals best turns without the key by
// Gap (0.25). A rival search stops at the first turn within Gap: the key
// then fails, whatever the rest score. Two turns that both win, neither
// holding the other's action, are never unique (TestSecondWinningAnswerIsNotUnique,
// TestPlantedCoreCapture).
//
// Themes: core-capture, systemic, isolation (the solution wins the game
// that way), capture (it removes one enemy unit), cascade (two or more).
//
// # Generation (Generate)
//
// A turn start after the opponent's turn is looked at when the game's own
// turn from it won or captured, or one action alone would. The side's
// chances at the opponent's turn start are searched at the same depth; the
// position is skipped when they were above 1 − MistakeJump (already won),
// or below LostBelow (−0.7) unless one action wins the game. A cheap filter
// (plausiblyUnique) then drops a position whose best decisive turn has a
// twin for every action (another unit striking the same blow, the two
// actions swapped between units), sparing a dozen searches; Check never
// uses it. The position is kept when the solution lifts the side's chances
// by MistakeJump (0.2) from the opponent's turn start, the position is new,
// and the judgement is unique.
//
// With GenConfig.Slips (strategema-cli puzzles gen --slips N), the
// generator also judges the opponent's slips: at each of its turn starts,
// its own first action followed by a different second action, a move next
// to the side's units, up to N per turn start that leave the side a
// one-action tactic; the record is the game to that turn start, then the
// slip; the Source ends in "slip". The same mistake rule holds.
//
// Yield, measured on this project's 2-core machine under load (about 15
// runnable processes): the game's own positions give about one puzzle in
// 100 games of the weak levels against one another or against Random
// (cadet, ensign, lieutenant, commander, greedy, random; `strategema-cli
// arena --a cadet --b lieutenant --games 20 --time 30ms --max-turns 200
// --threads 1 --out DIR`): their captures are rare (under one scanned
// position a game), and most scanned positions have twins: 1 puzzle from
// 183 games (about 90 judged positions). Slips do not help: 115 judged from
// 4 games of Random against Cadet gave 19 past the mistake rule, all 19
// with twins. Generation takes 1.6 s (40-turn games) to 10 s (200-turn
// games) of wall clock a game, about a quarter of it CPU, and 50 to 75 s a
// game with --slips 3; Check about 3 s of CPU a puzzle.
//
// # Difficulty (Rating)
//
// A puzzle's difficulty is its rating, 1000 + 200·log2(1 + distractors),
// the distractors being the first actions other than the solution's that
// look at least as good one action ahead by the static evaluation: an
// immediate capture of the Core is the first thing a player sees (1000);
// a quiet first action that sets up the decisive second one hides among
// hundreds (2400 and up). Check re-derives it exactly. By rating, a screen
// may group the set as easy (below 1400), medium (1400 to 1999) and hard
// (2000 and up). A player's rating moves by an Elo update whose K falls
// from 40 to 16 with the attempts (PlayerRating.Update).
//
// # For a screen
//
// Shipped loads the set; Puzzle.Start is the position, Puzzle.CheckTurn
// judges a player's turn without a search (the solution's position, or the
// key action achieving the same theme), Puzzle.Hint is the key action's
// unit.
package puzzles
