// progress.go: the learner's best stars, kept by the window.

package lessons

import (
	"encoding/json"
	"fmt"
)

// Progress is the learner's best result per stage: the stars (1–3) of the
// best finished try, by stage key (see Key). The window keeps it; its JSON
// is an object {"lattice/1": 3, ...}.
type Progress map[string]int

// Key names stage i (0-based) of lesson id in a Progress: "capture/2".
func Key(lessonID string, stage int) string { return fmt.Sprintf("%s/%d", lessonID, stage+1) }

// Record keeps stars for the stage when they beat its best; it reports
// whether they did.
func (p Progress) Record(lessonID string, stage, stars int) bool {
	if stars < 1 || stars > 3 {
		return false
	}
	k := Key(lessonID, stage)
	if p[k] >= stars {
		return false
	}
	p[k] = stars
	return true
}

// Stars is the best stars of a stage, 0 when never finished.
func (p Progress) Stars(lessonID string, stage int) int { return p[Key(lessonID, stage)] }

// LessonStars is a lesson's stars: the fewest of its stages' (0 while a
// stage is unfinished).
func (p Progress) LessonStars(l Lesson) int {
	least := 3
	for i := range l.Stages {
		least = min(least, p.Stars(l.ID, i))
	}
	return least
}

// Finished reports whether every stage of the lesson has been finished.
func (p Progress) Finished(l Lesson) bool { return p.LessonStars(l) > 0 }

// MarshalJSON writes the progress as a JSON object (an empty one when nil).
func (p Progress) MarshalJSON() ([]byte, error) {
	if p == nil {
		return []byte("{}"), nil
	}
	return json.Marshal(map[string]int(p))
}

// UnmarshalJSON reads a progress object, dropping entries whose stars are
// not 1–3 (a hand-edited or older file must not break the window).
func (p *Progress) UnmarshalJSON(data []byte) error {
	var m map[string]int
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("lesson progress: %w", err)
	}
	out := Progress{}
	for k, v := range m {
		if v >= 1 && v <= 3 {
			out[k] = v
		}
	}
	*p = out
	return nil
}
