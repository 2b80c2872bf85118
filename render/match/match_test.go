package match

import (
	"errors"
	"strings"
	"testing"
	"time"

	"strategema/assets"
	"strategema/engine"
	"strategema/render/player"
)

func hotseat() [2]player.Player {
	return [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}}
}

var opening = engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)) // L2-D2>L2-D4

// TestActAnimatesThenShows: an action's events are queued; the drawn
// position trails the game until the animations have run, with the move's
// sound at its start, then matches it.
func TestActAnimatesThenShows(t *testing.T) {
	m := New(engine.NewGame(), hotseat())
	before := m.Shown.Hash()
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	if !m.Busy() || m.Shown.Hash() != before {
		t.Fatal("the move is shown before it is animated")
	}
	if e, p := m.Current(); e == nil || e.Type != engine.EvMoved || p != 0 {
		t.Fatalf("current event %v at %v, want the move at its start", e, p)
	}
	var sounds []assets.Sound
	for i := 0; i < 600 && m.Busy(); i++ {
		m.Advance(1.0/60, func(s assets.Sound) { sounds = append(sounds, s) })
	}
	if m.Busy() || m.Shown.Hash() != m.Game.Position().Hash() {
		t.Fatal("after the animations the drawn position differs from the game's")
	}
	if len(sounds) == 0 || sounds[0] != assets.SoundMove {
		t.Errorf("sounds %v, want the move's first", sounds)
	}
	if err := m.Act(engine.Move(engine.NewCell(0, 0, 0), engine.NewCell(3, 7, 7))); err == nil {
		t.Error("an illegal move was played")
	}
}

// TestSelectAsksTheEngine: the selection's destinations are the engine's.
func TestSelectAsksTheEngine(t *testing.T) {
	m := New(engine.NewGame(), hotseat())
	m.Select(opening.From)
	if want := m.Game.Position().Destinations(opening.From); m.Dests != want || !m.Dests.Has(opening.To) {
		t.Fatalf("destinations %v, engine says %v", m.Dests, want)
	}
	if m.SurgeTarget(engine.NoCell) != opening.From {
		t.Error("the selected unit is not the surge target")
	}
	m.Deselect()
	if m.Sel != engine.NoCell || !m.Dests.Empty() {
		t.Error("deselect kept the selection")
	}
}

// drive runs ticks until cond holds or the time runs out.
func drive(t *testing.T, m *Match, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out: %d actions, %s to move", len(m.Game.Actions()), m.Game.Position().ToMove())
		}
		m.Update(1.0/60, 0)
		m.Advance(1.0/30, nil)
		m.Drive(func(s string) { t.Log(s) })
		time.Sleep(time.Millisecond)
	}
}

// TestComputerPlaysAndUndoReturnsToThePerson: the computer answers on its
// goroutine and its turn is traced; undo takes back to the person's own
// last action.
func TestComputerPlaysAndUndoReturnsToThePerson(t *testing.T) {
	m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, player.NewRandom(7)})
	for _, a := range []engine.Action{opening, engine.Simple(engine.ActHold)} {
		if err := m.Act(a); err != nil {
			t.Fatal(err)
		}
	}
	n := len(m.Game.Actions())
	drive(t, m, func() bool {
		p := m.Game.Position()
		return p.ToMove() == engine.Cerulean && p.Turn() == 3 && !m.Busy()
	})
	if m.TrailSide != engine.Amber || m.TrailAt != len(m.Game.Actions()) {
		t.Errorf("trail of %s at %d, want Amber's latest turn at %d", m.TrailSide, m.TrailAt, len(m.Game.Actions()))
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := len(m.Game.Actions()); got != n-1 || m.Game.Position().ToMove() != engine.Cerulean {
		t.Fatalf("undo left %d actions with %s to move, want %d with Cerulean", got, m.Game.Position().ToMove(), n-1)
	}
}

