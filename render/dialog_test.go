package render

import (
	"slices"
	"testing"
)

// TestDialogRewrapsOnScaleChange: when the device scale changes (the
// window moves to another monitor), an open dialog wraps its text again
// for the new font size and width.
func TestDialogRewrapsOnScaleChange(t *testing.T) {
	a := newTestApp(t, Options{Quiet: true})
	a.showMessage("Saved game", "The saved game could not be read (a long reason that spans more than one line of the dialog). It was set aside as autosave.bad in the settings folder.")
	run(t, a, 2)
	a.w, a.h = 700, 800 // a narrow window: the dialog's width depends on the scale
	if err := a.pt.SetScale(1, 12); err != nil {
		t.Fatal(err)
	}
	a.dialog.Rects(a.pt, a.w, a.h)
	at1 := slices.Clone(a.dialog.Lines)
	if err := a.pt.SetScale(2, 24); err != nil {
		t.Fatal(err)
	}
	a.dialog.Rects(a.pt, a.w, a.h)
	s := float32(2)
	want := a.pt.Wrap(nil, a.dialog.Text, a.pt.Body, min(560*s, a.w-24*s)-48*s)
	if !slices.Equal(a.dialog.Lines, want) {
		t.Errorf("at scale 2 the dialog shows %d lines wrapped for scale 1 (%q), want %d (%q)", len(a.dialog.Lines), a.dialog.Lines, len(want), want)
	}
	if slices.Equal(at1, want) {
		t.Fatal("the test's text wraps the same at both scales: it cannot tell")
	}
}
