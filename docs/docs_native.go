//go:build !js

package docs

import (
	"embed"
	"io/fs"
)

//go:generate go run ../scripts/packfiles -out readers.pack RULES.md CONTROLS.md ru/*.md

// files holds the documents as they are in the repository.
//
//go:embed RULES.md CONTROLS.md ru/*.md
var files embed.FS

// FS holds the Markdown documents, by file name ("RULES.md", "ru/RULES.md").
var FS fs.FS = files
