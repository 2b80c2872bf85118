package render

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"strategema/assets"
	"strategema/engine"
	"strategema/lang"
	"strategema/render/input"
	"strategema/render/lattice"
	"strategema/render/player"
	"strategema/render/scene"
	"strategema/render/store"
	"strategema/render/ui"
	"strategema/shaders"
)

// Options configure the window.
type Options struct {
	// Store keeps settings, the autosave and records; nil keeps them in
	// memory only.
	Store *store.Store
	// Docs holds RULES.md and CONTROLS.md for the in-game readers.
	Docs fs.FS
	// Computers are the computer commanders the menu offers; with two or
	// more, the menu also offers an exhibition of the first two.
	Computers []player.Entry
	// Advisor, when set, suggests a turn to a person (the G key).
	Advisor player.Advisor
	// Explainer, when set, says in the log why the Advisor's turn is good.
	Explainer player.Explainer
	// Analyst, when set, reviews a finished game's turns (the replay's
	// Analyse).
	Analyst player.Analyst
	// Suggest asks the Advisor for the side to move's turn at start, as
	// the G key does (screenshots).
	Suggest bool
	// Record, when not nil, is a game record opened at start.
	Record []byte
	// Screenshot, when set, renders Frames ticks, writes a PNG of the
	// window there and quits.
	Screenshot string
	Frames     int
	// Bench, when > 0, measures that many frames after warm-up and
	// reports through BenchResult.
	Bench int
	// Input replaces the live keyboard and mouse (tests).
	Input input.Source
	// Mute disables sound whatever the settings say (tests, CI).
	Mute bool
	// Quiet skips the start-up autosave offer (tests, screenshots).
	Quiet bool
	// Select, when set to a move ("L2-D2>L2-D4"), selects its unit and
	// points at its destination with the keyboard cursor, so a screenshot
	// shows the engine's combat prediction.
	Select string
	// Profile, when set, names a file for the allocation profile taken
	// when the measured Bench frames begin.
	Profile string
	// Title is the window's title; Icons its icon at several sizes (the
	// system picks one). Both are ignored in a browser.
	Title string
	Icons []image.Image
	// UIMap, when set, names a file the window rewrites whenever what it
	// shows changes: the screen, its buttons with their rectangles, the
	// dialog and the note (see UIMap). Tests that drive the real window
	// from outside (xdotool) read it to click a button by its label.
	UIMap string
	// View starts the board in "map" (the flat map) or "1"–"4" (one level);
	// "menu" keeps a screenshot on the main menu.
	View string
	// Host, when set, starts a game server inside the window (desktop) for
	// the Online room when no server address is set (online.go).
	Host func() (Hosted, error)
	// WindowW, WindowH, when both > 0, are the window's first size
	// (screenshots and measurements at a given size); otherwise the window
	// opens where the player left it (Remember), else sized to the monitor.
	WindowW, WindowH int
	// Remember keeps the window's place and the board's view (the map, a
	// level alone, the log, the legend) in the settings and puts them back
	// at start (the game's window; tests leave it off).
	Remember bool
	// Clock, when set, is the window's clock (clock.go): a test drives the
	// update loop at a chosen frame rate with a fake one. Nil: the wall
	// clock for a live window, a fixed 1/60 s a tick when Input is
	// scripted or a screenshot or a benchmark counts frames.
	Clock Clock
}

// BenchResult is what a Bench run measured.
type BenchResult struct {
	Frames         int
	CPUPerFrame    time.Duration // Update plus building and submitting Draw's calls
	UpdatePerFrame time.Duration
	DrawPerFrame   time.Duration
	AllocsPerFrame float64
	BytesPerFrame  float64
	Faces          int
}

