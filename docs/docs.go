// Package docs embeds the documents the window shows (RULES.md,
// CONTROLS.md and the other Markdown files here). It has no Ebitengine
// import: render reads them through an fs.FS.
package docs

import "embed"

// FS holds the Markdown documents, by file name ("RULES.md").
//
//go:embed *.md
var FS embed.FS
