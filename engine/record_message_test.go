package engine

import "testing"

// TestRecordErrorEnglish pins the whole English text of every kind of bad
// record, as the record errors wrote it before they carried message IDs.
func TestRecordErrorEnglish(t *testing.T) {
	cases := []struct{ src, want string }{
		{"1C: hold\n\xff\xfe\n", "line 2: the record is not valid UTF-8"},
		{"hello\n", "line 1, column 1: expected a header, a turn line (like 1C: ...) or a result (1-0, 0-1, 1/2-1/2)"},
		{"1C: jump\n", "line 1, column 5: unknown word \" jump\": want a move (L1-A2>L1-A3), surge <cell>, hold, end, offer-draw, accept-draw, decline-draw or resign"},
		{"1C: L5-A1>L1-A2\n", "line 1, column 5: bad cell \"l5-a1\": level must be 1-4"},
		{"1C: surge L1-I3\n", "line 1, column 5: bad cell \"l1-i3\": file must be A-H"},
		{"1C: surge L1-A9\n", "line 1, column 5: bad cell \"l1-a9\": rank must be 1-8"},
		{"1C: surge X\n", "line 1, column 5: bad cell \"x\": want L<1-4>-<A-H><1-8>"},
		{"1C: hold, end\n1A:\n", "line 2, column 4: empty turn: expected at least one word after ':'"},
		{"1C: hold,,hold\n", "line 1, column 10: empty word"},
		{"1C: hold, hold\n[Event \"x\"]\n", "line 2, column 1: a header line may only come before the first turn line"},
		{"1C: resign\n0-1\n1A: hold\n", "line 3, column 1: nothing may follow the result line"},
		{"[Event x]\n", "line 1, column 1: expected a header [Key \"Value\"]"},
		{"[Event \"x\"\n", "line 1, column 1: expected a header [Key \"Value\"] ending with ]"},
		{"[Event \"a\"b\"]\n", "line 1, column 1: a header value may not contain a quote"},
		{"0C: hold\n", "line 1, column 1: bad round number \"0\""},
		{"1X: hold\n", "line 1, column 2: expected C or A after the round number"},
		{"1C hold\n", "line 1, column 4: expected ':' after the turn label"},
		{"1C: L1-B2>L1-D3\n", "line 1: L1-B2>L1-D3: a Guardian moves orthogonally, one or two steps"},
		{"1A: hold\n", "line 1: label 1A does not match the turn to play: 1C"},
		{"1C: hold, hold, hold\n", "line 1: hold: a word after the turn has ended"},
		{"1C: hold\n1A: hold\n", "line 2: the previous line stopped in the middle of a turn; only the last line may"},
		{"1C: resign, hold\n", "line 1: hold: a word after the game has ended"},
		{"1C: resign\n1-0\n", "line 2: result 1-0 disagrees with the game: 0-1"},
		{"1C: hold\n1/2-1/2\n", "line 2: result 1/2-1/2, but the game is not over"},
		{"1C: offer-draw, hold\n", "line 1: hold: a draw offer must be answered first (accept-draw or decline-draw)"},
		{"1C: L1-A7>L1-A6\n", "line 1: L1-A7>L1-A6: the Control Node on L1-A7 belongs to Amber; Cerulean is to move"},
		{"1C: resign\n0-1\n2C: hold\n", "line 3, column 1: nothing may follow the result line"},
		{"1C: L1-A1>L1-A1, hold\n", "line 1: L1-A1>L1-A1: there is no unit on L1-A1"},
		{"1C: ,\n", "line 1, column 5: empty word"},
	}
	for _, tc := range cases {
		_, _, err := LoadRecord([]byte(tc.src))
		if err == nil {
			t.Fatalf("%q: no error", tc.src)
		}
		if err.Error() != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.src, err.Error(), tc.want)
		}
	}
}