// App is the game window (an ebiten.Game): the board every room draws
// on, the stack of rooms (rooms.go), the buttons of the room on top, the
// modal dialog, settings and the store. Other jobs have types of their
// own, one field each: the games kept (games), the computer opponents
// (ladder), the camera's input (cam), the note (note), the UI map
// (uiMap), a Bench run (bench); see docs/ARCHITECTURE.md.
type App struct {
	opts Options
	st   *store.Store
	set  store.Settings
	pal  ui.Palette
	// lang speaks the window's language (Settings.Language, else the
	// system's); langGen changes with it, so cached texts are laid out
	// again.
	lang    *lang.Printer
	langGen int

	pt       *ui.Painter
	view     *scene.View
	board    *lattice.Board  // draws the lattice through view
	backdrop engine.Position // the menu's board

	in input.Source
	fr input.Frame

	w, h float32

	games  *gameKeeper // new games, records, the autosave (games.go)
	ladder *ladder     // the computer opponents and the results (ladder.go)
	net    *onlineHub  // online play: the profile, the server, the game (online.go)
	cam    cameraInput // the camera's keys and pointer (camera.go)
	// menuSpin keeps the player's camera while the menu's backdrop turns
	// (menuCamera)
	menuSpin struct {
		on   bool
		kept scene.Orbit
	}
	keptWindow store.Window // the window's place last kept (window.go)

	rooms []room      // the stack; rooms[0] is the menu
	menu  *menuRoom   // the bottom of the stack
	play  *playRoom   // the game in progress: play.m is nil before the first
	drag  pointerDrag // a drag on the board (camera) or a document (scroll)
	tap   touchFlow   // a finger's two-tap move (tap.go)

	pressOnUI bool       // this tick's press landed on a button or a dialog
	held      heldButton // the button the pointer went down on (widgets.go)
	idle      float32

	tick int
	time float32
	// dt is this tick's step in seconds (clock.go): what the animations
	// and every other motion advance by.
	dt    float32
	clock stepper

	buttons []ui.Button
	dialog  *ui.Dialog
	note    ui.Note     // the short message at the bottom (a.say)
	uiMap   uiMapWriter // publishes what the window shows (Options.UIMap)

	// newcomer: no lesson played yet; the menu offers lesson 1 itself
	newcomer bool
	playFn   func(assets.Sound)
	sound    *soundBank

	// screenshots and benchmarks
	shotDone bool
	quitNext bool
	fatal    error
	bench    benchState
	// devScale, when > 0, replaces the monitor's scale (layout tests of a
	// HiDPI screen).
	devScale float64
}

// pointerDrag is a mouse button held down and moved.
type pointerDrag struct {
	button int // the button dragging, or -1
	x, y   float32
	moved  bool
}

// New builds the window's state. It needs a running display only for
// Run; shaders compile lazily on the first frame.
func New(opts Options) (*App, error) {
	webMark("newStart")
	defer webMark("newDone")
	a := &App{opts: opts, drag: pointerDrag{button: -1}, uiMap: uiMapWriter{path: opts.UIMap}}
	a.clock.clock = clockFor(opts)
	a.games = &gameKeeper{a: a}
	a.ladder = &ladder{a: a}
	a.net = newOnlineHub(a)
	a.cam = cameraInput{a: a}
	a.menu = &menuRoom{a: a}
	a.play = newPlayRoom(a)
	a.rooms = []room{a.menu}
	a.st = opts.Store
	if a.st == nil {
		a.st = store.New(store.NewMem())
	}
	a.in = opts.Input
	if a.in == nil {
		a.in = &input.Live{}
	}
	if s, ok := a.in.(*scriptInput); ok {
		s.app = a
	}
	set, err := a.st.LoadSettings()
	a.set = set
	a.lang = lang.New(languageTag(a.set))
	if err != nil {
		a.showMessage(a.tr("ui.settings.title"), errText(a.lang, err))
	}
	a.pal = paletteFor(a.set.Palette)
	a.view = scene.NewView(1280, 800)
	a.view.Spread = float32(a.set.Spread)
	a.board = lattice.NewBoard(a.view, &a.pal)
	a.board.Measuring = opts.Screenshot != ""
	a.board.SetLang(a.lang)
	a.backdrop = engine.NewPosition()
	a.snapTiles(&a.backdrop)
	a.sound = newSoundBank(opts.Mute || opts.Screenshot != "" || opts.Bench > 0, func(err error) {
		log.Printf("strategema: %v; playing on in silence", err)
		a.say(a.tr("ui.note.no_sound"))
	})
	a.sound.set(a.set)
	a.playFn = a.sound.playAsset

	switch opts.View {
	case "map":
		a.view.Mode = scene.Flat
	case "1", "2", "3", "4":
		a.view.Solo = int(opts.View[0] - '0')
	}
	a.restoreView()
	a.newcomer = len(a.loadLearn().Lessons) == 0
	if opts.Record != nil {
		if err := a.games.openRecord(opts.Record, "record"); err != nil {
			return nil, err
		}
	} else if !opts.Quiet {
		a.games.offerContinue()
	} else if opts.View != "menu" && (opts.Screenshot != "" || opts.Bench > 0) {
		a.games.newGame([2]player.Player{player.Human{Label: "Cerulean"}, player.Human{Label: "Amber"}})
	}
	if opts.Select != "" && a.play.m != nil {
		act, err := engine.ParseAction(opts.Select)
		if err != nil || act.Type != engine.ActMove {
			return nil, fmt.Errorf("select %q: want a move like L2-D2>L2-D4", opts.Select)
		}
		p := a.play
		p.m.Select(act.From)
		p.kbMode, p.cursor, p.hover = true, act.To, act.To
	}
	return a, nil
}

