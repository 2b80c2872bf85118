//go:build !js

package lang

import "embed"

//go:generate go run ../scripts/packfiles -out catalog.pack catalog/*.json

// catalogFiles holds the catalogs as they are in the repository. The
// browser build embeds catalog.pack instead (catalogfs_js.go), the same
// files compressed; TestCatalogPackMatches checks it is current.
//
//go:embed catalog/*.json
var catalogFiles embed.FS
