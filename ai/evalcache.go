// evalcache.go: a per-thread cache of static evaluations, keyed by the
// engine's Zobrist hash. The evaluation is a pure function of what the hash
// covers (units, kinds, cells, isolation counters, neutralized and surging
// flags, side to move, actions left), and the search meets the same
// positions again and again: the two orders of a turn's two actions, the
// evaluation-ordered children that the search then visits, and the
// positions of the previous turn's search. About two evaluations in three
// are found here (docs/PERFORMANCE.md).

package ai

import "strategema/engine"

const (
	// evalCacheLog2 is the number of entries, as a power of two (256 Ki
	// entries of 8 bytes: 2 MiB a thread).
	evalCacheLog2 = 18
	// evalBits is the width of a cached value: values with
	// |v| < 1<<(evalBits-1) are cached (every evaluation of a game not
	// over is far inside).
	evalBits = 22
	evalMask = 1<<evalBits - 1
	evalBias = 1 << (evalBits - 1)
)

// evalCache is a direct-mapped table, private to one thread (no locking).
// An entry packs the top 64-evalBits bits of the key (the hash with the
// evaluating side folded in) above the value plus evalBias; the low
// evalCacheLog2 bits of the key pick the entry, so 60 bits of the key are
// checked. Zero is an empty entry: it would hold the value -evalBias,
// which is never cached.
type evalCache []uint64

func newEvalCache() evalCache { return make(evalCache, 1<<evalCacheLog2) }

// sideSalt separates the two sides' evaluations of one position.
var sideSalt = [2]uint64{0, 0x6A09E667F3BCC909}

// evaluate is Evaluate(p, s, &t.cfg.W) through the cache. An ended game
// is left out: whether it is over is not in the hash. (In play a game ends
// mid-turn only by a win, whose value is never cached, and a draw at a
// turn end leaves no action, a hash no live position has; the check is
// for constructed positions.)
func (t *thread) evaluate(p *engine.Position, s engine.Side) int {
	if p.Over() {
		return Evaluate(p, s, &t.cfg.W)
	}
	key := evalKey(p, s)
	if v, ok := t.evc.probe(key); ok {
		return v
	}
	v := Evaluate(p, s, &t.cfg.W)
	if v > -evalBias && v < evalBias {
		t.evc[key&(1<<evalCacheLog2-1)] = key>>evalBits<<evalBits | uint64(v+evalBias)
	}
	return v
}

// evalKey is the cache's key for s's evaluation of p.
func evalKey(p *engine.Position, s engine.Side) uint64 { return p.Hash() ^ sideSalt[s] }

// probe returns the value cached for key, if any.
func (c evalCache) probe(key uint64) (int, bool) {
	e := c[key&(1<<evalCacheLog2-1)]
	if e != 0 && e>>evalBits == key>>evalBits {
		return int(e&evalMask) - evalBias, true
	}
	return 0, false
}