// Run opens the window and runs the game loop until it closes.
func Run(a *App) error {
	title := a.opts.Title
	if title == "" {
		title = "STRATEGEMA"
	}
	ebiten.SetWindowTitle(title)
	if len(a.opts.Icons) > 0 {
		ebiten.SetWindowIcon(a.opts.Icons)
	}
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled) // before placeWindow: a fixed window cannot be maximised
	a.placeWindow()
	ebiten.SetWindowSizeLimits(360, 400, -1, -1) // a phone-sized window still lays out
	if startFullscreen && a.set.Fullscreen && a.opts.Screenshot == "" && a.opts.Bench == 0 {
		ebiten.SetFullscreen(true)
	}
	ebiten.SetScreenClearedEveryFrame(true)
	err := ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{})
	if a.play.m != nil {
		a.play.m.Stop()
	}
	if errors.Is(err, ebiten.Termination) || err == nil {
		return a.fatal
	}
	return fmt.Errorf("game loop: %w", err)
}

// Bench returns the measurements of a Bench run.
func (a *App) Bench() BenchResult { return a.bench.result }

// LayoutF implements ebiten.LayoutFer: the screen is in device pixels, so
// everything is laid out and rasterised at the monitor's scale.
func (a *App) LayoutF(ow, oh float64) (float64, float64) {
	s := input.MonitorScale() // in a browser the page's ratio now (page zoom, another screen)
	return ow * s, oh * s
}

// Layout implements ebiten.Game (unused: LayoutF takes precedence).
func (a *App) Layout(ow, oh int) (int, int) {
	w, h := a.LayoutF(float64(ow), float64(oh))
	return int(w), int(h)
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.quitNext {
		return ebiten.Termination
	}
	if a.fatal != nil {
		return a.fatal
	}
	t0 := time.Now()
	switch a.tick {
	case 0:
		webMark("firstUpdate")
	case 1:
		// Ebitengine has sent the first frame to the GPU (its shaders
		// linked, its textures uploaded): the browser can show it.
		webMark("nextUpdate")
	}
	a.tick++
	a.dt = a.clock.step()
	a.time += a.dt
	a.in.Poll(&a.fr)
	a.update()
	a.uiMap.publish(a)
	if a.bench.on {
		a.bench.upd += time.Since(t0)
	}
	if a.opts.Screenshot != "" && a.tick >= max(a.opts.Frames, 2) && a.shotDone {
		return ebiten.Termination
	}
	return nil
}

