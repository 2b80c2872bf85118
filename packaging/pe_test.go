package packaging

import (
	"debug/pe"
	"encoding/binary"
	"fmt"
)

// Resource types in a PE file's resource section.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
)

// peResources reads the resources of a PE file: for each resource type
// ID, the data of each of its resources (every name and language). Named
// types are left out.
func peResources(f *pe.File) (map[uint32][][]byte, error) {
	sec := f.Section(".rsrc")
	if sec == nil {
		return nil, fmt.Errorf("no .rsrc section")
	}
	data, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf("reading .rsrc: %w", err)
	}
	out := map[uint32][][]byte{}
	// walk visits the directory at off; typ is the type ID once known
	// (depth 1 and below).
	var walk func(off uint32, depth int, typ uint32) error
	walk = func(off uint32, depth int, typ uint32) error {
		if depth > 3 || int(off)+16 > len(data) {
			return fmt.Errorf("bad resource directory at %#x", off)
		}
		named := binary.LittleEndian.Uint16(data[off+12:])
		ids := binary.LittleEndian.Uint16(data[off+14:])
		for i := 0; i < int(named)+int(ids); i++ {
			e := int(off) + 16 + 8*i
			if e+8 > len(data) {
				return fmt.Errorf("resource entry %d at %#x past the section", i, e)
			}
			name := binary.LittleEndian.Uint32(data[e:])
			target := binary.LittleEndian.Uint32(data[e+4:])
			t := typ
			if depth == 0 {
				if name&0x80000000 != 0 {
					continue // a named type
				}
				t = name
			}
			if target&0x80000000 != 0 {
				if err := walk(target&0x7fffffff, depth+1, t); err != nil {
					return err
				}
				continue
			}
			// A data entry: the RVA and size of the resource's bytes.
			if int(target)+16 > len(data) {
				return fmt.Errorf("resource data entry at %#x past the section", target)
			}
			rva := binary.LittleEndian.Uint32(data[target:])
			size := binary.LittleEndian.Uint32(data[target+4:])
			start := int64(rva) - int64(sec.VirtualAddress)
			if start < 0 || start+int64(size) > int64(len(data)) {
				return fmt.Errorf("resource data at RVA %#x (%d bytes) outside .rsrc", rva, size)
			}
			out[t] = append(out[t], data[start:start+int64(size)])
		}
		return nil
	}
	if err := walk(0, 0, 0); err != nil {
		return nil, err
	}
	return out, nil
}

// utf16le encodes s (ASCII) as the UTF-16LE bytes Windows resources use.
func utf16le(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}
