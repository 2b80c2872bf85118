// Command strategema is the game window of STRATEGEMA (Ebitengine; it
// needs a display). The headless tool is cmd/strategema-cli.
//
// Usage:
//
//	strategema [record.sgr]
//
// Environment, for tests and support:
//
//	STRATEGEMA_SCREENSHOT=FILE  render STRATEGEMA_FRAMES ticks (default 90), write a PNG of the window, exit 0
//	STRATEGEMA_WINDOW=WxH       open the window at that size (e.g. 1920x1080); otherwise where it was left, else sized to the monitor
//	STRATEGEMA_RECORD=FILE      open this game record first (also the first argument)
//	STRATEGEMA_VIEW=map|1..4    start the board in the flat map view or one level alone
//	STRATEGEMA_SELECT=MOVE      select MOVE's unit and point at its destination (shows the combat preview)
//	STRATEGEMA_SUGGEST=1        ask for a suggested turn at start, as the G key does (shows its highlight)
//	STRATEGEMA_BENCH=N          measure N frames of a full board and print the figures
//	STRATEGEMA_CONFIG_DIR=DIR   keep settings, autosave and records there instead of the user's config directory
//	STRATEGEMA_CPUPROFILE=FILE  write a CPU profile of the whole run
//	STRATEGEMA_MUTE=1           no sound
//	STRATEGEMA_UIMAP=FILE       keep FILE up to date with what the window shows (screen, buttons, dialog), for tests that drive it with xdotool
//	STRATEGEMA_MEMPROFILE=FILE  write an allocation profile at exit, and FILE.base when the measured frames begin (with STRATEGEMA_BENCH; compare with pprof -base)
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"strategema/docs"
	"strategema/internal/profile"
	"strategema/packaging"
	"strategema/render"
	"strategema/render/player/aiplayer"
	"strategema/render/store"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	opts := render.Options{Computers: aiplayer.Entries(), Advisor: aiplayer.Advisor, Explainer: aiplayer.Explainer, Analyst: aiplayer.Analyst(), Docs: docs.FS}
	backend, err := store.DefaultBackend()
	if err != nil {
		fmt.Fprintln(os.Stderr, "strategema: settings and saves will not be kept:", err)
		backend = store.NewMem()
	}
	opts.Store = store.New(backend)
	opts.Host = hostOnline(backend)

	recPath := os.Getenv("STRATEGEMA_RECORD")
	if len(args) > 0 {
		recPath = args[0]
	}
	if recPath != "" {
		data, err := os.ReadFile(recPath)
		if err != nil {
			fmt.Fprintln(os.Stderr, "strategema:", err)
			return 1
		}
		opts.Record = data
	}
	if p := os.Getenv("STRATEGEMA_SCREENSHOT"); p != "" {
		opts.Screenshot, opts.Quiet, opts.Frames = p, true, 90
		if n, err := strconv.Atoi(os.Getenv("STRATEGEMA_FRAMES")); err == nil && n > 0 {
			opts.Frames = n
		}
	}
	if n, err := strconv.Atoi(os.Getenv("STRATEGEMA_BENCH")); err == nil && n > 0 {
		opts.Bench, opts.Quiet = n, true
	}
	if w, h, ok := strings.Cut(os.Getenv("STRATEGEMA_WINDOW"), "x"); ok {
		opts.WindowW, _ = strconv.Atoi(w)
		opts.WindowH, _ = strconv.Atoi(h)
	}
	opts.Remember = opts.Screenshot == "" && opts.Bench == 0 // a screenshot or a measurement leaves the player's place and view alone
	opts.View = os.Getenv("STRATEGEMA_VIEW")
	opts.Select = os.Getenv("STRATEGEMA_SELECT")
	opts.Suggest = os.Getenv("STRATEGEMA_SUGGEST") != ""
	opts.Mute = os.Getenv("STRATEGEMA_MUTE") != ""
	opts.UIMap = os.Getenv("STRATEGEMA_UIMAP")
	opts.Title = "STRATEGEMA"
	if v := packaging.Version(); v != "dev" {
		opts.Title += " " + v
	}
	opts.Icons = windowIcons()

	base, stop := profile.Start()
	defer stop()
	opts.Profile = base
	app, err := render.New(opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, "strategema:", err)
		return 1
	}
	if err := render.Run(app); err != nil {
		fmt.Fprintln(os.Stderr, "strategema:", err)
		return 1
	}
	if opts.Bench > 0 {
		b := app.Bench()
		fmt.Printf("frames %d  cpu/frame %v (update %v, draw %v)  allocs/frame %.2f  bytes/frame %.0f  faces %d\n",
			b.Frames, b.CPUPerFrame, b.UpdatePerFrame, b.DrawPerFrame, b.AllocsPerFrame, b.BytesPerFrame, b.Faces)
	}
	return 0
}
