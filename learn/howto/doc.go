// Package howto is the content of How to play, beside the lessons it
// leads to: its pages (each page's words are catalog messages,
// lang/catalog/howto.*.json: howto.<id>.title and howto.<id>.body, the
// body in the documents' markdown, tables included; its picture is a
// position in the engine's position notation, drawn on the game's own
// board; its lesson is the one that makes the page's rule a thing done),
// and the table of which lesson teaches which section of the rules
// (RulesLessons), which the rules reader shows as buttons under the
// headings.
//
// It may import the engine; never render or the AI.
package howto
