// Package engine holds the complete rules of STRATEGEMA: the board, the
// units, influence and territory, supply and isolation, combat, encirclement,
// the end-of-turn sequence, victory and draws, and the game record.
//
// It is pure Go, deterministic and free of global mutable state. Every action
// is validated against a Position and turned into Events; the Position is a
// fold over those events (Position.ApplyEvent), so the game log, replays,
// undo, animations and the Tactical Log all read one event stream.
//
// The board is 256 cells: four levels of 8×8, one uint64 bitboard per level.
// Influence is kept as incremental per-cell counts, control as bitboards,
// supply as a flood fill over bitboards, and repetition by Zobrist hashing.
package engine
