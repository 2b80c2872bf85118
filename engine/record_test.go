package engine

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

func TestRecordExampleReplays(t *testing.T) {
	// The opening moves of rules.md section 12, adapted to legal moves.
	src := "[Event \"Friendly\"]\n[Cerulean \"Human\"]\n[Amber \"Kolrami\"]\n" +
		"1C: L2-D2>L2-D4, surge L2-D4\n" +
		"1A: L1-E7>L1-E6, hold\n" +
		"2C: L3-B2>L3-B3, end\n"
	g, r, err := LoadRecord([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := r.String(); got != src {
		t.Fatalf("round trip:\n%s\nwant\n%s", got, src)
	}
	if p := g.Position(); p.Turn() != 4 || p.ToMove() != Amber || p.ActionsLeft() != 2 {
		t.Fatalf("after replay: turn %d side %s actions %d", p.Turn(), p.ToMove(), p.ActionsLeft())
	}
	if len(r.Headers) != 3 || r.Headers[2] != (Header{"Amber", "Kolrami"}) {
		t.Fatalf("headers %v", r.Headers)
	}
}

// TestRecordRoundTripRandomGames writes random games, reads them back and
// checks the replay reaches the same position and the text is unchanged.
func TestRecordRoundTripRandomGames(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 30; n++ {
		g := NewGame()
		var buf []Action
		for i := 0; i < 300 && !g.Position().Over(); i++ {
			p := g.Position()
			if rng.Intn(40) == 0 && !p.DrawOffered() {
				if _, err := g.Apply(Simple(ActOfferDraw)); err != nil {
					t.Fatal(err)
				}
				ans := ActDeclineDraw
				if rng.Intn(8) == 0 {
					ans = ActAcceptDraw
				}
				if _, err := g.Apply(Simple(ans)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			buf = p.LegalActions(buf[:0])
			if _, err := g.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		text := RecordOf(g, Header{"Event", "Test"}).String()
		g2, r2, err := LoadRecord([]byte(text))
		if err != nil {
			t.Fatalf("game %d: %v\n%s", n, err, text)
		}
		if r2.String() != text {
			t.Fatalf("game %d: text changed on round trip", n)
		}
		if g2.Position().Hash() != g.Position().Hash() || g2.Position().Result() != g.Position().Result() {
			t.Fatalf("game %d: replayed position differs", n)
		}
	}
}

func TestRecordAcceptsVariants(t *testing.T) {
	src := "\uFEFF; a comment\r\n\r\n  1c :  l2-d2 > l2-d4 ,SURGE   l2-d4 ; note\r\n1A: hold, END\r\n"
	g, _, err := LoadRecord([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if g.Position().Turn() != 3 {
		t.Fatalf("turn %d, want 3", g.Position().Turn())
	}
}

func TestRecordErrors(t *testing.T) {
	cases := []struct {
		name, src string
		kind      RecordErrorKind
		want      string
	}{
		{"not utf8", "1C: hold\n\xff\xfe\n", Malformed, "line 2: the record is not valid UTF-8"},
		{"unknown line", "hello\n", Malformed, "line 1, column 1: expected a header"},
		{"unknown word", "1C: jump\n", Malformed, "line 1, column 5: unknown word"},
		{"bad level", "1C: L5-A1>L1-A2\n", Malformed, "level must be 1-4"},
		{"bad file", "1C: surge L1-I3\n", Malformed, "file must be A-H"},
		{"bad rank", "1C: surge L1-A9\n", Malformed, "rank must be 1-8"},
		{"empty body", "1C: hold, end\n1A:\n", Malformed, "line 2, column 4: empty turn"},
		{"empty word", "1C: hold,,hold\n", Malformed, "line 1, column 10: empty word"},
		{"late header", "1C: hold, hold\n[Event \"x\"]\n", Malformed, "line 2, column 1: a header line may only come before"},
		{"after result", "1C: resign\n0-1\n1A: hold\n", Malformed, "line 3, column 1: nothing may follow the result line"},
		{"bad header", "[Event x]\n", Malformed, "line 1, column 1: expected a header"},
		{"illegal guardian", "1C: L1-B2>L1-D3\n", Illegal, "line 1: L1-B2>L1-D3: a Guardian moves orthogonally"},
		{"wrong label", "1A: hold\n", Illegal, "line 1: label 1A does not match the turn to play: 1C"},
		{"word after turn", "1C: hold, hold, hold\n", Illegal, "line 1: hold: a word after the turn has ended"},
		{"mid-turn line", "1C: hold\n1A: hold\n", Illegal, "line 2: the previous line stopped in the middle of a turn"},
		{"after game end", "1C: resign, hold\n", Illegal, "line 1: hold: a word after the game has ended"},
		{"result disagrees", "1C: resign\n1-0\n", Illegal, "line 2: result 1-0 disagrees with the game"},
		{"result not over", "1C: hold\n1/2-1/2\n", Illegal, "line 2: result 1/2-1/2, but the game is not over"},
		{"unanswered offer", "1C: offer-draw, hold\n", Illegal, "a draw offer must be answered first"},
		{"enemy unit", "1C: L1-A7>L1-A6\n", Illegal, "belongs to Amber"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := LoadRecord([]byte(c.src))
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %v, want a *RecordError", err)
			}
			if re.Kind != c.kind {
				t.Fatalf("kind %d, want %d (%v)", re.Kind, c.kind, err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestRecordResultAndDrawWords(t *testing.T) {
	src := "1C: L2-D2>L2-D3, offer-draw, decline-draw, hold\n1A: offer-draw, accept-draw\n1/2-1/2 ; agreement\n"
	g, r, err := LoadRecord([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	if p.Result() != Draw || p.Reason() != ReasonAgreement || p.ToMove() != Amber {
		t.Fatalf("result %s %s side %s", p.Result(), p.Reason(), p.ToMove())
	}
	if r.String() != src {
		t.Fatalf("round trip:\n%s", r.String())
	}
	if got := RecordOf(g).String(); got != src {
		t.Fatalf("RecordOf:\n%s\nwant\n%s", got, src)
	}
}

func FuzzParseRecord(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n1C: L2-D2>L2-D4, surge L2-D4\n1A: hold, end\n"))
	f.Add([]byte("1C: resign\n0-1 ; resignation\n"))
	f.Add([]byte("\uFEFF1c: offer-draw, accept-draw\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRecord(data)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) || re.Kind != Malformed {
				t.Fatalf("parse error %v is not a malformed *RecordError", err)
			}
			return
		}
		if _, err := r.Replay(); err != nil {
			var re *RecordError
			if !errors.As(err, &re) || re.Kind != Illegal {
				t.Fatalf("replay error %v is not an illegal *RecordError", err)
			}
		}
		// The canonical text of what was read reads back the same.
		r2, err := ParseRecord([]byte(r.String()))
		if err != nil {
			t.Fatalf("canonical text does not parse: %v\n%s", err, r.String())
		}
		if r2.String() != r.String() {
			t.Fatalf("canonical text not stable:\n%s\n%s", r.String(), r2.String())
		}
	})
}
