// analysis_error.go: the analysis's failures as messages a player reads:
// a catalog message ID with its arguments, as the engine names its
// errors, so the coach and the headless tool say them in the player's
// language (package lang's catalog, analysis.*).

package ai

import (
	"strconv"
	"strings"

	"strategema/engine"
)

// AnalysisError is a failure of Analyse. ID names its catalog message;
// Turn is the turn's record label ("12C") and Action an action in record
// notation, where they matter; Err is the cause ({{.Cause}}), written in
// the player's language by whoever shows it. Error is the English.
type AnalysisError struct {
	ID     string
	Turn   string
	Action string
	Err    error
}

// analysisEnglish is the English of each analysis message, in the
// catalog's template form.
var analysisEnglish = map[string]string{
	"analysis.budget":    "the time for each search must be positive",
	"analysis.searcher":  "no searcher to analyse with: {{.Cause}}",
	"analysis.replay":    "turn {{.Turn}}: the action {{.Action}} does not replay: {{.Cause}}",
	"analysis.search":    "the search of turn {{.Turn}} failed: {{.Cause}}",
	"analysis.best_turn": "the search's turn {{.Action}} for turn {{.Turn}} does not apply",
}

// AnalysisEnglish returns a copy of the English template of every
// analysis message (lang's tests compare it with the English catalog).
func AnalysisEnglish() map[string]string {
	out := make(map[string]string, len(analysisEnglish))
	for id, s := range analysisEnglish {
		out[id] = s
	}
	return out
}

// Args is the message's arguments as name, value pairs, the cause
// written by cause (a Printer's Error, for one).
func (e *AnalysisError) Args(cause func(error) string) []any {
	c := ""
	if e.Err != nil {
		c = cause(e.Err)
	}
	return []any{"Turn", e.Turn, "Action", e.Action, "Cause", c}
}

func (e *AnalysisError) Error() string {
	s := analysisEnglish[e.ID]
	args := e.Args(func(err error) string { return err.Error() })
	for i := 0; i+1 < len(args); i += 2 {
		s = strings.ReplaceAll(s, "{{."+args[i].(string)+"}}", args[i+1].(string))
	}
	return "analyse: " + s
}

// Unwrap is the cause.
func (e *AnalysisError) Unwrap() error { return e.Err }

// turnLabel is t's record label: its round and side ("12C").
func turnLabel(t analysedTurn) string {
	return strconv.Itoa(t.before.Round()) + string(t.side.Letter())
}

// actionsText writes actions as a record's turn line does ("L1-B2>L1-B4,
// surge L1-B4").
func actionsText(actions []engine.Action) string {
	words := make([]string, len(actions))
	for i, a := range actions {
		words[i] = a.String()
	}
	return strings.Join(words, ", ")
}
