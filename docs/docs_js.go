//go:build js

package docs

import (
	_ "embed"
	"io/fs"

	"strategema/internal/packfs"
)

// readersPack is the documents packed and compressed (go generate
// ./docs): the browser downloads every embedded byte, and they shrink to
// a third. TestReadersPackMatches checks it against the Markdown files.
//
//go:embed readers.pack
var readersPack []byte

// FS holds the Markdown documents, by file name ("RULES.md", "ru/RULES.md").
var FS fs.FS = mustPack(readersPack)

// mustPack opens the embedded pack; a broken one is a broken build
// (checked by the package's tests), not a player's problem.
func mustPack(data []byte) fs.FS {
	f, err := packfs.Open(data)
	if err != nil {
		panic("docs: the embedded documents: " + err.Error())
	}
	return f
}
