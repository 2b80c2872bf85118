package main

import "strategema/render/player"

// computers lists the computer commanders the menu offers. The AI issue
// plugs its players in here through player.Computer.
func computers() []player.Entry { return nil }
