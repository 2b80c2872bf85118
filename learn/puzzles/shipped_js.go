//go:build js

package puzzles

import _ "embed"

// shippedPacked is, in the browser build, the shipped set without the
// records that lead to each position (go generate: scripts/puzzleplay):
// the window plays a puzzle from its position, and the records, nine
// tenths of the set's bytes, serve the headless tool's list and check.
// TestPlaySetMatches checks it against data/puzzles.json.
//
//go:embed data/puzzles-play.json.deflate
var shippedPacked []byte
