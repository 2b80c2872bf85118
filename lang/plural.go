package lang

// plural.go: which CLDR plural form a count takes, by
// golang.org/x/text/feature/plural (the plural rules behind
// golang.org/x/text/message).

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// pluralTags maps each catalog language to its x/text tag. The tags are
// x/text's predefined values: language.Make would bring the whole
// BCP 47 parser into the browser build for two languages we already know.
var pluralTags = map[string]language.Tag{
	"en": language.English,
	"ru": language.Russian,
}

// pluralForms names x/text's plural forms as the catalogs write them.
var pluralForms = map[plural.Form]string{
	plural.Zero:  pluralZero,
	plural.One:   pluralOne,
	plural.Two:   pluralTwo,
	plural.Few:   pluralFew,
	plural.Many:  pluralMany,
	plural.Other: pluralOther,
}

// pluralForm is the CLDR cardinal plural form of the whole number n in
// the catalog language tag (English: one for 1, other otherwise; Russian:
// one for 1, 21, 31..., few for 2-4, 22-24..., many for the rest). A
// language without a catalog uses other.
func pluralForm(tag string, n int) string {
	t, ok := pluralTags[tag]
	if !ok {
		return pluralOther
	}
	if n < 0 {
		n = -n
	}
	// MatchPlural takes the integer digits modulo 10,000,000, which keeps
	// every last-digits rule of CLDR.
	form := plural.Cardinal.MatchPlural(t, n%10_000_000, 0, 0, 0, 0)
	if s, ok := pluralForms[form]; ok {
		return s
	}
	return pluralOther
}
