package render

import "time"

// clock.go: the window's time. Animations, the pause after a computer's
// action, the replay's steps, the note's fade and the keyboard's orbit all
// run on the time that passed between two ticks (App.dt), not on the count
// of ticks: a browser that draws 10 frames a second plays a computer's turn
// in the same wall time as a desktop at 60. (Below 12 frames a second
// Ebitengine calls Update once a frame, so a tick counted as 1/60 s made a
// turn six times slower at 10 fps.)

// tickDT is one tick at Ebitengine's 60 ticks a second: the step of the
// fixed clock.
const tickDT = 1.0 / 60

// maxDT caps one tick's step: after a stall (the tab hidden, a slow
// frame) an animation jumps on by at most this much rather than by the
// whole stall, so a player sees its end.
const maxDT = 0.25

// Clock says how much time has passed since some fixed instant. The live
// window reads the wall clock; a test drives the update loop at a chosen
// frame rate with a fake one (Options.Clock).
type Clock func() time.Duration

// wallClock is time since the window opened.
func wallClock() Clock {
	t0 := time.Now()
	return func() time.Duration { return time.Since(t0) }
}

// stepper turns a Clock into each tick's step.
type stepper struct {
	clock Clock // nil: every tick is tickDT
	last  time.Duration
	begun bool
}

// step is the time (seconds) since the previous tick: tickDT on the first
// tick and without a clock, never below 0, never over maxDT.
func (s *stepper) step() float32 {
	if s.clock == nil {
		return tickDT
	}
	now := s.clock()
	if !s.begun {
		s.last, s.begun = now, true
		return tickDT
	}
	d := float32((now - s.last).Seconds())
	s.last = now
	return max(0, min(d, maxDT))
}

// clockFor is the clock the window runs on: opts.Clock when set; the wall
// clock for a live window; none (a fixed tickDT a tick) when the input is
// scripted or a screenshot or a benchmark counts frames, which must come
// out the same however fast the machine draws.
func clockFor(opts Options) Clock {
	switch {
	case opts.Clock != nil:
		return opts.Clock
	case opts.Input != nil, opts.Screenshot != "", opts.Bench > 0:
		return nil
	}
	return wallClock()
}
