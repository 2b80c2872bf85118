// message.go: the texts a player reads from the engine, as catalog message
// IDs with named arguments. The engine stays language-neutral: it names
// the message and its arguments, and package lang writes them in the
// player's language. English is kept here too, so Error() needs no
// catalog; lang's tests check this table against lang/catalog/en.json.

package engine

import (
	"sort"
	"strconv"
	"strings"
)

// englishTexts is the English of every message the engine names, in the
// catalog's template form ({{.Name}} placeholders).
var englishTexts = map[string]string{
	// The rules an illegal action breaks (RuleError.ID).
	"rule.game_over":            "the game is over",
	"rule.draw_pending":         "a draw offer must be answered first (accept-draw or decline-draw)",
	"rule.no_draw_offer":        "no draw offer is waiting for an answer",
	"rule.draw_once":            "a side may offer a draw once per turn",
	"rule.turn_ended":           "the turn has ended",
	"rule.unknown_action":       "unknown action",
	"rule.no_unit":              "there is no unit on {{.Cell}}",
	"rule.enemy_unit.cerulean":  "the {{.Unit}} on {{.Cell}} belongs to Cerulean; Amber is to move",
	"rule.enemy_unit.amber":     "the {{.Unit}} on {{.Cell}} belongs to Amber; Cerulean is to move",
	"rule.neutralized_move":     "a neutralized unit cannot move",
	"rule.neutralized_surge":    "a neutralized unit cannot surge",
	"rule.no_cell":              "no such cell",
	"rule.surging":              "a surging unit cannot surge again until its surge expires",
	"rule.same_cell":            "a move must end on another cell",
	"rule.occupied":             "{{.Cell}} is occupied: a move ends on an empty cell",
	"rule.node_move":            "a Control Node moves one step on its own level, or straight up or down",
	"rule.nexus_move":           "a Nexus moves one step to a neighbouring cell",
	"rule.core_move":            "a Command Core moves one step to a neighbouring cell",
	"rule.core_enemy_territory": "a Command Core never moves into an enemy-controlled cell",
	"rule.guardian_blocked":     "a Guardian cannot pass through units",
	"rule.guardian_move":        "a Guardian moves orthogonally, one or two steps",
	"rule.striker_range":        "a Striker moves at most three steps",
	"rule.striker_blocked":      "a Striker cannot pass through enemy units",
	"rule.illegal_move":         "illegal move",

	// Record words and cells that do not parse (WordError).
	"word.empty":     "empty word",
	"word.unknown":   "unknown word {{.Word}}: want a move (L1-A2>L1-A3), surge <cell>, hold, end, offer-draw, accept-draw, decline-draw or resign",
	"cell.bad":       "bad cell {{.Word}}: want L<1-4>-<A-H><1-8>",
	"cell.bad_level": "bad cell {{.Word}}: level must be 1-4",
	"cell.bad_file":  "bad cell {{.Word}}: file must be A-H",
	"cell.bad_rank":  "bad cell {{.Word}}: rank must be 1-8",

	// Bad records (RecordError): where, then what.
	"record.at_line":          "line {{.Line}}: {{.Text}}",
	"record.at_column":        "line {{.Line}}, column {{.Column}}: {{.Text}}",
	"record.not_utf8":         "the record is not valid UTF-8",
	"record.after_result":     "nothing may follow the result line",
	"record.late_header":      "a header line may only come before the first turn line",
	"record.header_unclosed":  `expected a header [Key "Value"] ending with ]`,
	"record.header_form":      `expected a header [Key "Value"]`,
	"record.header_quote":     "a header value may not contain a quote",
	"record.line_expected":    "expected a header, a turn line (like 1C: ...) or a result (1-0, 0-1, 1/2-1/2)",
	"record.bad_round":        "bad round number {{.Word}}",
	"record.side_expected":    "expected C or A after the round number",
	"record.colon_expected":   "expected ':' after the turn label",
	"record.empty_turn":       "empty turn: expected at least one word after ':'",
	"record.after_end":        "a turn after the game has ended",
	"record.mid_turn":         "the previous line stopped in the middle of a turn; only the last line may",
	"record.label":            "label {{.Label}} does not match the turn to play: {{.Want}}",
	"record.word_after_end":   "{{.Action}}: a word after the game has ended",
	"record.word_after_turn":  "{{.Action}}: a word after the turn has ended",
	"record.result_not_over":  "result {{.Result}}, but the game is not over",
	"record.result_disagrees": "result {{.Result}} disagrees with the game: {{.Actual}}",
}

// EnglishTexts returns a copy of the English template of every message ID
// the engine names (lang's tests compare it with the English catalog).
func EnglishTexts() map[string]string {
	out := make(map[string]string, len(englishTexts))
	for id, s := range englishTexts {
		out[id] = s
	}
	return out
}

// MessageIDs lists the message IDs the engine names, sorted.
func MessageIDs() []string {
	ids := make([]string, 0, len(englishTexts))
	for id := range englishTexts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// MessageArg is one named argument of a message: {{.Name}} in its text.
// Values are notation (cells, record words, numbers, result tokens), the
// same in every language.
type MessageArg struct {
	Name, Value string
}

// Message is a text for a player: a catalog message ID and its arguments.
type Message struct {
	ID   string
	Args []MessageArg
}

// English writes the message in English.
func (m Message) English() string { return fillEnglish(m.ID, m.Args) }

// fillEnglish writes the English template of id with its placeholders
// filled; an unknown ID writes itself in brackets, as lang does.
func fillEnglish(id string, args []MessageArg) string {
	s, ok := englishTexts[id]
	if !ok {
		return "[" + id + "]"
	}
	for _, a := range args {
		s = strings.ReplaceAll(s, "{{."+a.Name+"}}", a.Value)
	}
	return s
}

// msg builds a message from its ID and name, value pairs.
func msg(id string, nameValues ...string) Message {
	m := Message{ID: id}
	for i := 0; i+1 < len(nameValues); i += 2 {
		m.Args = append(m.Args, MessageArg{nameValues[i], nameValues[i+1]})
	}
	return m
}

// WordError is a record word or cell name that does not parse.
type WordError struct {
	Msg Message
}

func (e *WordError) Error() string { return e.Msg.English() }

func badWord(id, word string) error {
	return &WordError{Msg: msg(id, "Word", strconv.Quote(word))}
}
