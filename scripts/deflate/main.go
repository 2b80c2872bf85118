// Command deflate writes FILE.deflate next to each FILE given, its
// content DEFLATE-compressed (RFC 1951) at the best level, for a package
// to embed data smaller than it reads it (the browser build downloads
// every embedded byte). Run by `go generate` where a package embeds such
// a copy; that package's tests check the copy still matches its source.
//
// Usage: go run ./scripts/deflate FILE...
package main

import (
	"fmt"
	"os"

	"strategema/internal/packfs"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: deflate FILE...")
		os.Exit(2)
	}
	for _, path := range os.Args[1:] {
		if err := deflateFile(path); err != nil {
			fmt.Fprintln(os.Stderr, "deflate:", err)
			os.Exit(1)
		}
	}
}

// deflateFile writes path+".deflate".
func deflateFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	packed, err := packfs.Deflate(data)
	if err != nil {
		return fmt.Errorf("compressing %s: %w", path, err)
	}
	if err := os.WriteFile(path+".deflate", packed, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s.deflate: %d -> %d bytes\n", path, len(data), len(packed))
	return nil
}
