package render

import (
	"sort"

	"strategema/engine"
	"strategema/render/match"
	"strategema/render/player"
	"strategema/render/store"
)

// ladder.go: the ladder of computer opponents (the menu's entries by
// rating), the person's results against each level, kept in the store,
// and the level suggested next; and the words of the ladder's and the
// coach's screens.

// levelTitle is an entry's title in the player's language: the catalog's
// level.<name>.title, or the entry's own title for a commander the
// catalog does not know.
func (a *App) levelTitle(e player.Entry) string {
	if e.Name == "" {
		return e.Title
	}
	if t := a.tr("level." + e.Name + ".title"); t != "" && t[0] != '[' {
		return t
	}
	return e.Title
}

// levelBlurb is an entry's character line in the player's language.
func (a *App) levelBlurb(e player.Entry) string {
	if e.Name == "" {
		return e.Blurb
	}
	if t := a.tr("level." + e.Name + ".blurb"); t != "" && t[0] != '[' {
		return t
	}
	return e.Blurb
}

// ladder is the indices of the menu's computer entries, weakest first
// (by rating; the entries' own order among equals).
func (a *App) ladder() []int {
	idx := make([]int, len(a.opts.Computers))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return a.opts.Computers[idx[i]].Elo < a.opts.Computers[idx[j]].Elo })
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
func (a *App) results() store.Results {
	m := a.menu
	if !m.resultsRead {
		m.resultsRead = true
		res, err := a.st.LoadResults()
		if err != nil {
			a.say(a.errText(err))
		}
		m.res = res
	}
	return m.res
}

// ladderGame is the level m is a game against and the person's side: a
// person against a computer commander of the ladder.
func (a *App) ladderGame(m *match.Match) (level string, person engine.Side, ok bool) {
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
	for _, e := range a.opts.Computers {
		if e.Name != "" && e.Title == comp.Name() {
			return e.Name, person, true
		}
	}
	return "", 0, false
}

// countResult keeps the result of m, a finished game against a level of
// the ladder, in the person's results.
func (a *App) countResult(m *match.Match) {
	level, person, ok := a.ladderGame(m)
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
	res, err := a.st.AddResult(level, o)
	if err != nil {
		a.say(a.errText(err))
	}
	a.menu.res, a.menu.resultsRead = res, true
}

// playLevel starts a game of the person (Cerulean) against the menu's
// computer entry i.
func (a *App) playLevel(i int) {
	if i < 0 || i >= len(a.opts.Computers) {
		return
	}
	c, err := a.opts.Computers[i].New()
	if err != nil {
		a.showMessage(a.tr("ladder.error"), err.Error())
		return
	}
	a.newGame([2]player.Player{player.Human{Label: "Cerulean"}, c})
}

// eloHint is an entry's rating as a button's small note ("" unrated).
func eloHint(a *App, e player.Entry) string {
	if e.Elo == 0 {
		return ""
	}
	return a.trf("ladder.elo", "Elo", e.Elo)
}

// recordText is the person's score against a level: wins–draws–losses.
func (a *App) recordText(sc store.Score) string {
	if sc.Games() == 0 {
		return a.tr("ladder.unplayed")
	}
	return a.trf("ladder.record", "Wins", sc.Wins, "Draws", sc.Draws, "Losses", sc.Losses)
}
