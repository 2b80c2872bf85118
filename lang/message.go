package lang

import (
	"fmt"
	"strings"
)

// message.go: a catalog's messages, their plural forms and their
// placeholders. The catalog files keep go-i18n's JSON format (a message
// is a string, or an object of CLDR plural forms and a description), and
// a placeholder is written as in a Go template, {{.Name}}; but only that
// action is understood, so the game needs neither go-i18n nor
// text/template nor golang.org/x/text's language tables (about 0.8 MB of
// the browser build).

// catalog is one language's messages, by ID.
type catalog map[string]message

// message is a message's text by plural form ("other" for a plain
// string).
type message map[string]string

// CLDR's cardinal plural categories.
const (
	pluralZero  = "zero"
	pluralOne   = "one"
	pluralTwo   = "two"
	pluralFew   = "few"
	pluralMany  = "many"
	pluralOther = "other"
)

// isPluralForm says whether a key of a catalog entry is a plural form
// (the others, such as "description" and "hash", are for translators).
func isPluralForm(k string) bool {
	switch k {
	case pluralZero, pluralOne, pluralTwo, pluralFew, pluralMany, pluralOther:
		return true
	}
	return false
}

// parseCatalog turns a language's merged catalog files (as rawCatalog
// returns them) into messages, checking every placeholder is one fill
// understands.
func parseCatalog(raw map[string]any) (catalog, error) {
	c := make(catalog, len(raw))
	for id, v := range raw {
		m := message{}
		switch x := v.(type) {
		case string:
			m[pluralOther] = x
		case map[string]any:
			for k, f := range x {
				if !isPluralForm(k) {
					continue
				}
				s, ok := f.(string)
				if !ok {
					return nil, fmt.Errorf("%q: form %q is a %T, not a string", id, k, f)
				}
				m[k] = s
			}
			if len(m) == 0 {
				return nil, fmt.Errorf("%q: no plural form (one, few, many, other...)", id)
			}
		default:
			return nil, fmt.Errorf("%q: a %T, not a string or an object of plural forms", id, v)
		}
		for k, s := range m {
			if err := checkPlaceholders(s); err != nil {
				return nil, fmt.Errorf("%q form %s: %w", id, k, err)
			}
		}
		c[id] = m
	}
	return c, nil
}

// checkPlaceholders reports an action in s other than {{.Name}}.
func checkPlaceholders(s string) error {
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			return nil
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			return fmt.Errorf("%q has no closing }}", s[i:])
		}
		if _, ok := placeholderName(s[i+2 : i+j]); !ok {
			return fmt.Errorf("%q is not a placeholder such as {{.Count}}", s[i:i+j+2])
		}
		s = s[i+j+2:]
	}
}

// placeholderName is Name for the inside of {{ .Name }}.
func placeholderName(action string) (string, bool) {
	a := strings.TrimSpace(action)
	if len(a) < 2 || a[0] != '.' {
		return "", false
	}
	for i, r := range a[1:] {
		letter := r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || r > 0x7f
		if !letter && (i == 0 || r < '0' || r > '9') {
			return "", false
		}
	}
	return a[1:], true
}

// fill replaces each {{.Name}} in text by the value that follows Name in
// args (name, value pairs; the first pair of a name wins), printed as fmt
// prints it; a name args lack gives "<no value>", as a Go template does.
func fill(text string, args []any) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(text[:i])
		name, ok := placeholderName(text[i+2 : i+j])
		if !ok {
			b.WriteString(text[i : i+j+2])
		} else if v, found := lookup(args, name); found {
			fmt.Fprint(&b, v)
		} else {
			b.WriteString("<no value>")
		}
		text = text[i+j+2:]
	}
	b.WriteString(text)
	return b.String()
}

// lookup is the value after name in the name, value pairs of args.
func lookup(args []any, name string) (any, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok && k == name {
			return args[i+1], true
		}
	}
	return nil, false
}
