package ui

import "testing"

// TestTextCacheStaleOnceAKey: the texts are stale the first time, after
// any change of key (the language's included) and after Drop; never twice
// for the same key.
func TestTextCacheStaleOnceAKey(t *testing.T) {
	type key struct{ lang, version int }
	var c TextCache[key]
	steps := []struct {
		key  key
		drop bool
		want bool
	}{
		{key{0, 0}, false, true}, // the first time, even for the zero key
		{key{0, 0}, false, false},
		{key{1, 0}, false, true}, // the language changed
		{key{1, 0}, false, false},
		{key{1, 2}, false, true},
		{key{1, 2}, true, true}, // dropped
		{key{1, 2}, false, false},
	}
	for i, s := range steps {
		if s.drop {
			c.Drop()
		}
		if got := c.Stale(s.key); got != s.want {
			t.Errorf("step %d (%v): stale %v, want %v", i, s.key, got, s.want)
		}
	}
}
