package ui

import "testing"

// TestTextCacheStaleOnceAKey: the texts are stale the first time, after
// any change of key (the language's included, a text's, a thing's) and
// after Drop; never twice for the same key.
func TestTextCacheStaleOnceAKey(t *testing.T) {
	a, b := new(int), new(int)
	var c TextCache
	steps := []struct {
		key  TextKey
		drop bool
		want bool
	}{
		{TextKey{}, false, true}, // the first time, even for the zero key
		{TextKey{}, false, false},
		{TextKey{N: [4]int{1}}, false, true}, // the language changed
		{TextKey{N: [4]int{1}}, false, false},
		{TextKey{N: [4]int{1, 2}}, false, true},
		{TextKey{N: [4]int{1, 2}}, true, true}, // dropped
		{TextKey{N: [4]int{1, 2}}, false, false},
		{TextKey{N: [4]int{1, 2}, Text: "x"}, false, true},
		{TextKey{N: [4]int{1, 2}, Text: "x", Of: a}, false, true},
		{TextKey{N: [4]int{1, 2}, Text: "x", Of: a}, false, false},
		{TextKey{N: [4]int{1, 2}, Text: "x", Of: b}, false, true},
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
