package match

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"strategema/ai"
	"strategema/lang"
)

// aiDrawReasons reads ai's source for the reasons its AnswerDraw and
// WantsDraw methods return (a string literal, or fmt.Sprintf's format),
// with sample figures in place of the verbs: %s a commander's name,
// %+d an evaluation, %d a count.
func aiDrawReasons(t *testing.T, name string) []string {
	t.Helper()
	files, err := filepath.Glob("../../ai/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no ai sources: %v", err)
	}
	verbs := strings.NewReplacer("%s", name, "%+d", "-37", "%d", "7")
	var out []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil || (fn.Name.Name != "AnswerDraw" && fn.Name.Name != "WantsDraw") {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				ret, ok := n.(*ast.ReturnStmt)
				if !ok || len(ret.Results) != 2 {
					return true
				}
				var lit *ast.BasicLit
				switch e := ret.Results[1].(type) {
				case *ast.BasicLit:
					lit = e
				case *ast.CallExpr:
					if len(e.Args) > 0 {
						lit, _ = e.Args[0].(*ast.BasicLit)
					}
				}
				if lit == nil || lit.Kind != token.STRING {
					t.Errorf("%s: %s returns a reason that is not a literal nor a Sprintf of one", fset.Position(ret.Pos()), fn.Name.Name)
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				if s != "" {
					out = append(out, verbs.Replace(s))
				}
				return true
			})
		}
	}
	return out
}

// latin finds a Latin word of two letters or more.
var latin = regexp.MustCompile(`[A-Za-z]{2,}`)

// TestEveryDrawReasonIsTranslated: every reason ai's draw methods can
// give has a catalog message; in Russian it keeps its figures and holds
// no English, the commander's name included.
func TestEveryDrawReasonIsTranslated(t *testing.T) {
	ru := lang.New("ru")
	reasons := aiDrawReasons(t, "Lt. Cmdr. Data")
	if len(reasons) < 9 {
		t.Fatalf("found %d reasons in ai, want the 9 known: %q", len(reasons), reasons)
	}
	for _, why := range reasons {
		if _, _, ok := drawReasonID(why); !ok {
			t.Errorf("ai's reason %q has no catalog message (drawReasons)", why)
			continue
		}
		got := DrawReasonIn(ru, why)
		if w := latin.FindString(got); w != "" {
			t.Errorf("%q in Russian is %q, with English %q", why, got, w)
		}
		for _, fig := range regexp.MustCompile(`[+-]?\d+`).FindAllString(why, -1) {
			if !strings.Contains(got, fig) {
				t.Errorf("%q in Russian is %q, without %s", why, got, fig)
			}
		}
		if en := DrawReasonIn(lang.New("en"), why); en != why {
			t.Errorf("%q in English is %q", why, en)
		}
	}
}

// TestDrawReasonPlurals: the quiet turns agree with their number.
func TestDrawReasonPlurals(t *testing.T) {
	ru := lang.New("ru")
	for n, want := range map[int]string{1: "1 тихий ход", 3: "3 тихих хода", 12: "12 тихих ходов"} {
		why := "Grandmaster Kolrami offers a draw: the position is level and locked (" + strconv.Itoa(n) + " quiet turns)"
		got := DrawReasonIn(ru, why)
		if !strings.Contains(got, want) || !strings.HasPrefix(got, "Гроссмейстер Колрами") {
			t.Errorf("%q in Russian is %q, want %q in it", why, got, want)
		}
	}
	if got := DrawReasonIn(ru, "an unknown reason"); got != "an unknown reason" {
		t.Errorf("an unknown reason becomes %q", got)
	}
}

// TestCommanderNames: every level's title, as ai writes it in a reason,
// has its name in the catalog.
func TestCommanderNames(t *testing.T) {
	ru := lang.New("ru")
	for _, l := range ai.Levels() {
		if got := CommanderName(ru, l.Title); got == l.Title || latin.MatchString(got) {
			t.Errorf("%s is %q in Russian", l.Title, got)
		}
	}
}