// TestExhibitionPauseAndStep: a paused exhibition plays nothing; a step
// plays exactly one action.
func TestExhibitionPauseAndStep(t *testing.T) {
	m := New(engine.NewGame(), [2]player.Player{player.NewRandom(1), player.NewRandom(2)})
	m.Update(0, 0)
	if !m.Exhibition {
		t.Fatal("two computers are not an exhibition")
	}
	m.TogglePause()
	for i := 0; i < 100; i++ {
		m.Update(1, 0)
		m.Advance(1, nil)
		m.Drive(func(string) {})
	}
	if n := len(m.Game.Actions()); n != 0 {
		t.Fatalf("%d actions played while paused", n)
	}
	m.Step()
	drive(t, m, func() bool { return len(m.Game.Actions()) >= 1 && !m.Busy() })
	for i := 0; i < 100; i++ {
		m.Update(1, 0)
		m.Advance(1, nil)
		m.Drive(func(string) {})
		time.Sleep(time.Millisecond)
	}
	if n := len(m.Game.Actions()); n != 1 {
		t.Errorf("a step played %d actions, want 1", n)
	}
}

// TestNotesKeepTheirPlace: a note stays in the log across a rebuild and
// goes when the events before it are undone.
func TestNotesKeepTheirPlace(t *testing.T) {
	m := New(engine.NewGame(), hotseat())
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	m.Note("a window note", engine.Cerulean)
	has := func() bool {
		for _, l := range m.Log {
			if l.Note && l.Text == "a window note" {
				return true
			}
		}
		return false
	}
	m.Resync()
	if !has() {
		t.Fatal("the note left the log on a rebuild")
	}
	if err := m.Act(engine.Simple(engine.ActHold)); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil || !has() {
		t.Fatalf("undoing a later action dropped the note (%v)", err)
	}
	if err := m.Undo(); err != nil || has() {
		t.Fatalf("undoing the note's action kept it (%v)", err)
	}
}

// TestRecordNamesThePlayers: the record has both commanders' names and
// replays to the game's position.
func TestRecordNamesThePlayers(t *testing.T) {
	m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, player.NewRandom(3)})
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	rec := string(m.Record())
	if !strings.Contains(rec, "Random drone") {
		t.Errorf("record lacks the computer's name:\n%s", rec)
	}
	g, _, err := engine.LoadRecord([]byte(rec))
	if err != nil || g.Position().Hash() != m.Game.Position().Hash() {
		t.Fatalf("record does not replay to the game (%v)", err)
	}
}

// TestResultText names the winner and the reason, and nothing while the
// game goes on.
func TestResultText(t *testing.T) {
	g := engine.NewGame()
	if s := ResultText(g.Position()); s != "" {
		t.Errorf("a game in progress reads %q", s)
	}
	if _, err := g.Apply(engine.Simple(engine.ActResign)); err != nil {
		t.Fatal(err)
	}
	if s := ResultText(g.Position()); s != "Amber wins — by resignation" {
		t.Errorf("after Cerulean resigns: %q", s)
	}
}

// TestResignationIsFinal: no undo takes a resignation back.
func TestResignationIsFinal(t *testing.T) {
	m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	if !m.UndoAllowed() {
		t.Fatal("a move cannot be undone")
	}
	if err := m.Act(engine.Simple(engine.ActResign)); err != nil {
		t.Fatal(err)
	}
	if m.UndoAllowed() {
		t.Error("undo is offered after a resignation")
	}
	if err := m.Undo(); !errors.Is(err, ErrResigned) {
		t.Errorf("Undo after a resignation: %v, want ErrResigned", err)
	}
	if !m.Game.Position().Over() || len(m.Game.Actions()) != 2 {
		t.Error("the resignation was taken back")
	}
}

// TestUndoLeavesALine: an undo says in the log what it took back, in a
// player's words.
func TestUndoLeavesALine(t *testing.T) {
	m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	if err := m.Act(opening); err != nil {
		t.Fatal(err)
	}
	start := m.Game.Initial()
	kind := start.Unit(start.UnitAt(opening.From)).Kind.Title()
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	want := "Undone: Cerulean's " + kind + " " + opening.From.String() + " → " + opening.To.String()
	last := m.Log[len(m.Log)-1]
	if last.Text != want || !last.Note {
		t.Fatalf("the log ends %q, want the note %q", last.Text, want)
	}
	if err := m.Act(engine.Simple(engine.ActHold)); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range m.Log {
		if strings.HasPrefix(l.Text, "Undone: ") {
			n++
		}
	}
	if n != 2 || m.Log[len(m.Log)-1].Text != "Undone: Cerulean's hold" {
		t.Errorf("after two undos the log has %d undo lines, ending %q", n, m.Log[len(m.Log)-1].Text)
	}
}

