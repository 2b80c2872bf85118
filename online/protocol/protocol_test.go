package protocol

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestDecodeRefusesWithTheRightCode(t *testing.T) {
	long := strings.Repeat("x", 70)
	cases := []struct {
		name, in, code string
	}{
		{"empty", ``, ErrBadJSON},
		{"array", `[1,2]`, ErrBadJSON},
		{"truncated", `{"t":"act"`, ErrBadJSON},
		{"trailing data", `{"t":"ping"} {"t":"ping"}`, ErrBadJSON},
		{"wrong field type", `{"t":"act","v":"3"}`, ErrBadJSON},
		{"no type", `{"v":1}`, ErrBadField},
		{"unknown type", `{"t":"launch"}`, ErrUnknownType},
		{"server type from a client", `{"t":"welcome"}`, ErrUnknownType},
		{"hello without p", `{"t":"hello","game":"g"}`, ErrBadField},
		{"hello without game", `{"t":"hello","p":1}`, ErrBadField},
		{"hello with a long secret", `{"t":"hello","p":1,"game":"g","secret":"` + long + `"}`, ErrBadField},
		{"act without id", `{"t":"act","v":0,"words":["hold"]}`, ErrBadField},
		{"act without words", `{"t":"act","id":"1","v":0}`, ErrBadField},
		{"act with too many words", `{"t":"act","id":"1","words":["hold","hold","hold","hold","hold","hold","hold","hold","hold"]}`, ErrBadField},
		{"act with a bad word", `{"t":"act","id":"1","words":["jump"]}`, ErrBadWord},
		{"act with a bad cell", `{"t":"act","id":"1","words":["L5-A1>L1-A2"]}`, ErrBadWord},
		{"act with a long word", `{"t":"act","id":"1","words":["` + long + `"]}`, ErrBadWord},
		{"negative version", `{"t":"act","id":"1","v":-1,"words":["hold"]}`, ErrBadField},
		{"negative lag", `{"t":"act","id":"1","lag":-5,"words":["hold"]}`, ErrBadField},
		{"long id", `{"t":"resign","id":"` + long + `"}`, ErrBadField},
		{"claim of nothing", `{"t":"claim","id":"1","claim":"everything"}`, ErrBadField},
		{"resign without id", `{"t":"resign"}`, ErrBadField},
		{"takeback without id", `{"t":"takeback","v":3}`, ErrBadField},
		{"takeback with a bad answer", `{"t":"takeback","id":"1","answer":"maybe"}`, ErrBadField},
		{"too large", `{"t":"ping","pad":"` + strings.Repeat("x", MaxMessageBytes) + `"}`, ErrTooLarge},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Decode([]byte(c.in))
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("Decode(%q) = %+v, %v; want an *Error %s", c.in, m, err, c.code)
			}
			if pe.Code != c.code {
				t.Fatalf("Decode(%q): code %s (%s), want %s", c.in, pe.Code, pe.Msg, c.code)
			}
		})
	}
}

func TestDecodeAcceptsEveryClientMessage(t *testing.T) {
	cases := []struct{ in, typ string }{
		{`{"t":"hello","p":1,"game":"abc","secret":"s3cr3t","v":12}`, THello},
		{`{"t":"hello","p":1,"game":"abc"}`, THello},
		{`{"t":"act","id":"c1","v":0,"words":["L2-D2>L2-D4","surge l2-d4"],"lag":40}`, TAct},
		{`{"t":"act","id":"c2","v":7,"words":["offer-draw"],"future":true}`, TAct},
		{`{"t":"resign","id":"r","v":3}`, TResign},
		{`{"t":"abort","id":"a","v":0}`, TAbort},
		{`{"t":"claim","id":"c","v":9,"claim":"draw"}`, TClaim},
		{`{"t":"rematch","id":"m","v":90}`, TRematch},
		{`{"t":"takeback","id":"k","v":6}`, TTakeback},
		{`{"t":"takeback","id":"k2","v":6,"answer":"decline"}`, TTakeback},
		{`{"t":"sync","v":4}`, TSync},
		{` {"t":"ping","n":17} `, TPing},
	}
	for _, c := range cases {
		m, err := Decode([]byte(c.in))
		if err != nil || m.T != c.typ {
			t.Errorf("Decode(%s) = %+v, %v; want a %s", c.in, m, err, c.typ)
		}
	}
}

func TestControls(t *testing.T) {
	good := []struct {
		in, out string
		start   time.Duration
	}{
		{"", "untimed", 0}, {"untimed", "untimed", 0}, {"5+3", "5+3", 5 * time.Minute},
		{"10+5", "10+5", 10 * time.Minute}, {" 15+10 ", "15+10", 15 * time.Minute},
		{"0.25+0", "0.25+0", 15 * time.Second}, {"0.05+1", "0.05+1", 3 * time.Second}, {"1d", "1d", 24 * time.Hour}, {"7D", "7d", 7 * 24 * time.Hour},
	}
	for _, c := range good {
		ctl, err := ParseControl(c.in)
		if err != nil || ctl.String() != c.out || ctl.Start() != c.start {
			t.Errorf("ParseControl(%q) = %v (%v), %v; want %s starting at %v", c.in, ctl, ctl.Start(), err, c.out, c.start)
		}
	}
	for _, bad := range []string{"2d", "10", "0+5", "0.01+0", "nan+0", "10+-1", "181+0", "blitz", "10+5+3"} {
		if ctl, err := ParseControl(bad); err == nil {
			t.Errorf("ParseControl(%q) = %v, want an error", bad, ctl)
		}
	}
	if g := (Control{Kind: Fischer, Base: 5 * time.Minute}).Grace(); g != 30*time.Second {
		t.Errorf("grace of 5+0 = %v, want 30s", g)
	}
}

