// Package input reads the player's hands into one Frame a tick: keys,
// the mouse, the wheel (in notches on every platform), touches (one
// finger is the left button, two pan and pinch), drag-to-scroll
// (Frame.DragY), files dropped on the window or picked on the page, and
// the page's own listeners in the browser (page_js.go). It also holds the
// gesture laws the board's camera follows everywhere: OrbitAngle for a
// drag, ZoomFactor for the wheel and the pinch.
//
// It may import Ebitengine and internal/packfs (the one-file FS of a
// picked record); never render, the engine or the AI.
package input
