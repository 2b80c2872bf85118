//go:build js

package store

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"syscall/js"
)

// Local is a Backend on the browser's localStorage, keys prefixed
// "strategema/". localStorage writes are atomic per key.
type Local struct{ ls js.Value }

const lsPrefix = "strategema/"

// DefaultBackend is localStorage, or an error where the browser has none.
func DefaultBackend() (Backend, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("browser storage: localStorage is not available")
	}
	return &Local{ls: ls}, nil
}

// Read implements Backend.
func (l *Local) Read(name string) ([]byte, error) {
	v := l.ls.Call("getItem", lsPrefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return []byte(v.String()), nil
}

// Write implements Backend.
func (l *Local) Write(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil { // quota exceeded surfaces as a JS exception
			err = fmt.Errorf("write %s: %v", name, r)
		}
	}()
	l.ls.Call("setItem", lsPrefix+name, string(data))
	return nil
}

// Rename implements Backend.
func (l *Local) Rename(from, to string) error {
	d, err := l.Read(from)
	if err != nil {
		return err
	}
	if err := l.Write(to, d); err != nil {
		return err
	}
	l.ls.Call("removeItem", lsPrefix+from)
	return nil
}

// List implements Backend.
func (l *Local) List(suffix string) ([]string, error) {
	n := l.ls.Get("length").Int()
	var out []string
	for i := 0; i < n; i++ {
		k := l.ls.Call("key", i).String()
		if name, ok := strings.CutPrefix(k, lsPrefix); ok && strings.HasSuffix(name, suffix) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out, nil
}

// Where implements Backend.
func (l *Local) Where() string { return "browser storage" }
