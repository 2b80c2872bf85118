//go:build !js

package store

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Dir is a Backend of files in one directory.
type Dir struct{ Path string }

// DefaultBackend is the directory "strategema" in the user's config
// directory (STRATEGEMA_CONFIG_DIR overrides it), created when missing.
func DefaultBackend() (Backend, error) {
	dir := os.Getenv("STRATEGEMA_CONFIG_DIR")
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return nil, fmt.Errorf("config directory: %w", err)
		}
		dir = filepath.Join(base, "strategema")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("config directory: %w", err)
	}
	return &Dir{Path: dir}, nil
}

// Read implements Backend.
func (d *Dir) Read(name string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(d.Path, name))
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	return b, nil
}

// Write implements Backend: a temporary file in the same directory,
// synced, then renamed over the old one.
func (d *Dir) Write(name string, data []byte) error {
	f, err := os.CreateTemp(d.Path, "."+name+".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := firstErr(werr, serr, cerr); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", name, err)
	}
	if err := os.Rename(tmp, filepath.Join(d.Path, name)); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// Rename implements Backend.
func (d *Dir) Rename(from, to string) error {
	if err := os.Rename(filepath.Join(d.Path, from), filepath.Join(d.Path, to)); err != nil {
		return fmt.Errorf("rename: %w", err)
	}
	return nil
}

// List implements Backend.
func (d *Dir) List(suffix string) ([]string, error) {
	ents, err := os.ReadDir(d.Path)
	if err != nil {
		return nil, fmt.Errorf("list: %w", err)
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), suffix) {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}

// Where implements Backend.
func (d *Dir) Where() string { return d.Path }
