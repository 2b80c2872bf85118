package server

import (
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus metrics, on a registry of its own
// (so that two servers in one test process do not collide).
type metrics struct {
	reg          *prometheus.Registry
	conns        prometheus.Gauge
	messages     prometheus.Counter
	refused      *prometheus.CounterVec
	entriesTotal prometheus.Counter
	commits      prometheus.Counter
	commitBatch  prometheus.Histogram
	commitTime   prometheus.Histogram
	commitErrors prometheus.Counter
	gamesCreated prometheus.Counter
	roomsLoaded  prometheus.Counter
	slowClients  prometheus.Counter
	badSecrets   prometheus.Counter
}

func newMetrics(s *Server) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	f := func(c prometheus.Collector) { m.reg.MustRegister(c) }
	m.conns = prometheus.NewGauge(prometheus.GaugeOpts{Name: "strategema_connections", Help: "WebSocket connections open."})
	m.messages = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_messages_total", Help: "Client messages read."})
	m.refused = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "strategema_refused_total", Help: "Messages and requests refused, by error code."}, []string{"code"})
	m.entriesTotal = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_entries_stored_total", Help: "Game log entries stored and broadcast."})
	m.commits = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_commits_total", Help: "Database transactions of the group committer."})
	m.commitBatch = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "strategema_commit_batch", Help: "Commands stored per transaction.", Buckets: prometheus.ExponentialBuckets(1, 2, 10)})
	m.commitTime = prometheus.NewHistogram(prometheus.HistogramOpts{Name: "strategema_commit_seconds", Help: "Time of one group commit.", Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14)})
	m.commitErrors = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_commit_errors_total", Help: "Failed group commits."})
	m.gamesCreated = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_games_created_total", Help: "Games created."})
	m.roomsLoaded = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_games_loaded_total", Help: "Games loaded from the store into memory."})
	m.slowClients = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_slow_clients_total", Help: "Connections dropped because they did not read."})
	m.badSecrets = prometheus.NewCounter(prometheus.CounterOpts{Name: "strategema_bad_secrets_total", Help: "Hellos with a secret that is no seat."})
	for _, c := range []prometheus.Collector{m.conns, m.messages, m.refused, m.entriesTotal, m.commits, m.commitBatch, m.commitTime,
		m.commitErrors, m.gamesCreated, m.roomsLoaded, m.slowClients, m.badSecrets,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{})} {
		f(c)
	}
	f(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "strategema_games_in_memory", Help: "Games loaded in memory."}, func() float64 {
		s.mu.Lock()
		defer s.mu.Unlock()
		return float64(len(s.rooms))
	}))
	return m
}

func (m *metrics) handler() http.Handler { return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{}) }

func (m *metrics) entries(n int) { m.entriesTotal.Add(float64(n)) }

func (m *metrics) observeCommit(batch int, took time.Duration, err error) {
	m.commits.Inc()
	m.commitBatch.Observe(float64(batch))
	m.commitTime.Observe(took.Seconds())
	if err != nil {
		m.commitErrors.Inc()
	}
}
