// Package puzzles cuts STRATEGEMA puzzles from games, re-verifies them and
// ships a set, the way lichess-puzzler cuts chess puzzles: a position just
// after the opponent's mistake where one turn (the two actions) of the side
// to move wins decisively and no answer with another outcome comes close.
//
// # One good answer: the outcome
//
// A puzzle's answer is what its solution achieves, the way lichess accepts
// any mate in a mate-in-one: a player's turn solves the puzzle when it
// reaches the same outcome (sameAnswer, read exactly by applying the turn
// with the engine): for core-capture, systemic and isolation, a win of the
// game that way; for capture and cascade, removing at least the enemy
// units the solution removes (a unit named by its cell at the turn start:
// the enemy's units do not move in the mover's turn) without losing more of
// the mover's own units than the solution does, or winning the game. In
// this game another unit can almost always strike the same blow, or the two
// actions can be swapped between units; those twins are the same answer,
// not a second one, so they neither break the uniqueness nor fail a player.
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
// up) the position is no puzzle and the rivals are not searched. The
// puzzle is unique when the solution's chances reach MinChances and beat
// every one of the Rivals best turns with another outcome by Gap (0.25). A
// rival search stops at the first turn within Gap. Two turns that both win,
// one by a Core capture and one by a Systemic Victory, are never unique;
// two Core captures by different units are one answer
// (TestAnotherOutcomeAsGoodIsNotUnique, TestPlantedCoreCapture).
//
// The key action, the hint's unit, is the solution's action that does the
// deed: the first that alone wins or removes an enemy unit, else its last
// spending action.
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
// (plausiblyUnique) then drops a position whose best decisive turn wins
// the game while another turn wins it another way (never unique), sparing
// a dozen searches; Check never uses it. The position is kept when the solution lifts the side's chances
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
// Yield, measured on this project's 2-core machine under load (about 10
// runnable processes), with the default bars (MinChances 0.25, Gap 0.25,
// MistakeJump 0.2), over the games of `strategema-cli arena --a cadet --b
// lieutenant --games 20 --time 30ms --max-turns 200 --threads 1 --out DIR`
// and its kin: 92 games of the weak levels against one another (cadet,
// ensign, lieutenant, commander, greedy) give 27 puzzles, 5.3 s of wall
// clock a game; 140 games of Random against cadet or ensign give 6, 2.6 s a
// game; 60 of Random against lieutenant or itself give none (8 positions
// judged), 1.8 s a game. The binding limit is now the positions judged
// (about one a game where the weak levels capture), no longer the twins:
// before the answer was the outcome, 183 such games gave 1 puzzle. Slips
// (--slips 2) cost 100 to 170 s a game and gave 13 more from 8 games of the
// weak levels. The shipped set: 46 puzzles, 40 capture and 6 cascade,
// rated 1000 to 2606 (10 easy, 17 medium, 19 hard). Check takes about
// 1.6 s of CPU a puzzle (`strategema-cli puzzles check --parallel 2
// learn/puzzles/data/puzzles.json`: 114 s of wall clock, 75 s of CPU, for
// the shipped set).
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
// judges a player's turn without a search (Solved when it reaches the
// solution's outcome, whichever units play it), Puzzle.Hint is the key
// action's unit.
package puzzles