func TestLinks(t *testing.T) {
	inv := InviteLink("http://127.0.0.1:8080/", "g7", "abc_DEF")
	if inv != "http://127.0.0.1:8080/g/g7#abc_DEF" {
		t.Fatalf("InviteLink = %s", inv)
	}
	l, err := ParseLink(inv)
	if err != nil || l != (Link{Base: "http://127.0.0.1:8080", Game: "g7", Secret: "abc_DEF"}) {
		t.Fatalf("ParseLink(%s) = %+v, %v", inv, l, err)
	}
	l, err = ParseLink("https://play.example.org/strategema/g/xyz")
	if err != nil || l.Base != "https://play.example.org/strategema" || l.Secret != "" {
		t.Fatalf("ParseLink of a watch link behind a prefix = %+v, %v", l, err)
	}
	if got := SocketURL(l.Base); got != "wss://play.example.org/strategema/ws" {
		t.Errorf("SocketURL = %s", got)
	}
	for _, bad := range []string{"ftp://h/g/x", "http:///g/x", "http://h/games/x", "http://h/g/", "http://h/g/a/b"} {
		if l, err := ParseLink(bad); err == nil {
			t.Errorf("ParseLink(%q) = %+v, want an error", bad, l)
		}
	}
}

func TestReplayChecksTheLog(t *testing.T) {
	ok := []Entry{{V: 1, Word: "hold"}, {V: 2, Word: "end"}, {V: 3, Result: "cerulean", Reason: "time"}}
	g, end, err := Replay(ok)
	if err != nil || end == nil || end.Reason != "time" || g.Position().Turn() != 2 {
		t.Fatalf("Replay = turn %d, %+v, %v", g.Position().Turn(), end, err)
	}
	bad := [][]Entry{
		{{V: 2, Word: "hold"}},
		{{V: 1, Word: "L1-A1>L1-A2"}},
		{{V: 1, Result: "draw", Reason: "aborted"}, {V: 2, Word: "hold"}},
		{{V: 1}},
	}
	for _, b := range bad {
		if _, _, err := Replay(b); err == nil {
			t.Errorf("Replay(%+v) passed", b)
		}
	}
}

// TestReplayTakeback: a takeback entry undoes its side's words since the
// opponent's last word (a whole turn, or part of the turn in progress);
// the words stay in the log; a takeback with nothing of its side's to
// take back is an error.
func TestReplayTakeback(t *testing.T) {
	w := func(v int64, side, word string) Entry { return Entry{V: v, Side: side, Word: word} }
	tb := func(v int64, side string) Entry { return Entry{V: v, Side: side, Reason: ReasonTakeback} }
	cases := []struct {
		name    string
		log     []Entry
		actions int    // actions in play after the replay
		toMove  string // the side to move then
		bad     bool
	}{
		{"a whole turn", []Entry{w(1, "cerulean", "hold"), w(2, "cerulean", "end"), tb(3, "cerulean")}, 0, "cerulean", false},
		{"part of a turn", []Entry{w(1, "cerulean", "hold"), w(2, "cerulean", "end"), w(3, "amber", "hold"), tb(4, "amber")}, 2, "amber", false},
		{"then played again", []Entry{w(1, "cerulean", "hold"), w(2, "cerulean", "end"), tb(3, "cerulean"), w(4, "cerulean", "end")}, 1, "amber", false},
		{"the opponent acted last", []Entry{w(1, "cerulean", "hold"), w(2, "cerulean", "end"), tb(3, "amber")}, 0, "", true},
		{"nothing played", []Entry{tb(1, "cerulean")}, 0, "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, end, err := Replay(c.log)
			if c.bad {
				if err == nil {
					t.Fatalf("replayed without an error")
				}
				return
			}
			if err != nil || end != nil {
				t.Fatalf("replay: %v (end %v)", err, end)
			}
			if n := len(g.Actions()); n != c.actions || len(Words(c.log)) != n {
				t.Fatalf("%d actions in play (Words: %d), want %d", n, len(Words(c.log)), c.actions)
			}
			if s := g.Position().ToMove().String(); s != c.toMove {
				t.Fatalf("%s to move, want %s", s, c.toMove)
			}
		})
	}
	if (&Entry{Reason: ReasonTakeback}).IsEnding() || !(&Entry{Result: "draw", Reason: "abandoned"}).IsEnding() {
		t.Fatal("a takeback counted as an ending, or an ending not")
	}
}
