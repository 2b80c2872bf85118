// Package markdown reads the documents' markdown (docs/RULES.md,
// docs/CONTROLS.md, How to play's pages) into blocks (parse.go):
// headings, paragraphs, list items, code, tables and rules, each with its
// inline spans (bold, italic, code, links); and lays them out for one
// width over render/ui's faces (layout.go), ready to draw at any scroll.
//
// It reads the part of CommonMark and GitHub tables the documents use.
// A full parser (goldmark) was weighed and left out: it made the browser
// build 1.8 MB larger, past its 15 MB budget.
//
// It may import render/ui, render/colour and Ebitengine; never render
// itself, the engine or the AI.
package markdown
