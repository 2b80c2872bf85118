package protocol

import (
	"encoding/json"
	"errors"
	"testing"
)

// FuzzDecode: any bytes decode to a checked message or to an *Error, never
// a panic; a decoded message encodes and decodes again to the same type.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"t":"hello","p":1,"game":"abc","secret":"x","v":3}`,
		`{"t":"act","id":"1","v":0,"words":["L2-D2>L2-D4","surge L2-D4"]}`,
		`{"t":"claim","id":"c","claim":"win"}`, `{"t":"ping","n":1}`, `[]`, `{"t":`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) || pe.Code == "" {
				t.Fatalf("Decode(%q): error %v is no *Error with a code", data, err)
			}
			return
		}
		again, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("Marshal(%+v): %v", m, err)
		}
		m2, err := Decode(again)
		if err != nil || m2.T != m.T {
			t.Fatalf("round trip of %q: %+v, %v", again, m2, err)
		}
	})
}
