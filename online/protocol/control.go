package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ControlKind separates the three kinds of time control.
type ControlKind uint8

// The kinds of time control.
const (
	Untimed        ControlKind = iota // no clock
	Fischer                           // a base time and an increment per turn
	Correspondence                    // a number of days for each turn
)

// Control is a game's time control.
type Control struct {
	Kind    ControlKind
	Base    time.Duration // Fischer: the time each side starts with
	Inc     time.Duration // Fischer: added after each turn the side ends
	PerTurn time.Duration // Correspondence: the time for each turn
}

// Correspondence allows these numbers of days a turn.
var correspondenceDays = map[int]bool{1: true, 3: true, 7: true}

// ParseControl reads a time control: "untimed" (or ""), Fischer "M+S"
// (minutes, then seconds added per turn: 5+3, 10+5, 15+10; 0.05 to 180
// minutes, a fraction allowed, as Lichess's 1/4+0; 0 to 180 seconds), or
// correspondence "Nd" (1d, 3d, 7d).
func ParseControl(s string) (Control, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" || s == "untimed" {
		return Control{Kind: Untimed}, nil
	}
	if d, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(d)
		if err != nil || !correspondenceDays[n] {
			return Control{}, fmt.Errorf("time control %q: correspondence is 1d, 3d or 7d", s)
		}
		return Control{Kind: Correspondence, PerTurn: time.Duration(n) * 24 * time.Hour}, nil
	}
	m, sec, ok := strings.Cut(s, "+")
	mins, err1 := strconv.ParseFloat(m, 64)
	incs, err2 := strconv.Atoi(sec)
	if !ok || err1 != nil || err2 != nil || !(mins >= 0.05 && mins <= 180) || incs < 0 || incs > 180 {
		return Control{}, fmt.Errorf("time control %q: want untimed, M+S (10+5: 0.05-180 minutes, 0-180 seconds a turn) or 1d, 3d, 7d", s)
	}
	base := time.Duration(mins * float64(time.Minute)).Round(time.Second)
	return Control{Kind: Fischer, Base: base, Inc: time.Duration(incs) * time.Second}, nil
}

// String writes the control as ParseControl reads it.
func (c Control) String() string {
	switch c.Kind {
	case Fischer:
		return strconv.FormatFloat(c.Base.Minutes(), 'f', -1, 64) + "+" + strconv.Itoa(int(c.Inc/time.Second))
	case Correspondence:
		return fmt.Sprintf("%dd", int(c.PerTurn/(24*time.Hour)))
	}
	return "untimed"
}

// Start is the time on each clock when the game starts (0 untimed).
func (c Control) Start() time.Duration {
	switch c.Kind {
	case Fischer:
		return c.Base
	case Correspondence:
		return c.PerTurn
	}
	return 0
}

// Grace is how long a seat may stay disconnected, on its own turn, before
// the opponent may claim the game: a tenth of a Fischer base (between 15 s
// and 2 minutes), 5 minutes untimed; correspondence has none (its clock
// decides).
func (c Control) Grace() time.Duration {
	switch c.Kind {
	case Fischer:
		return min(max(c.Base/10, 15*time.Second), 2*time.Minute)
	case Correspondence:
		return 0
	}
	return 5 * time.Minute
}
