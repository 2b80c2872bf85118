package lang

import (
	"strings"
	"testing"

	"strategema/engine"
)

// TestHowToQuotesTheLogsOwnLine: the how-to's combat page quotes a
// Tactical Log line as the log writes it in the same language (the Russian
// page once kept the English "vs").
func TestHowToQuotesTheLogsOwnLine(t *testing.T) {
	c := engine.Combat{A: engine.Strength{Formation: 2, Base: 2, Elevation: 1, Ground: 1, Supply: 1}, D: engine.Strength{Formation: 1, Base: 2, Ground: 1, Supply: 1}}
	for _, l := range Languages() {
		p := New(l.Tag)
		line := p.Breakdown(c)
		if body := p.T("howto.combat.body"); !strings.Contains(body, "`"+line+"`") {
			t.Errorf("%s: the combat page does not quote the log's line %q", l.Tag, line)
		}
	}
}