func (a *App) update() {
	f := &a.fr
	dt := a.dt
	a.net.tick()
	if f.KeyPressed(ebiten.KeyF11) || (f.KeyPressed(ebiten.KeyF) && a.dialog == nil && !a.net.wasTyping) {
		a.toggleFullscreen()
	}
	if f.Dropped != nil {
		a.games.openDropped(f.Dropped)
	}
	a.layout()
	a.note.Tick(dt)
	inDialog := a.dialog != nil
	if inDialog {
		a.updateDialog()
	} else {
		a.pressButtons() // a button acts when the pointer lifts inside it (widgets.go)
	}
	r := a.top()
	if inDialog {
		// One key, one effect: what answered the dialog (Esc, Enter, a
		// click) is not seen again by the room under it.
		f.Keys = f.Keys[:0]
		f.Pressed = [input.NumButtons]bool{}
	}
	r.update()
	a.idle += dt
	a.menuCamera(dt)
	a.keepWindow()
	if r == room(a.play) {
		a.keepView()
	}
	if a.opts.Bench > 0 && r == room(a.play) {
		a.view.Cam.Yaw += dt * 0.05 // the benchmark rebuilds the 3D scene every frame
	}
	a.view.Update()
	bs := r.board()
	if bs.Fade == nil {
		bs.Fade = bs.Pos
	}
	if bs.Fade != nil {
		a.board.BlendTiles(bs.Fade, dt)
	}
}

// layout places the view and the buttons of the room on top.
func (a *App) layout() {
	a.buttons = a.buttons[:0]
	if a.pt == nil || a.w == 0 {
		return
	}
	a.view.X0, a.view.Y0, a.view.W, a.view.H = 0, 0, a.w, a.h
	a.view.Inset = 0
	a.top().layout()
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	if a.board.Shader == nil {
		webMark("drawStart")
		defer webMark("drawDone")
		sh, err := ebiten.NewShader(shaders.Scene)
		if err != nil {
			a.fatal = fmt.Errorf("scene shader: %w", err)
			return
		}
		a.board.Shader = sh
		pt, err := ui.NewPainter()
		if err != nil {
			a.fatal = err
			return
		}
		a.pt = pt
		webMark("shadersDone")
	}
	b := screen.Bounds()
	if w, h := float32(b.Dx()), float32(b.Dy()); w != a.w || h != a.h {
		a.w, a.h = w, h
		a.layout()
	}
	if err := a.pt.SetScale(a.uiScale(), 12*a.deviceScale()); err != nil {
		a.fatal = err
		return
	}
	screen.Fill(ui.Background)
	r := a.top()
	bs := r.board()
	if bs.Pos != nil {
		a.board.Time = a.time
		a.board.Build(&bs)
		a.board.Draw(screen)
		if !bs.Behind {
			a.board.Avoid = a.board.Avoid[:0]
			for i := range a.buttons {
				a.board.Avoid = append(a.board.Avoid, a.buttons[i].R)
			}
			a.board.DrawLabels(screen, a.pt, &bs, a.play.engageText)
		}
	}
	r.draw(screen)
	a.drawButtons(screen)
	if a.dialog != nil {
		a.dialog.Draw(a.pt, screen, a.w, a.h, a.fr.MX, a.fr.MY)
	}
	a.note.Draw(a.pt, screen, a.w, a.h, a.buttons)
	a.pt.Flush(screen)
	a.webFrame() // the test bridge (testbridge_js.go); nothing on desktops
	if a.bench.on {
		a.bench.draw += time.Since(t0)
	}
	a.bench.frame(a)
	if a.opts.Screenshot != "" && !a.shotDone && a.tick >= max(a.opts.Frames, 2) {
		a.shotDone = true
		if err := writeScreenshot(screen, a.opts.Screenshot); err != nil {
			a.fatal = err
		} else if err := a.board.WriteMeasure(a.opts.Screenshot+".json", a.w, a.h); err != nil {
			a.fatal = err
		}
	}
}

// uiScale is the HUD's scale: the monitor's scale, shrunk a little on
// small windows, but never below minUIScale (mouse) or minTouchUIScale
// (a touch screen: its smallest text stays readable at arm's length and
// its buttons big enough for a finger).
func (a *App) uiScale() float64 {
	s := a.deviceScale()
	fit := min(float64(a.w)/s/1280, float64(a.h)/s/760)
	floor := minUIScale
	if a.fr.TouchScreen {
		floor = minTouchUIScale
	}
	return s * max(min(fit, 1), floor)
}

