package input

import (
	"io/fs"
	"strings"

	"strategema/internal/packfs"
)

// oneFile is a file system holding one file: a record from the picker.
type oneFile struct {
	name string
	data []byte
	err  error
}

// base is the file's name in the FS: the last element of the picked name,
// or record.sgr where that is no valid name.
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

// Open implements fs.FS: the folder "." holds the file under its base
// name, and a failed pick fails to open.
func (o oneFile) Open(name string) (fs.File, error) {
	if o.err != nil && name == o.base() {
		return nil, &fs.PathError{Op: "open", Path: name, Err: o.err}
	}
	return packfs.FS{o.base(): string(o.data)}.Open(name)
}
