package match

import (
	"regexp"
	"strconv"

	"strategema/lang"
)

// drawwhy.go: the computers' reasons for their draw offers and answers in
// the window's language. The ai package gives them as English sentences
// from a small fixed set (ai's AnswerDraw and WantsDraw); each has a
// pattern here and a catalog message with the same figures, and the
// commander named in it is named in the player's language.

// drawReason is one of ai's reason sentences: its pattern, whose named
// groups (Name, Eval, Bound, Count) fill the catalog message id.
type drawReason struct {
	re *regexp.Regexp
	id string
}

// drawReasons are ai's reason sentences, tried in order.
var drawReasons = []drawReason{
	{regexp.MustCompile(`^Random declines$`), "ui.drawwhy.random_declines"},
	{regexp.MustCompile(`^no offer possible$`), "ui.drawwhy.no_offer"},
	{regexp.MustCompile(`^offered recently$`), "ui.drawwhy.offered_recently"},
	{regexp.MustCompile(`^(?P<Name>.+) accepts the draw: he sees no better result$`), "ui.drawwhy.accepts"},
	{regexp.MustCompile(`^(?P<Name>.+) declines the draw: he still plays to win$`), "ui.drawwhy.declines"},
	{regexp.MustCompile(`^(?P<Name>.+) offers a draw: he sees no way to win$`), "ui.drawwhy.hopeless"},
	{regexp.MustCompile(`^(?P<Name>.+) offers a draw: the position is level and locked \((?P<Count>\d+) quiet turns\)$`), "ui.drawwhy.locked"},
	{regexp.MustCompile(`^(?P<Name>.+) plays on$`), "ui.drawwhy.plays_on"},
	{regexp.MustCompile(`^(?P<Name>.+) evaluates (?P<Eval>[+-]\d+)$`), "ui.drawwhy.evaluates"},
}

// commanderIDs are the catalog's names of the commanders that give
// reasons, keyed by the name ai writes in them.
var commanderIDs = map[string]string{
	"Recruit":             "level.recruit.title",
	"Cadet":               "level.cadet.title",
	"Ensign":              "level.ensign.title",
	"Lieutenant":          "level.lieutenant.title",
	"Commander":           "level.commander.title",
	"Lt. Cmdr. Data":      "level.data.title",
	"Grandmaster Kolrami": "level.kolrami.title",
	"Greedy":              "ai.name.greedy",
	"Random":              "ai.name.random",
	"Suggest":             "ai.name.suggest",
}

// CommanderName is a computer commander's name (a player's Name, as ai
// titles it) in pr's language; a name not in the catalog is given as it
// is.
func CommanderName(pr *lang.Printer, name string) string {
	if id, ok := commanderIDs[name]; ok {
		return pr.T(id)
	}
	return name
}

// DrawReasonIn is a computer's reason why, as ai writes it, in pr's
// language; a reason of no known form is given as it is.
func DrawReasonIn(pr *lang.Printer, why string) string {
	id, args, ok := drawReasonID(why)
	if !ok {
		return why
	}
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == "Name" {
			args[i+1] = CommanderName(pr, args[i+1].(string))
		}
	}
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == "Count" {
			n := args[i+1].(int)
			return pr.N(id, n, append(args[:i:i], args[i+2:]...)...)
		}
	}
	return pr.F(id, args...)
}

// SaysTheAnswer reports whether a computer's draw reason why names its
// answer ("... accepts the draw: ...", "... declines the draw: ..."), so
// that the log need not say the answer again.
func SaysTheAnswer(why string) bool {
	id, _, ok := drawReasonID(why)
	return ok && (id == "ui.drawwhy.accepts" || id == "ui.drawwhy.declines" || id == "ui.drawwhy.random_declines")
}

// drawReasonID finds why's catalog message and its placeholders' values
// (name, value pairs; Count an int).
func drawReasonID(why string) (id string, args []any, ok bool) {
	for _, r := range drawReasons {
		m := r.re.FindStringSubmatch(why)
		if m == nil {
			continue
		}
		for i, name := range r.re.SubexpNames() {
			if name == "" {
				continue
			}
			if name == "Count" {
				n, err := strconv.Atoi(m[i])
				if err != nil {
					return "", nil, false
				}
				args = append(args, name, n)
				continue
			}
			args = append(args, name, m[i])
		}
		return r.id, args, true
	}
	return "", nil, false
}