// The floors of uiScale's shrinking. The smallest face is 12.5 pixels at
// scale 1 (render/ui): 0.72 gives 9 CSS pixels, which a mouse user leans in
// to read; on a touch screen text is at least 14 CSS pixels.
const (
	minUIScale      = 0.72
	minTouchUIScale = 14 / 12.5
)

func (a *App) toggleFullscreen() {
	on := !ebiten.IsFullscreen()
	ebiten.SetFullscreen(on)
	a.set.Fullscreen = on
	a.saveSettings()
}

func (a *App) saveSettings() {
	a.set.Sanitize()
	a.pal = paletteFor(a.set.Palette)
	a.sound.set(a.set)
	a.view.Spread = float32(a.set.Spread)
	if t := languageTag(a.set); t != a.lang.Lang() {
		a.setLanguage(t)
	}
	if err := a.st.SaveSettings(a.set); err != nil {
		a.say(errText(a.lang, err))
	}
}

// languageTag is the language set asks for: the chosen one, else the
// system's.
func languageTag(set store.Settings) string {
	if set.Language != "" {
		return set.Language
	}
	return lang.System()
}

// setLanguage makes the window speak tag from the next frame: the log's
// lines are written again, and every cached text keyed on langGen is laid
// out again.
func (a *App) setLanguage(tag string) {
	a.lang = lang.New(tag)
	a.langGen++
	if m := a.play.m; m != nil {
		m.SetLang(a.lang)
	}
	if a.dialog != nil {
		a.dialog.Lines = nil
	}
	if a.board != nil {
		a.board.SetLang(a.lang) // the flat map's level names, in every room
	}
}

// behindBoard is the position a secondary room shows behind itself: the
// game's, else the menu's backdrop.
func (a *App) behindBoard() *engine.Position {
	if m := a.play.m; m != nil {
		return &m.Shown
	}
	return &a.backdrop
}

// where is where the store keeps things, for a player: a folder, the
// browser's storage, or memory.
func (a *App) where() string {
	switch {
	case isMem(a.st.B):
		return a.tr("ui.where.memory")
	case canPickFiles: // the browser
		return a.tr("ui.where.browser")
	}
	return a.st.B.Where()
}

func isMem(b store.Backend) bool { _, ok := b.(*store.Mem); return ok }

// tr is the catalog's message id in the window's language.
func (a *App) tr(id string) string { return a.lang.T(id) }

// menuCamera turns the menu's backdrop (with idle rotation on) on a
// camera of its own: the player's camera is kept when the menu comes on
// top and put back when it leaves, so a visit to the menu never turns the
// game's board. Idle motion belongs to the menu only: during play a
// turning board would move the cell under a still pointer.
func (a *App) menuCamera(dt float32) {
	onMenu := a.top() == room(a.menu)
	switch {
	case onMenu && !a.menuSpin.on:
		a.menuSpin.on, a.menuSpin.kept = true, a.view.Cam
	case !onMenu && a.menuSpin.on:
		a.menuSpin.on = false
		a.view.Cam = a.menuSpin.kept
	}
	if onMenu && a.set.IdleRotation {
		a.view.Cam.Yaw += dt * 0.08
	}
}

// trf is the catalog's message id with its named placeholders filled
// from args, name, value pairs: a.trf("ui.open.cannot", "Name", name).
func (a *App) trf(id string, args ...any) string { return a.lang.F(id, args...) }

// deviceScale is the monitor's device pixels per layout pixel.
func (a *App) deviceScale() float64 {
	if a.devScale > 0 {
		return a.devScale
	}
	return input.MonitorScale()
}

// say shows a short message at the bottom of the window.
func (a *App) say(msg string) { a.note.Show(msg) }

// snapTiles sets every tile to its owner's colour at once (a new game, an
// undo, a replay's jump).
func (a *App) snapTiles(p *engine.Position) { a.board.SnapTiles(p) }
