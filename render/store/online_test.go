package store

import (
	"fmt"
	"testing"
	"time"
)

func TestOnlineRememberAndKeep(t *testing.T) {
	s := New(NewMem())
	o, err := s.LoadOnline()
	if err != nil || len(o.Games) != 0 {
		t.Fatalf("first run: %+v, %v", o, err)
	}
	t0 := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	o.Server = "http://example.org:8080"
	o.Remember(OnlineGame{Invite: "http://h/g/a#s", Game: "a", Seat: "cerulean", Control: "3d", Joined: t0})
	o.Remember(OnlineGame{Invite: "http://h/g/b#s", Game: "b", Seat: "amber", Joined: t0})
	o.Remember(OnlineGame{Invite: "http://h/g/a#s", Game: "a", Seat: "cerulean", Control: "3d", Seen: t0.Add(time.Hour)})
	if len(o.Games) != 2 || o.Games[0].Game != "a" || !o.Games[0].Joined.Equal(t0) {
		t.Fatalf("after refreshing a: %+v", o.Games)
	}
	o.Games[1].Result = "amber"
	if r := o.Running(); len(r) != 1 || r[0].Game != "a" {
		t.Fatalf("running: %+v", r)
	}
	if err := s.SaveOnline(o); err != nil {
		t.Fatal(err)
	}
	back, err := s.LoadOnline()
	if err != nil || back.Server != o.Server || len(back.Games) != 2 || back.Games[1].Result != "amber" {
		t.Fatalf("read back: %+v, %v", back, err)
	}
}

func TestOnlineTrimsFinishedFirst(t *testing.T) {
	var o Online
	o.Remember(OnlineGame{Invite: "i", Game: "running-old", Seat: "amber"})
	for i := range MaxOnlineGames + 5 {
		o.Remember(OnlineGame{Invite: "i", Game: fmt.Sprint(i), Seat: "amber", Result: "draw"})
	}
	if len(o.Games) != MaxOnlineGames {
		t.Fatalf("%d games kept", len(o.Games))
	}
	if r := o.Running(); len(r) != 1 || r[0].Game != "running-old" {
		t.Fatalf("the running game was dropped: %+v", r)
	}
}

func TestOnlineDamagedFileIsSetAside(t *testing.T) {
	m := NewMem()
	m.Write(OnlineName, []byte("{not json"))
	s := New(m)
	o, err := s.LoadOnline()
	if err == nil || len(o.Games) != 0 {
		t.Fatalf("damaged file: %+v, %v", o, err)
	}
	if _, err := m.Read(OnlineName); err == nil {
		t.Error("the damaged file was left in place")
	}
}
