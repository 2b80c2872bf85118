// Package docs embeds the documents the window shows, RULES.md and
// CONTROLS.md, and their translations, one folder a language
// (ru/RULES.md). The other Markdown files here are for the repository's
// readers and stay out of the game (the browser build carries every byte
// embedded, and embeds them compressed: docs_js.go). It has no Ebitengine
// import: render reads them through an fs.FS.
package docs
