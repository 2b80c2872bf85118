// Package lang is STRATEGEMA's message catalog: every word a player reads,
// in English and Russian, looked up by a stable message ID. The catalogs
// are message files in go-i18n's JSON format (catalog/en.json,
// catalog/ru.json, and a file a topic such as catalog/lessons.en.json),
// embedded and read by this package itself (message.go; the browser
// build embeds them packed, catalog.pack: after editing a catalog, run
// go generate ./lang, or TestCatalogPackMatches fails),
// so a language is one file; plural forms follow CLDR's rules for the
// language (Russian: one, few, many, other), chosen by
// golang.org/x/text/feature/plural (plural.go), and placeholders are named
// ({{.Count}}, {{.Cell}}), so a translator sees what each one is.
//
// Game records stay language-neutral: cells (L2-D4) and the record's words
// (surge, hold, end) are notation, like chess's e4, and are never looked
// up here.
package lang

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"sync"
)

// Language is one language the game speaks.
type Language struct {
	Tag  string // the BCP 47 tag: "en", "ru"
	Name string // its own name for itself: "English", "Русский"
}

// Languages lists the languages the catalogs cover, English first.
func Languages() []Language {
	return []Language{{"en", "English"}, {"ru", "Русский"}}
}

// Default is the language used when the system's is not one of ours.
const Default = "en"

// theCatalogs holds every language's parsed catalog, by tag: built once,
// never written after.
var theCatalogs = sync.OnceValues(func() (map[string]catalog, error) {
	all := map[string]catalog{}
	for _, l := range Languages() {
		raw, err := rawCatalog(l.Tag)
		if err != nil {
			return nil, err
		}
		c, err := parseCatalog(raw)
		if err != nil {
			return nil, fmt.Errorf("lang: catalog %s: %w", l.Tag, err)
		}
		all[l.Tag] = c
	}
	return all, nil
})

// catalogNames lists a language's catalog files: catalog/TAG.json, the
// window's and the tool's words, and catalog/TOPIC.TAG.json, one a topic
// (lessons.ru.json, puzzles.en.json...), so that long texts keep files of
// their own.
func catalogNames(tag string) []string {
	entries, err := fs.ReadDir(catalogFiles, "catalog")
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if n == tag+".json" || strings.HasSuffix(n, "."+tag+".json") {
			names = append(names, "catalog/"+n)
		}
	}
	return names
}

// Printer looks messages up in one language. A message without
// placeholders is cached after its first lookup, so a frame that draws
// the same labels allocates nothing for them.
type Printer struct {
	tag   string
	cat   catalog
	mu    sync.Mutex
	plain map[string]string
}

// New returns a Printer for tag ("ru", "ru-RU", "en_GB.UTF-8"...); a tag
// the catalogs do not cover gets English.
func New(tag string) *Printer {
	t := Match(tag)
	cats, err := theCatalogs()
	if err != nil {
		// The catalogs are embedded and tested; a broken one is a build
		// error, caught by the package's tests.
		panic(err)
	}
	return &Printer{tag: t, cat: cats[t], plain: map[string]string{}}
}

// Lang is the printer's language tag.
func (p *Printer) Lang() string { return p.tag }

// T is the message id without placeholders.
func (p *Printer) T(id string) string {
	p.mu.Lock()
	s, ok := p.plain[id]
	p.mu.Unlock()
	if ok {
		return s
	}
	s = p.localize(id, pluralOther, nil)
	p.mu.Lock()
	p.plain[id] = s
	p.mu.Unlock()
	return s
}

// F is the message id with its named placeholders filled from args, given
// as name, value pairs: F("log.moved", "Unit", "Striker", "Cell", "L2-D4").
func (p *Printer) F(id string, args ...any) string {
	return p.localize(id, pluralOther, args)
}

// N is the message id in the plural form for n, which fills {{.Count}};
// args add other placeholders as in F.
func (p *Printer) N(id string, n int, args ...any) string {
	return p.localize(id, pluralForm(p.tag, n), append([]any{"Count", n}, args...))
}

// localize is message id's text in the plural form, its placeholders
// filled from the name, value pairs in args. A message missing in the
// printer's language, or missing that plural form, shows its ID, which a
// player can report and a test catches; it never stops the game.
func (p *Printer) localize(id, form string, args []any) string {
	m, ok := p.cat[id]
	if !ok {
		return "[" + id + "]"
	}
	text, ok := m[form]
	if !ok {
		return "[" + id + "]"
	}
	return fill(text, args)
}

// Match maps a locale as systems write it ("ru_RU.UTF-8", "ru-RU", "RU",
// "C", "") to the catalog language that serves it, English by default.
func Match(locale string) string {
	s := strings.ToLower(strings.TrimSpace(locale))
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	s = strings.ReplaceAll(s, "_", "-")
	base, _, _ := strings.Cut(s, "-")
	for _, l := range Languages() {
		if base == l.Tag {
			return l.Tag
		}
	}
	return Default
}

// FromEnv is the language the POSIX locale variables ask for, read
// through getenv in their order of precedence (LC_ALL, LC_MESSAGES,
// LANG); "" when none is set.
func FromEnv(getenv func(string) string) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			if v == "C" || v == "POSIX" {
				return Default
			}
			return Match(v)
		}
	}
	return ""
}

// rawCatalog is a language's catalog files as JSON, merged: message ID ->
// a string, or a map of plural forms (and "description") to strings. An
// ID given by two files is an error.
func rawCatalog(tag string) (map[string]any, error) {
	names := catalogNames(tag)
	if len(names) == 0 {
		return nil, fmt.Errorf("lang: no catalog for %q", tag)
	}
	all := map[string]any{}
	for _, name := range names {
		data, err := fs.ReadFile(catalogFiles, name)
		if err != nil {
			return nil, fmt.Errorf("lang: catalog %s: %w", name, err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("lang: catalog %s: %w", name, err)
		}
		for id, v := range m {
			if _, dup := all[id]; dup {
				return nil, fmt.Errorf("lang: catalog %s: %q is also in another %s file", name, id, tag)
			}
			all[id] = v
		}
	}
	return all, nil
}
