package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"strategema/ai"
	"strategema/engine"
	"strategema/lang"
)

// TestSubcommandHelpInRussian: every subcommand's --help, in Russian,
// names each flag with its help and default in Russian, and none of the
// flag package's English ("(default", "string", "int") is left.
func TestSubcommandHelpInRussian(t *testing.T) {
	setLocale(t, "", "", "ru_RU.UTF-8")
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"arena", "--help"}, []string{"-games число", "число партий", "(по умолчанию 500ms)", "-time-b время", "второй игрок (по умолчанию kolrami)"}},
		{[]string{"engine", "-h"}, []string{"-player строка", "-threads число"}},
		{[]string{"analyse", "--help"}, []string{"-time время", "время на один поиск (по умолчанию 100ms)"}},
		{[]string{"levels", "--help"}, []string{"вместо таблицы"}},
		{[]string{"replay", "--help"}, []string{"использование: strategema-cli replay", "-json"}},
		{[]string{"puzzles", "check", "--help"}, []string{"-parallel число"}},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(c.args, &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			help := errb.String()
			for _, w := range c.want {
				if !strings.Contains(help, w) {
					t.Errorf("help lacks %q:\n%s", w, help)
				}
			}
			for _, en := range []string{"(default", " string\n", " int\n", " duration\n", "usage:"} {
				if strings.Contains(help, en) {
					t.Errorf("help has the English %q:\n%s", en, help)
				}
			}
		})
	}
}

// TestFlagErrorsInTheToolsLanguage: the flag package's complaints come in
// the catalog's words, with exit status 2, in both languages.
func TestFlagErrorsInTheToolsLanguage(t *testing.T) {
	names := strings.Join(ai.Names(), ", ")
	cases := []struct {
		tag  string
		args []string
		want string
	}{
		{"ru", []string{"arena", "--bogus"}, "arena: неизвестный флаг -bogus\n"},
		{"en", []string{"arena", "--bogus"}, "arena: unknown flag -bogus\n"},
		{"ru", []string{"arena", "--time"}, "arena: флагу -time нужно значение\n"},
		{"ru", []string{"analyse", "--time=soon", "x.txt"}, "analyse: неверное значение «soon» флага -time\n"},
		{"en", []string{"engine", "--threads", "many"}, "engine: bad value \"many\" for flag -threads\n"},
		{"ru", []string{"levels", "extra"}, "levels: лишний аргумент \"extra\"\n"},
		{"ru", []string{"replay", "---json", "x"}, "replay: неверная запись флага: ---json\n"},
		{"ru", []string{"arena", "--a", "nobody"}, "arena: неизвестный игрок nobody (нужен один из: " + names + ")\n"},
		{"ru", []string{"arena", "--b", "exec:/no/such/program"}, "arena: программа /no/such/program не найдена\n"},
		{"ru", []string{"engine", "--player", "exec:ls"}, "engine: неизвестный игрок exec:ls (нужен один из: " + names + ")\n"},
	}
	for _, c := range cases {
		t.Run(c.tag+" "+strings.Join(c.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(append([]string{"--lang", c.tag}, c.args...), &out, &errb); code != 2 {
				t.Fatalf("exit %d, want 2 (%s)", code, errb.String())
			}
			if first, _, _ := strings.Cut(errb.String(), "\n"); first+"\n" != c.want {
				t.Fatalf("first line %q, want %q", first+"\n", c.want)
			}
		})
	}
}

// TestArenaReportInRussian: a short match's progress lines and table in
// Russian: the ending, the where of the worst overrun; the JSON keeps its
// English keys and values (an interface).
func TestArenaReportInRussian(t *testing.T) {
	args := []string{"--lang", "ru", "arena", "--a", "random", "--b", "random", "--games", "1", "--time", "5ms", "--max-turns", "2"}
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, w := range []string{"чем кончились партии: присуждённ", "партия 1, ход ", "Арена: random против random, 1 партия"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("report lacks %q:\n%s", w, out.String())
		}
	}
	if !strings.Contains(errb.String(), "(присуждённ") {
		t.Errorf("progress line without the ending in Russian: %q", errb.String())
	}
	for _, en := range []string{"adjudicated", "game 1 turn"} {
		if strings.Contains(out.String()+errb.String(), en) {
			t.Errorf("the Russian report has %q:\n%s%s", en, errb.String(), out.String())
		}
	}
	out.Reset()
	if code := run(append(args, "--json"), &out, &bytes.Buffer{}); code != 0 {
		t.Fatalf("--json: exit %d", code)
	}
	if !strings.Contains(out.String(), `"adjudicated `) || !strings.Contains(out.String(), `"max_overrun_at": "game 1 turn`) {
		t.Fatalf("the JSON's values left English notation:\n%s", out.String())
	}
}

// TestEndingLabel: each ending the arena writes, in Russian.
func TestEndingLabel(t *testing.T) {
	ru := lang.New("ru")
	rule := func() error {
		g := engine.NewGame()
		_, err := g.Apply(engine.Move(mustCell(t, "L1-B2"), mustCell(t, "L1-D3")))
		if err == nil {
			t.Fatal("a three-step Guardian move was accepted")
		}
		return err
	}()
	cases := []struct {
		ending  string
		illegal error
		want    string
	}{
		{"resignation", nil, "сдача"},
		{"500-turn", nil, "правило 500 ходов"},
		{"adjudicated win (+420)", nil, "присуждённая победа (+420)"},
		{"time forfeit (no bestturn by the deadline)", nil, "поражение по времени (no bestturn by the deadline)"},
		{"illegal action (" + rule.Error() + ")", rule, "недопустимое действие (L1-B2>L1-D3: Страж перемещается ортогонально, на один или два шага)"},
		{"illegal action (x)", &illegalTurn{left: 2}, "недопустимое действие (ход не закончен, осталось 2 действия: завершите его словом end)"},
		{"illegal action (x)", &illegalTurn{word: "hold"}, "недопустимое действие (hold: слово после окончания хода)"},
	}
	for _, c := range cases {
		if got := endingLabel(ru, c.ending, c.illegal); got != c.want {
			t.Errorf("endingLabel(%q) = %q, want %q", c.ending, got, c.want)
		}
	}
	var it *illegalTurn
	if !errors.As(error(&illegalTurn{left: 1}), &it) || it.Error() != "the turn is left unfinished with 1 action(s) left: end it with end" {
		t.Fatal("the English of an unfinished turn changed: records keep it")
	}
}
