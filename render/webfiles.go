package render

import (
	"errors"
	"io"
	"io/fs"
	"strings"
	"time"
)

// oneFile is a file system holding one file: a record from the picker.
type oneFile struct {
	name string
	data []byte
	err  error
}

func (o oneFile) base() string {
	n := o.name
	if i := strings.LastIndexAny(n, `/\`); i >= 0 {
		n = n[i+1:]
	}
	if n == "" || n == "." || n == ".." || !fs.ValidPath(n) {
		n = "record.sgr"
	}
	return n
}

// Open implements fs.FS.
func (o oneFile) Open(name string) (fs.File, error) {
	switch name {
	case ".":
		return &oneDir{f: o}, nil
	case o.base():
		if o.err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: o.err}
		}
		return &openFile{info: fileInfo{name: name, size: int64(len(o.data))}, r: strings.NewReader(string(o.data))}, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

type fileInfo struct {
	name string
	size int64
	dir  bool
}

func (i fileInfo) Name() string { return i.name }
func (i fileInfo) Size() int64  { return i.size }
func (i fileInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}
func (i fileInfo) ModTime() time.Time         { return time.Time{} }
func (i fileInfo) IsDir() bool                { return i.dir }
func (i fileInfo) Sys() any                   { return nil }
func (i fileInfo) Type() fs.FileMode          { return i.Mode().Type() }
func (i fileInfo) Info() (fs.FileInfo, error) { return i, nil }

type openFile struct {
	info fileInfo
	r    *strings.Reader
}

func (f *openFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *openFile) Read(b []byte) (int, error) { return f.r.Read(b) }
func (f *openFile) Close() error               { return nil }

type oneDir struct {
	f    oneFile
	done bool
}

func (d *oneDir) Stat() (fs.FileInfo, error) { return fileInfo{name: ".", dir: true}, nil }
func (d *oneDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: ".", Err: errors.New("is a directory")}
}
func (d *oneDir) Close() error { return nil }

// ReadDir implements fs.ReadDirFile.
func (d *oneDir) ReadDir(n int) ([]fs.DirEntry, error) {
	if d.done {
		if n > 0 {
			return nil, io.EOF
		}
		return nil, nil
	}
	d.done = true
	return []fs.DirEntry{fileInfo{name: d.f.base(), size: int64(len(d.f.data))}}, nil
}
