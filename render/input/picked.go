package input

// pickedFile is a record chosen in the browser's file picker, waiting for
// the game loop (the picker answers on its own callback).
type pickedFile struct {
	name string
	data []byte
	err  error
}

var picked = make(chan pickedFile, 1)

// QueueFile hands a file picked on the page (its name, and its bytes or
// why they could not be read) to the game loop, replacing one not yet
// taken (the newest choice wins). The next Frame brings it as a file
// dropped on the window.
func QueueFile(name string, data []byte, err error) {
	p := pickedFile{name: name, data: data, err: err}
	select {
	case <-picked:
	default:
	}
	select {
	case picked <- p:
	default:
	}
}

// pollPicked brings a record chosen in the file picker as a file dropped
// on the window, so the game opens it the same way.
func pollPicked(f *Frame) {
	if f.Dropped != nil {
		return
	}
	select {
	case p := <-picked:
		f.Dropped = oneFile{name: p.name, data: p.data, err: p.err}
	default:
	}
}
