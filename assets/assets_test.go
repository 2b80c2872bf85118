package assets

import "testing"

func TestSoundsAreShortAndNotSilent(t *testing.T) {
	for s := Sound(0); s < NumSounds; s++ {
		b := PCM(s)
		if len(b) == 0 || len(b)%4 != 0 || len(b) > SampleRate*4 {
			t.Fatalf("sound %d: %d bytes", s, len(b))
		}
		peak := 0
		for i := 0; i+1 < len(b); i += 2 {
			v := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			peak = max(peak, v, -v)
		}
		if peak < 3000 {
			t.Errorf("sound %d: peak %d, nearly silent", s, peak)
		}
	}
	if len(Regular) == 0 || len(Mono) == 0 || len(Bold) == 0 {
		t.Fatal("fonts missing")
	}
}
