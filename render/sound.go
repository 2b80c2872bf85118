package render

import (
	"github.com/hajimehoshi/ebiten/v2/audio"

	"strategema/assets"
	"strategema/render/store"
)

const soundClick = assets.SoundClick

// soundBank plays the short effects through ebiten/v2/audio. It is silent
// when muted, and when the platform has no audio device.
type soundBank struct {
	off    bool
	ctx    *audio.Context
	pcm    [assets.NumSounds][]byte
	volume float64
	mute   bool
}

func newSoundBank(off bool) *soundBank {
	b := &soundBank{off: off}
	return b
}

func (b *soundBank) set(s store.Settings) { b.volume, b.mute = s.Volume, s.Mute }

// play starts effect s.
func (b *soundBank) play(s assets.Sound) {
	if b.off || b.mute || b.volume <= 0 || s < 0 || s >= assets.NumSounds {
		return
	}
	if b.ctx == nil {
		// The audio device opens at the first sound, not at start-up: in a
		// browser that follows a click (audio may only start after one), and
		// the first frame does not wait for it (over a second in headless
		// Chromium).
		b.ctx = audio.CurrentContext()
		if b.ctx == nil {
			b.ctx = audio.NewContext(assets.SampleRate)
		}
	}
	if b.pcm[s] == nil {
		// synthesised at its first use, not at start-up (the browser's
		// first frame does not wait for it)
		b.pcm[s] = assets.PCM(s)
	}
	p := b.ctx.NewPlayerFromBytes(b.pcm[s])
	p.SetVolume(b.volume)
	p.Play()
}

// playAsset is play as a func value for match.advance.
func (b *soundBank) playAsset(s assets.Sound) { b.play(s) }
