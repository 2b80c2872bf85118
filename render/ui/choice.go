package ui

import "github.com/hajimehoshi/ebiten/v2"

// NewChoice is a question with up to three answers, each a label and what
// it does (nil closes the dialog). The first answer's key is Y, the
// second's N and the third's W. With two answers Escape picks the
// second, as NewQuestion's; with three it picks none.
func NewChoice(title, text string, labels []string, dos []func()) *Dialog {
	keys := [...]ebiten.Key{ebiten.KeyY, ebiten.KeyN, ebiten.KeyW}
	d := &Dialog{Title: title, Text: text}
	for i, l := range labels[:min(len(labels), len(keys))] {
		var do func()
		if i < len(dos) {
			do = dos[i]
		}
		d.Choices = append(d.Choices, dialogChoice{Label: l, key: keys[i], Do: do})
	}
	return d
}
