package lessons

import (
	"encoding/json"
	"testing"
)

func TestProgressKeepsTheBest(t *testing.T) {
	p := Progress{}
	steps := []struct {
		stage, stars int
		better       bool
		best         int
	}{
		{0, 1, true, 1},
		{0, 3, true, 3},
		{0, 2, false, 3},
		{0, 4, false, 3},
		{1, 0, false, 0},
		{1, 2, true, 2},
	}
	for i, s := range steps {
		if got := p.Record("capture", s.stage, s.stars); got != s.better {
			t.Errorf("step %d: Record = %v, want %v", i, got, s.better)
		}
		if got := p.Stars("capture", s.stage); got != s.best {
			t.Errorf("step %d: best %d, want %d", i, got, s.best)
		}
	}
	if Key("capture", 1) != "capture/2" {
		t.Errorf("key %q", Key("capture", 1))
	}
}

func TestLessonStars(t *testing.T) {
	l := Lesson{ID: "victory", Stages: make([]Stage, 3)}
	p := Progress{}
	if p.Finished(l) {
		t.Fatal("an empty progress finished a lesson")
	}
	p.Record("victory", 0, 3)
	p.Record("victory", 1, 2)
	if p.Finished(l) || p.LessonStars(l) != 0 {
		t.Fatalf("two of three stages: finished %v, %d stars", p.Finished(l), p.LessonStars(l))
	}
	p.Record("victory", 2, 3)
	if !p.Finished(l) || p.LessonStars(l) != 2 {
		t.Fatalf("all stages: finished %v, %d stars, want 2", p.Finished(l), p.LessonStars(l))
	}
}

func TestProgressJSON(t *testing.T) {
	p := Progress{}
	p.Record("lattice", 0, 3)
	p.Record("combat", 1, 2)
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `{"combat/2":2,"lattice/1":3}` {
		t.Fatalf("JSON %s", data)
	}
	var back Progress
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if len(back) != 2 || back.Stars("lattice", 0) != 3 || back.Stars("combat", 1) != 2 {
		t.Fatalf("read back %v", back)
	}
	var nilp Progress
	if data, _ := json.Marshal(nilp); string(data) != "{}" {
		t.Fatalf("nil progress: %s", data)
	}
	var cleaned Progress
	if err := json.Unmarshal([]byte(`{"a/1":5,"b/1":0,"c/1":2}`), &cleaned); err != nil {
		t.Fatal(err)
	}
	if len(cleaned) != 1 || cleaned["c/1"] != 2 {
		t.Fatalf("out-of-range stars kept: %v", cleaned)
	}
	if err := json.Unmarshal([]byte(`[1,2]`), &cleaned); err == nil {
		t.Fatal("a JSON array read as progress")
	}
}
