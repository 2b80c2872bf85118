package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"time"
)

// OnlineName is the blob that keeps the player's online profile: the
// server chosen and the games being played, kept with the settings.
const OnlineName = "online.json"

// MaxOnlineGames is how many games the profile remembers; the oldest
// finished ones go first.
const MaxOnlineGames = 40

// Online is the player's online profile: the server address typed in
// Settings ("" plays on the server this window hosts, or the page's own
// in a browser) and the games joined, newest first, so a correspondence
// game goes on days later.
type Online struct {
	Server string       `json:"server,omitempty"`
	Games  []OnlineGame `json:"games,omitempty"`
}

// OnlineGame is one game joined: its invite (the seat's secret is in it),
// the seat, the time control, and what the window last knew of it.
type OnlineGame struct {
	Invite  string    `json:"invite"`
	Game    string    `json:"game"`
	Seat    string    `json:"seat"`
	Control string    `json:"control,omitempty"`
	Joined  time.Time `json:"joined"`
	Seen    time.Time `json:"seen"`             // last opened
	Result  string    `json:"result,omitempty"` // "" while the game goes on
}

// Remember adds or refreshes g (by game and seat) at the top of the list
// and trims it to MaxOnlineGames, dropping the oldest finished first.
func (o *Online) Remember(g OnlineGame) {
	for i, h := range o.Games {
		if h.Game == g.Game && h.Seat == g.Seat {
			if g.Joined.IsZero() {
				g.Joined = h.Joined
			}
			o.Games = append(o.Games[:i], o.Games[i+1:]...)
			break
		}
	}
	o.Games = append([]OnlineGame{g}, o.Games...)
	for len(o.Games) > MaxOnlineGames {
		drop := len(o.Games) - 1
		for i := len(o.Games) - 1; i >= 0; i-- {
			if o.Games[i].Result != "" {
				drop = i
				break
			}
		}
		o.Games = append(o.Games[:drop], o.Games[drop+1:]...)
	}
}

// Running are the games not known to be over, newest first.
func (o *Online) Running() []OnlineGame {
	var r []OnlineGame
	for _, g := range o.Games {
		if g.Result == "" {
			r = append(r, g)
		}
	}
	return r
}

// LoadOnline returns the kept online profile: empty on a first run; empty
// and an error when the file is damaged (it is then set aside).
func (s *Store) LoadOnline() (Online, error) {
	var o Online
	data, err := s.B.Read(OnlineName)
	if errors.Is(err, fs.ErrNotExist) {
		return o, nil
	}
	if err != nil {
		return o, fmt.Errorf("read the online games: %w", err)
	}
	if err := json.Unmarshal(data, &o); err != nil {
		aside, _ := s.SetAside(OnlineName)
		return Online{}, fmt.Errorf("the online games' file was damaged (set aside as %s): %w", aside, err)
	}
	k := 0
	for _, g := range o.Games { // a hand-edited entry without an invite is useless
		if g.Invite != "" && g.Game != "" {
			o.Games[k] = g
			k++
		}
	}
	o.Games = o.Games[:k]
	return o, nil
}

// SaveOnline keeps o.
func (s *Store) SaveOnline(o Online) error {
	data, err := json.MarshalIndent(o, "", "  ")
	if err != nil {
		return fmt.Errorf("save the online games: %w", err)
	}
	if err := s.B.Write(OnlineName, data); err != nil {
		return fmt.Errorf("save the online games: %w", err)
	}
	return nil
}
