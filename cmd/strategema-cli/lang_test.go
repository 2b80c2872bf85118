package main

import (
	"bytes"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"strategema/engine"
	"strategema/lang"
)

// testEN is the English printer the subcommands' own tests run under.
var testEN = lang.New("en")

// setLocale sets the POSIX locale variables for one test, the others empty.
func setLocale(t *testing.T, lcAll, lcMessages, langVar string) {
	t.Helper()
	t.Setenv("LC_ALL", lcAll)
	t.Setenv("LC_MESSAGES", lcMessages)
	t.Setenv("LANG", langVar)
}

// TestReplayNamesTheRuleInTheLocalesLanguage: the language of replay's
// errors follows LC_ALL, LC_MESSAGES and LANG, and --lang overrides them.
func TestReplayNamesTheRuleInTheLocalesLanguage(t *testing.T) {
	path := writeFile(t, "1C: hold, end\n1A: L1-B7>L1-D6\n")
	const ru = "строка 2: L1-B7>L1-D6: Страж перемещается ортогонально, на один или два шага\n"
	const en = "line 2: L1-B7>L1-D6: a Guardian moves orthogonally, one or two steps\n"
	cases := []struct {
		name               string
		lcAll, lcMsg, lang string
		args               []string
		want               string
	}{
		{"LANG ru", "", "", "ru_RU.UTF-8", nil, ru},
		{"LC_MESSAGES over LANG", "", "ru_RU.UTF-8", "en_GB.UTF-8", nil, ru},
		{"LC_ALL over LC_MESSAGES", "en_US.UTF-8", "ru_RU.UTF-8", "ru_RU.UTF-8", nil, en},
		{"C locale", "C", "", "ru_RU.UTF-8", nil, en},
		{"no locale", "", "", "", nil, en},
		{"--lang ru over the locale", "en_US.UTF-8", "", "", []string{"--lang", "ru"}, ru},
		{"--lang=en over the locale", "", "", "ru_RU.UTF-8", []string{"--lang=en"}, en},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			setLocale(t, c.lcAll, c.lcMsg, c.lang)
			var out, errb bytes.Buffer
			code := run(append(append([]string{}, c.args...), "replay", path), &out, &errb)
			if code != 1 {
				t.Fatalf("exit %d, want 1 (stderr %q)", code, errb.String())
			}
			if errb.String() != c.want {
				t.Fatalf("stderr %q, want %q", errb.String(), c.want)
			}
		})
	}
}

func TestLangFlagErrors(t *testing.T) {
	setLocale(t, "", "", "ru_RU.UTF-8")
	for _, args := range [][]string{{"--lang"}, {"--lang", "fr", "perft", "1"}, {"-lang=xx"}} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 {
			t.Fatalf("%v: exit %d", args, code)
		}
		if !strings.Contains(errb.String(), "--lang принимает en или ru") {
			t.Fatalf("%v: stderr %q", args, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"--lang", "ru", "help"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "использование:") {
		t.Fatalf("help in Russian: exit %d, %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"--lang", "en", "help"}, &out, &errb); code != 0 || !strings.HasPrefix(out.String(), "usage:") {
		t.Fatalf("help in English: exit %d, %q", code, out.String())
	}
}

// TestReplayTextInRussian: replay's board summary and perft's answer in
// Russian, with Russian plural forms.
func TestReplayTextInRussian(t *testing.T) {
	setLocale(t, "", "", "ru_RU.UTF-8")
	cases := []struct{ record, want string }{
		{"1C: hold\n", "Ход 1, ходит Лазурь, осталось 1 действие."},
		{"1C: hold, hold\n", "Ход 2, ходит Янтарь, осталось 2 действия."},
		{"1C: resign\n0-1\n", "Результат: 0-1 (сдача)"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		if code := run([]string{"replay", writeFile(t, c.record)}, &out, &errb); code != 0 {
			t.Fatalf("%q: exit %d: %s", c.record, code, errb.String())
		}
		if !strings.Contains(out.String(), c.want) {
			t.Fatalf("%q: output\n%s\nwant %q", c.record, out.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"perft", "2"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "последовательност") {
		t.Fatalf("perft: exit %d, %q", code, out.String())
	}
	if code := run([]string{"perft", "x"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "N должно быть числом от 0 до 8") {
		t.Fatalf("perft x: exit %d, %q", code, errb.String())
	}
}

// TestRecordsTravelBetweenLanguages: a record written while the tool
// speaks Russian (a random game's record, annotated by analyse in Russian)
// replays under English to the same game, and the other way round.
func TestRecordsTravelBetweenLanguages(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 3; i++ {
		g := engine.NewGame()
		if err := engine.RandomPlayout(g, rng, 200+400*i, nil); err != nil {
			t.Fatal(err)
		}
		record := engine.RecordOf(g, engine.Header{Key: "Event", Value: "Тест"}).String()
		dir := t.TempDir()
		path := filepath.Join(dir, "game.txt")
		if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
			t.Fatal(err)
		}
		boards := map[string]string{}
		for _, tag := range []string{"ru", "en"} {
			var out, errb bytes.Buffer
			if code := run([]string{"--lang", tag, "replay", "--json", path}, &out, &errb); code != 0 {
				t.Fatalf("%s: exit %d: %s", tag, code, errb.String())
			}
			boards[tag] = out.String()
		}
		if boards["ru"] != boards["en"] {
			t.Fatalf("game %d: the record replays differently in Russian and English", i)
		}
		var ruText, enText bytes.Buffer
		run([]string{"--lang", "ru", "replay", path}, &ruText, &bytes.Buffer{})
		run([]string{"--lang", "en", "replay", path}, &enText, &bytes.Buffer{})
		if board(ruText.String()) != board(enText.String()) || ruText.String() == enText.String() {
			t.Fatalf("game %d: the boards differ or the summaries are not translated:\n%s\n%s", i, ruText.String(), enText.String())
		}
	}
}

// board is replay's text output without its summary lines (the board
// drawing, the same in every language).
func board(s string) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[:10], "\n")
}
