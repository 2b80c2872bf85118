package lang

import "testing"

func TestDecimalFollowsLanguage(t *testing.T) {
	for _, c := range []struct {
		tag  string
		x    float64
		prec int
		want string
	}{
		{"en", 4, 1, "4.0"},
		{"ru", 4, 1, "4,0"},
		{"ru", 12.25, 2, "12,25"},
		{"ru", 3, 0, "3"},
		{"en", -0.5, 1, "-0.5"},
	} {
		if got := New(c.tag).Decimal(c.x, c.prec); got != c.want {
			t.Errorf("%s Decimal(%v, %d) = %q, want %q", c.tag, c.x, c.prec, got, c.want)
		}
	}
}
