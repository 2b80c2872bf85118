// perft.go: counting legal action sequences, the engine's correctness and
// speed check.

package engine

// Perft counts the distinct legal action sequences of length depth from p
// (moves, surges, hold and end; draw and resign words are not counted).
// p is left unchanged.
func Perft(p *Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.CountLegalActions())
	}
	buf := p.LegalActions(make([]Action, 0, 1024))
	var n uint64
	q := new(Position) // one copy per node, reused for every child
	for _, a := range buf {
		*q = *p
		q.history = p.history[:len(p.history):len(p.history)]
		q.apply(a, nil)
		n += Perft(q, depth-1)
	}
	return n
}
