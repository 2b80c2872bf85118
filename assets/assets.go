// Package assets holds the window's fonts and sounds. The fonts are the Go
// fonts (golang.org/x/image/font/gofont, BSD licence), embedded here
// compressed (fonts.go); the sounds are synthesised at start-up. No
// Ebitengine import: the sounds are plain PCM.
package assets

import (
	"encoding/binary"
	"math"
	"math/rand"
)

// SampleRate of the synthesised sounds.
const SampleRate = 44100

// Sound names a sound effect.
type Sound int

// The sound effects.
const (
	SoundMove Sound = iota
	SoundEngage
	SoundCapture
	SoundSurge
	SoundTurn
	SoundClick
	NumSounds
)

// PCM synthesises sound s as 16-bit little-endian stereo at SampleRate.
func PCM(s Sound) []byte {
	switch s {
	case SoundMove:
		return synth(0.16, func(t, u float64) float64 { // soft rising blip
			return 0.35 * math.Sin(2*math.Pi*(320*t+500*t*t)) * env(u, 0.05, 0.6)
		})
	case SoundEngage:
		rng := rand.New(rand.NewSource(2))
		return synth(0.32, func(t, u float64) float64 { // low thump with a crackle
			tone := math.Sin(2*math.Pi*(110-60*u)*t) * 0.55
			noise := (rng.Float64()*2 - 1) * 0.25 * math.Exp(-u*9)
			return (tone + noise) * env(u, 0.01, 0.4)
		})
	case SoundCapture:
		return synth(0.5, func(t, u float64) float64 { // falling shimmer
			f := 880 * math.Pow(0.25, u)
			return 0.3 * (math.Sin(2*math.Pi*f*t) + 0.5*math.Sin(2*math.Pi*f*1.5*t)) * env(u, 0.01, 0.5)
		})
	case SoundSurge:
		return synth(0.45, func(t, u float64) float64 { // swelling chord
			return 0.22 * (math.Sin(2*math.Pi*440*t) + math.Sin(2*math.Pi*554.4*t) + math.Sin(2*math.Pi*659.3*t)) * env(u, 0.35, 0.5)
		})
	case SoundTurn:
		return synth(0.42, func(t, u float64) float64 { // two-note chime
			f := 523.3
			if u > 0.45 {
				f = 784
			}
			return 0.32 * math.Sin(2*math.Pi*f*t) * env(math.Mod(u, 0.45)/0.55, 0.02, 0.7)
		})
	case SoundClick:
		return synth(0.05, func(t, u float64) float64 {
			return 0.25 * math.Sin(2*math.Pi*1400*t) * env(u, 0.05, 0.8)
		})
	}
	return nil
}

// env is an attack-decay envelope over u in 0–1.
func env(u, attack, decayFrom float64) float64 {
	switch {
	case u < attack:
		return u / attack
	case u < decayFrom:
		return 1
	case u >= 1:
		return 0
	}
	return 1 - (u-decayFrom)/(1-decayFrom)
}

// synth renders f(t seconds, u 0–1 through the sound) for dur seconds.
func synth(dur float64, f func(t, u float64) float64) []byte {
	n := int(dur * SampleRate)
	out := make([]byte, n*4)
	for i := 0; i < n; i++ {
		t := float64(i) / SampleRate
		v := f(t, float64(i)/float64(n))
		v = max(-1, min(1, v))
		s := uint16(int16(v * 32000))
		binary.LittleEndian.PutUint16(out[i*4:], s)
		binary.LittleEndian.PutUint16(out[i*4+2:], s)
	}
	return out
}
