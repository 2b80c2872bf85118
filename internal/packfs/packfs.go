// Package packfs reads a set of text files packed by scripts/packfiles:
// one DEFLATE-compressed JSON object from each file's slash-separated
// path to its content. The browser build embeds such packs instead of
// the files (it downloads every embedded byte); encoding/json and
// compress/flate are in it anyway, where archive/zip would add a quarter
// of a megabyte of code.
package packfs

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"time"
)

// FS is a pack's files by path: a read-only in-memory fs.FS of plain
// files, with ReadFile and ReadDir; its folders are those the paths name.
// Any map of slash-separated paths to contents is one (the browser build's
// file picker hands the game a one-file FS).
type FS map[string]string

// Open reads a pack.
func Open(packed []byte) (FS, error) {
	data, err := io.ReadAll(flate.NewReader(bytes.NewReader(packed)))
	if err != nil {
		return nil, fmt.Errorf("packfs: inflating: %w", err)
	}
	var files map[string]string
	if err := json.Unmarshal(data, &files); err != nil {
		return nil, fmt.Errorf("packfs: reading: %w", err)
	}
	return FS(files), nil
}

// Pack writes files (path → content) as a pack.
func Pack(files map[string]string) ([]byte, error) {
	data, err := json.Marshal(files) // keys sorted: the same files, the same bytes
	if err != nil {
		return nil, fmt.Errorf("packfs: writing: %w", err)
	}
	return Deflate(data)
}

// Deflate is data compressed at the best level, raw DEFLATE (RFC 1951, no
// zlib or gzip header): what Open and the packages embedding a
// compressed copy of a file (scripts/deflate) read with flate.NewReader.
func Deflate(data []byte) ([]byte, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, fmt.Errorf("packfs: deflating: %w", err)
	}
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("packfs: deflating: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("packfs: deflating: %w", err)
	}
	return b.Bytes(), nil
}

// Open opens a file or a folder of the pack ("." is the top folder).
func (f FS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	if content, ok := f[name]; ok {
		return &file{strings.NewReader(content), info{path.Base(name), int64(len(content)), false}}, nil
	}
	entries, err := f.ReadDir(name)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &dir{name, entries}, nil
}

// ReadFile is the content of the file name.
func (f FS) ReadFile(name string) ([]byte, error) {
	content, ok := f[name]
	if !ok || !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return []byte(content), nil
}

// ReadDir lists the files and folders directly in dir, sorted by name.
func (f FS) ReadDir(dir string) ([]fs.DirEntry, error) {
	if !fs.ValidPath(dir) {
		return nil, &fs.PathError{Op: "readdir", Path: dir, Err: fs.ErrInvalid}
	}
	prefix := dir + "/"
	if dir == "." {
		prefix = ""
	}
	seen := map[string]bool{}
	var out []fs.DirEntry
	for name, content := range f {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok {
			continue
		}
		child, _, isDir := strings.Cut(rest, "/")
		if seen[child] {
			continue
		}
		seen[child] = true
		size := int64(len(content))
		if isDir {
			size = 0 // a folder's size is no file's
		}
		out = append(out, fs.FileInfoToDirEntry(info{child, size, isDir}))
	}
	if len(out) == 0 && dir != "." {
		return nil, &fs.PathError{Op: "readdir", Path: dir, Err: fs.ErrNotExist}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// file is an open file of a pack.
type file struct {
	*strings.Reader
	info info
}

func (f *file) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *file) Close() error               { return nil }

// dir is an open folder of a pack: its entries not yet read.
type dir struct {
	name    string
	entries []fs.DirEntry
}

func (d *dir) Stat() (fs.FileInfo, error) { return info{path.Base(d.name), 0, true}, nil }
func (d *dir) Close() error               { return nil }
func (d *dir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.name, Err: errors.New("is a directory")}
}

// ReadDir reads the next n entries (all the rest when n <= 0), as
// fs.ReadDirFile says.
func (d *dir) ReadDir(n int) ([]fs.DirEntry, error) {
	if n <= 0 {
		out := d.entries
		d.entries = nil
		return out, nil
	}
	if len(d.entries) == 0 {
		return nil, io.EOF
	}
	n = min(n, len(d.entries))
	out := d.entries[:n:n]
	d.entries = d.entries[n:]
	return out, nil
}

// info describes a file or folder of a pack.
type info struct {
	name string
	size int64
	dir  bool
}

func (i info) Name() string { return i.name }
func (i info) Size() int64  { return i.size }
func (i info) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}
func (i info) ModTime() time.Time { return time.Time{} }
func (i info) IsDir() bool        { return i.dir }
func (i info) Sys() any           { return nil }

// Collect reads the files of src matching patterns (fs.Glob patterns such
// as "catalog/*.json"): what a pack of them holds. It fails when a
// pattern matches nothing.
func Collect(src fs.FS, patterns ...string) (map[string]string, error) {
	files := map[string]string{}
	for _, p := range patterns {
		names, err := fs.Glob(src, p)
		if err != nil {
			return nil, err
		}
		if len(names) == 0 {
			return nil, fmt.Errorf("packfs: no file matches %s", p)
		}
		for _, name := range names {
			data, err := fs.ReadFile(src, name)
			if err != nil {
				return nil, err
			}
			files[name] = string(data)
		}
	}
	return files, nil
}
