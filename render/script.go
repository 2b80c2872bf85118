package render

import "strategema/render/input"

// scriptInput is the tests' input.Source: it replays prepared ticks.
// Each step fills the frame given the app (so it can aim at where a cell
// is drawn now) and returns true when done; a step returning false runs again next tick
// (waiting for the animations, say). After the last step it reports no
// input.
//
// The pointer's position, TouchScreen and DPR carry over from tick to tick
// (a step sets them once); DragY is worked out from the steps' presses and
// moves as the live input does.
type scriptInput struct {
	Steps []func(a *App, f *input.Frame) bool
	app   *App
	i     int
	drag  input.DragTrack
}

// Poll implements input.Source.
func (s *scriptInput) Poll(f *input.Frame) {
	*f = input.Frame{Keys: f.Keys[:0], Held: f.Held[:0], MX: f.MX, MY: f.MY, TouchScreen: f.TouchScreen, DPR: f.DPR}
	if f.DPR == 0 {
		f.DPR = 1
	}
	if s.i < len(s.Steps) && s.Steps[s.i](s.app, f) {
		s.i++
	}
	s.drag.Track(f)
}

// Done reports whether every step has run.
func (s *scriptInput) Done() bool { return s.i >= len(s.Steps) }
