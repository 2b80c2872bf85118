// Package render is the game window: the rooms (the screens: menu,
// play, replay, settings, the readers, How to play, lessons, puzzles,
// records, the opponents' ladder) and the App that runs them, a stack of
// rooms over one board. It asks the engine every rule question: legal
// targets come from Position.Destinations, combat predictions from
// Game.Preview, log lines from Event.Describe.
//
// What a room needs and does not own lives in packages of its own, each
// saying in its doc comment what it may import:
//
//	render/ui       the painter, text, colours, buttons, dialog, note (no engine)
//	render/lattice  the 3D board and the flat map (never render)
//	render/markdown the documents' parser and layout (never render, no engine)
//	render/input    keys, mouse, touch, wheel, the page's listeners (no engine)
//	render/match    the game in progress: animation, computers, analysis
//	render/player   the seam to whoever commands a side (aiplayer: the AI)
//	render/scene    the camera, picking, meshes (no display)
//	render/store    settings, autosave, records, results
//	render/colour   the one colour type
//
// render imports the engine, lang, learn and these packages; it reaches
// the computer only through render/player (Options.Computers, Advisor,
// Analyst), never package ai.
package render
