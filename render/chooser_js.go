//go:build js

package render

// newChooserRoom: the browser has no folders to choose from; its Load
// screen lists the records in its storage and opens its file picker.
func newChooserRoom(a *App) *loadRoom { return newLoadRoom(a) }

// chooseWhereToSave: the browser keeps the record in its storage and
// downloads it (saveRecord), with no folder to choose.
func (a *App) chooseWhereToSave(data []byte) bool { return false }
