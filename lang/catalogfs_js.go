//go:build js

package lang

import (
	_ "embed"
	"io/fs"

	"strategema/internal/packfs"
)

// catalogPack is catalog/*.json packed and compressed (go generate
// ./lang): the browser downloads every embedded byte, and the catalogs
// shrink to a third. TestCatalogPackMatches checks it against the files.
//
//go:embed catalog.pack
var catalogPack []byte

// catalogFiles reads the pack as the native build reads its folder.
var catalogFiles fs.FS = mustPack(catalogPack)

// mustPack opens the embedded pack; a broken one is a broken build
// (checked by the package's tests), not a player's problem.
func mustPack(data []byte) fs.FS {
	f, err := packfs.Open(data)
	if err != nil {
		panic("lang: the embedded catalogs: " + err.Error())
	}
	return f
}
