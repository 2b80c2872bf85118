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
// The key action is the solution's action that does the deed: the first
// that alone wins or removes an enemy unit, else its last spending action.
// The hint rings the unit of the solution's first action, the one the
// winning turn starts with (TestHintIsTheFirstAction, over the whole set).
//
// Themes: core-capture, systemic, isolation (the solution wins the game
// that way), capture (it removes one enemy unit), cascade (two or more).
//
// # Generation (Generate)
//
// A turn start after the opponent's turn is looked at when the game's own
// turn from it won or captured, or one tactical action alone would (a
// surge, or a move ending next to an enemy unit: singleActionTactic). The
// side's chances at the opponent's turn start are searched at the same
// depth; the position is skipped when they were above 1 − MistakeJump
// (already won), or below LostBelow (−0.7) unless one action wins the
// game. A cheap filter (plausiblyUnique) then drops a position whose best
// decisive turn wins the game while another turn wins it another way
// (never unique), sparing a dozen searches; Check never uses it. The
// position is kept when the solution lifts the side's chances by
// MistakeJump (0.2) from the opponent's turn start, the position is new
// (PositionKey: the units and the side to move, so a game that repeats a
// position gives it once), and the judgement is unique. A game's last turn, when its winner was not
// already winning before the loser's last turn and no other turn comes
// close, is a systemic or core-capture puzzle this way.
//
// With GenConfig.Slips (strategema-cli puzzles gen --slips N), the
// generator also judges the opponent's slips, up to N a turn start each:
// at each of its turn starts, its own first action followed by another
// second action, either a move next to the side's units that leaves the
// side a one-action tactic aimed next to the two cells the slip changed
// (slipsFrom), or a step of its Core or of a unit within two cells of it
// that leaves the side a one-action Core capture (coreSlipsFrom: a guard
// walked away). The record is the game to that turn start, then the slip;
// the Source ends in "slip" or "core slip". The same mistake rule holds.
//
// Cost. The judgement is cheap next to the scan: a profile of --slips 2
// on a 358-round game of Commander against Ensign (`go test -cpuprofile`
// around Generate) put nine tenths of its 100 s of CPU in applying every
// legal action of the side after every slip (the one-action filter), the
// searches one tenth. The filter now applies only the tactical actions
// aimed at the slip: the same 65 slips judged and the same 3 puzzles for
// 51 s of CPU. A search that fails (a panic in the searcher) skips its
// position (GenStats.Failed), not the run.
//
// Yield and time, measured on this project's 2-core machine shared with
// six other jobs (load average 20 to 30), over games of `strategema-cli
// arena --a commander --b ensign --games 4 --time 20ms --max-turns 0
// --parallel 1 --threads 1 --out DIR` and its kin (commander, lieutenant
// or kolrami against cadet or ensign; --time 5ms to 20ms), played to their
// end: 44 games gave 31 puzzles by their own positions (`strategema-cli
// puzzles gen --games DIR --out FILE`), in 22 s of wall clock a game (11
// to 31 s; about 3 s of CPU), the arena taking as long again. Their last
// turns gave the systemic and core-capture puzzles. Slips cost far more:
// --slips 2 took 250 s of wall clock (51 s of CPU) on a 358-round game for
// 2 more puzzles, --slips 1 about 600 s (140 s of CPU) on a 500-turn draw
// for 2. Check takes about 1.4 s of CPU a puzzle (28 new puzzles: 38 s of
// CPU, 148 s of wall clock with --parallel 2).
//
// The shipped set: 166 puzzles, 130 capture, 30 cascade, 3 systemic and
// 3 core-capture (15 of them slips), rated 1000 to 2754 (48 easy, 60
// medium, 58 hard; 23 rated 1000). Check, `strategema-cli puzzles check
// --parallel 1 learn/puzzles/data/puzzles.json`, takes about 1.4 s of CPU
// a puzzle: 148 of the set passed in 304 s of wall clock and the 18
// newest in 39 s, on the shared 2-core machine (load average 4 to 6). The
// 18 newest came from 18 games of `strategema-cli arena --games 6 --time
// 20ms --max-turns 0 --openings 4 --threads 1` (lieutenant against cadet,
// seed 11; commander against ensign, seed 23; kolrami against cadet, seed
// 31: 99 s of wall clock for the three matches) and `puzzles gen` over
// them, 52 s (2.8 s a game). Five puzzles of an older set failed the
// check once a retreat no longer counted as a removal (outcomeOf reads
// removals by unit): their rivals, winning another unit, had passed as the
// same answer. They were dropped, and gen gave their IDs to new puzzles.
// Two pairs, p0035/p0036 and p0112/p0113, share a position (cut before
// PositionKey); the ladder offers each position once.
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
// solution's outcome, whichever units play it), Puzzle.Hint is the unit
// of the solution's first action.
//
// Which puzzle to show (ladder.go): NewLadder orders the set by rating;
// First picks a player's first puzzle (a newcomer, under NewcomerAttempts
// attempts, the easiest unsolved one; a settled player the first unsolved
// one at least Near below the rating), Next the next one up the ladder,
// or lower again when the rating has fallen; a Browser keeps the way
// shown, so Previous goes back to the puzzle before and Next forward
// again.
//
// What to say (explain.go, derived with the engine from the solution, no
// data per puzzle): About(pz) is the task's line, and for a capture it
// says whether the unit is won in combat (no cell to retreat to) or cut
// off (a ring); Why(pz) is one or two sentences after the solution (the
// deed, and what the first action did for it: took the retreat, added the
// strength, brought the unit, closed part of the ring); Missed(pz, turn)
// compares a wrong try's outcome with the solution's and says what it
// missed (the target retreated, held in a standoff, repelled the blow, the
// ring stayed open, the unit it cost, the cells short of 180). Each is a
// Note, printed in the player's language by Note.Text
// (lang/catalog/puzzles.*.json).
package puzzles
