package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"strategema/render/lattice"
	"strategema/render/ui"
)

// room is one screen of the window: the menu, the game being played, the
// replay, a document, the settings, the record list. Each owns its state,
// lays out its buttons every tick, handles their presses and its keys, and
// draws itself over the board it names. The App keeps a stack of rooms:
// the menu at the bottom, the one on top showing and taking the input. A
// dialog (App.dialog) is modal over whichever room is on top.
//
// A new screen is one file with a type that implements room, and one line
// where it is opened: a.push(&lessonRoom{a: a}) from a button's press, say.
// Back (Esc) pops it, returning to whatever opened it.
type room interface {
	// name is the room's name for the browser bridge ("menu", "play"…).
	name() string
	// layout adds the room's buttons with a.addButton (ids are the room's
	// own) and may narrow the board's viewport (a.view).
	layout()
	// press handles a click on one of the room's enabled buttons.
	press(b *ui.Button)
	// update handles the room's keys and pointer after the buttons; it
	// runs every tick while the room is on top, a dialog open or not.
	update()
	// draw paints the room over the board.
	draw(dst *ebiten.Image)
	// board is what the board shows under the room.
	board() lattice.State
}

// top is the room showing.
func (a *App) top() room { return a.rooms[len(a.rooms)-1] }

// push opens r over the current room.
func (a *App) push(r room) { a.rooms = append(a.rooms, r) }

// pop closes the top room, returning to the one that opened it; the menu
// at the bottom stays.
func (a *App) pop() {
	if len(a.rooms) > 1 {
		a.rooms[len(a.rooms)-1] = nil
		a.rooms = a.rooms[:len(a.rooms)-1]
	}
}

// enter shows r straight over the menu, closing every other room (a new
// game, a record opened).
func (a *App) enter(r room) {
	clear(a.rooms[1:])
	a.rooms = a.rooms[:1]
	if r != room(a.menu) {
		a.rooms = append(a.rooms, r)
	}
}
