package render

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/ebitengine/oto/v3"

	"strategema/assets"
	"strategema/render/store"
)

const soundClick = assets.SoundClick

// audioDevice is the one audio output of the process: oto allows a single
// context, opened at the first sound. Its result is kept, so a machine
// without a sound device tries once and stays silent.
var audioDevice struct {
	once sync.Once
	ctx  *oto.Context
	err  error
}

// openAudio opens the audio device once. ALSA reports a missing device
// only after NewContext returns (through Err, once the context's ready
// channel closes), so a caller checks Err before each sound as well.
func openAudio() (*oto.Context, error) {
	audioDevice.once.Do(func() {
		ctx, _, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:   assets.SampleRate,
			ChannelCount: 2,
			Format:       oto.FormatSignedInt16LE,
		})
		audioDevice.ctx, audioDevice.err = ctx, err
	})
	return audioDevice.ctx, audioDevice.err
}

// soundBank plays the short effects. It talks to the audio device through
// oto directly rather than ebiten/v2/audio, whose context ends the game
// loop with an error when the device fails (no sound card, a device
// unplugged): here a failing device means silence and one note, never a
// crash.
type soundBank struct {
	off    bool
	open   func() (*oto.Context, error) // the device; tests replace it
	onFail func(error)                  // told once when the device fails
	failed error
	pcm    [assets.NumSounds][]byte
	volume float64
	mute   bool
}

func newSoundBank(off bool, onFail func(error)) *soundBank {
	return &soundBank{off: off, open: openAudio, onFail: onFail}
}

func (b *soundBank) set(s store.Settings) { b.volume, b.mute = s.Volume, s.Mute }

// fail makes the bank silent for good and reports why, once.
func (b *soundBank) fail(err error) {
	if b.failed != nil {
		return
	}
	b.failed = fmt.Errorf("sound off: %w", err)
	if b.onFail != nil {
		b.onFail(b.failed)
	}
}

// play starts effect s. The audio device opens at the first sound, not at
// start-up: in a browser that follows a click (audio may only start after
// one), and the first frame does not wait for it.
func (b *soundBank) play(s assets.Sound) {
	if b.off || b.failed != nil || b.mute || b.volume <= 0 || s < 0 || s >= assets.NumSounds {
		return
	}
	ctx, err := b.open()
	if err == nil && ctx == nil {
		err = fmt.Errorf("no audio device")
	}
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		b.fail(err)
		return
	}
	if b.pcm[s] == nil {
		// synthesised at its first use, not at start-up (the browser's
		// first frame does not wait for it)
		b.pcm[s] = assets.PCM(s)
	}
	p := ctx.NewPlayer(bytes.NewReader(b.pcm[s]))
	p.SetVolume(b.volume)
	p.Play()
}

// playAsset is play as a func value for match.advance.
func (b *soundBank) playAsset(s assets.Sound) { b.play(s) }
