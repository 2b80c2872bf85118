package render

import (
	"sort"
	"strings"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/store"
)

// ladder.go: the computer opponents.

// ladder is the window's computer opponents (Options.Computers): the
// ladder of levels by rating, their names and character lines in the
// player's language, the person's results against each level, kept in
// the store, the level suggested next, the games against a level and the
// exhibition of two of them. The App reaches it as a.ladder; the ladder's
// room (opponents.go) and the menu show it.
type ladder struct {
	a *App
	// res are the person's results, read from the store once (resRead)
	// and kept up to date as games end.
	res     store.Results
	resRead bool
}

// entries are the computer commanders the window offers.
func (l *ladder) entries() []player.Entry { return l.a.opts.Computers }

// title is an entry's title in the player's language: the catalog's
// level.<name>.title, or the entry's own title for a commander the
// catalog does not know.
func (l *ladder) title(e player.Entry) string { return l.entryText(e, "title", e.Title) }

// blurb is an entry's character line in the player's language (the
// catalog's level.<name>.blurb, else the entry's own).
func (l *ladder) blurb(e player.Entry) string { return l.entryText(e, "blurb", e.Blurb) }

// entryText is the catalog's level.<name>.<field> for e, or own when the
// catalog does not know the commander.
func (l *ladder) entryText(e player.Entry, field, own string) string {
	if e.Name == "" {
		return own
	}
	if t := l.a.tr("level." + e.Name + "." + field); t != "" && t[0] != '[' {
		return t
	}
	return own
}

// order is the indices of the computer entries, weakest first (by
// rating; the entries' own order among equals).
func (l *ladder) order() []int {
	es := l.entries()
	idx := make([]int, len(es))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return es[idx[i]].Elo < es[idx[j]].Elo })
	return idx
}

// suggestedLevel is the entry suggested next: the weakest level not yet
// beaten; the strongest when every level is beaten; -1 when there is no
// computer.
func suggestedLevel(entries []player.Entry, ladder []int, res store.Results) int {
	if len(ladder) == 0 {
		return -1
	}
	for _, i := range ladder {
		if e := entries[i]; e.Name == "" || !res.Beaten(e.Name) {
			return i
		}
	}
	return ladder[len(ladder)-1]
}

// results are the person's kept results, read once and kept up to date as
// games end.
func (l *ladder) results() store.Results {
	if !l.resRead {
		l.resRead = true
		res, err := l.a.st.LoadResults()
		if err != nil {
			l.a.say(errText(l.a.lang, err))
		}
		l.res = res
	}
	return l.res
}

// gameOf is the level m is a game against and the person's side: a
// person against a computer commander of the ladder.
func (l *ladder) gameOf(m *match.Match) (level string, person engine.Side, ok bool) {
	var comp player.Player
	for s, p := range m.Players {
		if _, human := p.(player.Human); human {
			person = engine.Side(s)
		} else {
			comp = p
		}
	}
	if comp == nil || m.Computer(person) != nil || m.Exhibition {
		return "", 0, false
	}
	for _, e := range l.entries() {
		if e.Name != "" && e.Title == comp.Name() {
			return e.Name, person, true
		}
	}
	return "", 0, false
}

// count keeps the result of m, a finished game against a level of the
// ladder, in the person's results.
func (l *ladder) count(m *match.Match) {
	level, person, ok := l.gameOf(m)
	if !ok {
		return
	}
	o := store.Draw
	switch m.Game.Position().Result() {
	case engine.CeruleanWins:
		o = store.Loss
		if person == engine.Cerulean {
			o = store.Win
		}
	case engine.AmberWins:
		o = store.Loss
		if person == engine.Amber {
			o = store.Win
		}
	}
	res, err := l.a.st.AddResult(level, o)
	if err != nil {
		l.a.say(errText(l.a.lang, err))
	}
	l.res, l.resRead = res, true
}

// play starts a game of the person (Cerulean) against the computer entry
// i.
func (l *ladder) play(i int) {
	a := l.a
	if i < 0 || i >= len(l.entries()) {
		return
	}
	c, err := l.entries()[i].New()
	if err != nil {
		a.showMessage(a.tr("ladder.error"), errText(a.lang, err))
		return
	}
	a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, c})
}

// eloHint is an entry's rating as a button's small note ("" unrated).
func (l *ladder) eloHint(e player.Entry) string {
	if e.Elo == 0 {
		return ""
	}
	return l.a.trf("ladder.elo", "Elo", e.Elo)
}

// recordText is the person's score against a level: wins–draws–losses.
func (l *ladder) recordText(sc store.Score) string {
	if sc.Games() == 0 {
		return l.a.tr("ladder.unplayed")
	}
	return l.a.trf("ladder.record", "Wins", sc.Wins, "Draws", sc.Draws, "Losses", sc.Losses)
}

// commanderName is who plays side s in m, in the window's language: a
// level's title for a computer of the ladder, the side's name for a
// person, else the player's own name.
func (l *ladder) commanderName(m *match.Match, s engine.Side) string {
	pl := m.Players[s]
	if _, human := pl.(player.Human); human {
		return l.a.lang.Side(s)
	}
	for _, e := range l.entries() {
		if e.Title == pl.Name() {
			return l.title(e)
		}
	}
	return pl.Name()
}

// turnLine is the HUD's turn line: the turn and round and, in a game of
// a person against a level of the ladder, the commander played and its
// rating.
func (l *ladder) turnLine(m *match.Match) string {
	a := l.a
	g := m.Game.Position()
	if level, _, ok := l.gameOf(m); ok {
		for _, e := range l.entries() {
			if e.Name != level {
				continue
			}
			if e.Elo == 0 {
				return a.trf("play.turn.against_unrated", "Turn", g.Turn(), "Round", g.Round(), "Level", l.title(e))
			}
			return a.trf("play.turn.against", "Turn", g.Turn(), "Round", g.Round(), "Level", l.title(e), "Elo", e.Elo)
		}
	}
	return a.trf("play.turn", "Turn", g.Turn(), "Round", g.Round())
}

// exhibitionSides are the entries for the exhibition: Kolrami (the
// second entry) opens as Cerulean against Data (the first), as in the
// manual's match.
func (l *ladder) exhibitionSides() (cer, amb int, ok bool) {
	if len(l.entries()) < 2 {
		return 0, 0, false
	}
	return 1, 0, true
}

// exhibitionLabel is the menu's label for the exhibition.
func (l *ladder) exhibitionLabel() string {
	a := l.a
	c, am, ok := l.exhibitionSides()
	if !ok {
		return a.tr("ui.exhibition")
	}
	short := func(t string) string {
		if f := strings.Fields(t); len(f) > 0 {
			return f[len(f)-1]
		}
		return t
	}
	return a.trf("ui.exhibition.versus", "Amber", short(l.title(l.entries()[am])), "Cerulean", short(l.title(l.entries()[c])))
}

// startExhibition starts a game between the first two computer
// commanders at the normal pace. It is not autosaved, so a person's
// saved game stays.
func (l *ladder) startExhibition() {
	a := l.a
	c, am, ok := l.exhibitionSides()
	if !ok {
		return
	}
	var ps [2]player.Player
	for s, i := range [2]int{c, am} {
		p, err := l.entries()[i].New()
		if err != nil {
			a.showMessage(a.tr("ui.computer.title"), errText(a.lang, err))
			return
		}
		ps[s] = p
	}
	m := match.New(engine.NewGame(), ps)
	m.Exhibition = true
	a.games.start(m)
}