// TestShowTurn: a turn shown on a position is its Hint until an action
// is played that is not its first.
func TestShowTurn(t *testing.T) {
	m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "C"}, player.Human{Label: "A"}})
	best := []engine.Action{engine.Move(engine.NewCell(1, 3, 1), engine.NewCell(1, 3, 3)), engine.Simple(engine.ActHold)}
	m.ShowTurn(best)
	if h := m.Hint(); len(h) != 2 || h[0] != best[0] {
		t.Fatalf("hint %v, want %v", h, best)
	}
	m.ShowTurn(nil)
	if h := m.Hint(); h != nil {
		t.Fatalf("cleared hint %v", h)
	}
}

// TestLoggedQuietTurns: the log shows a turn's close only at the quiet
// count's milestones (each hundred, every ten from 450, each from 490),
// every other event always.
func TestLoggedQuietTurns(t *testing.T) {
	for _, tc := range []struct {
		e    engine.Event
		want bool
	}{
		{engine.Event{Type: engine.EvTurnClosed, Counter: 0}, false},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 1}, false},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 26}, false},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 100}, true},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 300}, true},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 455}, false},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 460}, true},
		{engine.Event{Type: engine.EvTurnClosed, Counter: 493}, true},
		{engine.Event{Type: engine.EvEngaged}, true},
		{engine.Event{Type: engine.EvHandOver}, true},
		{engine.Event{Type: engine.EvTurnEnded}, true},
	} {
		if got := Logged(tc.e); got != tc.want {
			t.Errorf("Logged(%v, counter %d) = %v, want %v", tc.e.Type, tc.e.Counter, got, tc.want)
		}
	}
}

// TestNoUndoOnceTheGameIsOver: a finished game (drawn by agreement here,
// resigned, won) offers no undo; its replay is where it is looked at.
func TestNoUndoOnceTheGameIsOver(t *testing.T) {
	endings := []struct {
		name string
		acts []engine.Action
		want error
	}{
		{"drawn by agreement", []engine.Action{opening, engine.Simple(engine.ActOfferDraw), engine.Simple(engine.ActAcceptDraw)}, ErrOver},
		{"resigned", []engine.Action{opening, engine.Simple(engine.ActResign)}, ErrResigned},
	}
	for _, e := range endings {
		t.Run(e.name, func(t *testing.T) {
			m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
			for i, act := range e.acts {
				if !m.UndoAllowed() && i > 1 {
					t.Fatalf("undo refused before the game ended (action %d)", i)
				}
				if err := m.Act(act); err != nil {
					t.Fatalf("%v: %v", act, err)
				}
			}
			if !m.Game.Position().Over() {
				t.Fatal("the game is not over")
			}
			if m.UndoAllowed() {
				t.Error("undo is offered once the game is over")
			}
			n := len(m.Game.Actions())
			if err := m.Undo(); !errors.Is(err, e.want) {
				t.Errorf("Undo: %v, want %v", err, e.want)
			}
			if len(m.Game.Actions()) != n || !m.Game.Position().Over() {
				t.Error("the ending was taken back")
			}
		})
	}
}

// TestNoSuggestOnline: Suggest is offered to a person playing the
// computer, never in a game played online against a person.
func TestNoSuggestOnline(t *testing.T) {
	for _, online := range []bool{false, true} {
		m := New(engine.NewGame(), [2]player.Player{player.Human{Label: "Cerulean"}, player.NewRandom(1)})
		m.Online = online
		if got := m.CanSuggest(); got == online {
			t.Errorf("online %v: CanSuggest() = %v", online, got)
		}
	}
}
