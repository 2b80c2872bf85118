// Command packfiles writes a pack of text files (package
// internal/packfs): one DEFLATE-compressed JSON object from each file's
// path, relative to the working directory, to its content. Run by `go
// generate` where a package embeds a pack in the browser build; that
// package's tests check the pack still matches its files.
//
// Usage: go run ./scripts/packfiles -out PACK PATTERN...
package main

import (
	"flag"
	"fmt"
	"os"

	"strategema/internal/packfs"
)

func main() {
	out := flag.String("out", "", "the pack to write")
	flag.Parse()
	if *out == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: packfiles -out PACK PATTERN...")
		os.Exit(2)
	}
	files, err := packfs.Collect(os.DirFS("."), flag.Args()...)
	if err == nil {
		var packed []byte
		if packed, err = packfs.Pack(files); err == nil {
			err = os.WriteFile(*out, packed, 0o644)
			size := 0
			for _, c := range files {
				size += len(c)
			}
			fmt.Printf("%s: %d files, %d -> %d bytes\n", *out, len(files), size, len(packed))
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "packfiles:", err)
		os.Exit(1)
	}
}
