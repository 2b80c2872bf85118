// Package docs embeds the documents the window shows (RULES.md,
// CONTROLS.md and the other Markdown files here) and their translations,
// one folder a language (ru/RULES.md). It has no Ebitengine import: render
// reads them through an fs.FS.
package docs

import "embed"

// FS holds the Markdown documents, by file name ("RULES.md", "ru/RULES.md").
//
//go:embed *.md ru/*.md
var FS embed.FS
