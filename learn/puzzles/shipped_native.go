//go:build !js

package puzzles

import _ "embed"

// shippedPacked is data/puzzles.json DEFLATE-compressed (go generate).
// TestShippedMatchesSource checks it against the JSON, which stays the
// file to read and review.
//
//go:embed data/puzzles.json.deflate
var shippedPacked []byte
