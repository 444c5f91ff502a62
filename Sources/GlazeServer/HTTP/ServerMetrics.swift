#if Server
import Foundation
import Metrics
import Prometheus

/// Request and render metrics through swift-metrics, kept in the server's own
/// Prometheus registry (no process-wide bootstrap, so servers in one process
/// do not share counts).
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory

    init() {
        factory = PrometheusMetricsFactory(registry: registry)
    }

    /// Counts a request and records how long it took, by route pattern and status.
    func recordRequest(route: String, status: Int, seconds: Double) {
        let dimensions = [("route", route), ("status", String(status))]
        Counter(label: "glaze_http_requests_total", dimensions: dimensions, factory: factory).increment()
        Metrics.Timer(label: "glaze_http_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            .recordNanoseconds(Int64(seconds * 1e9))
    }

    /// Counts a render that ran (not one answered from memory).
    func recordRender(format: String) {
        Counter(label: "glaze_renders_total", dimensions: [("format", format)], factory: factory).increment()
    }

    /// Counts a render worker started, and whether it replaces one that ended badly.
    func recordWorkerStart(restart: Bool) {
        Counter(label: "glaze_worker_starts_total", factory: factory).increment()
        if restart { Counter(label: "glaze_worker_restarts_total", factory: factory).increment() }
    }

    /// Counts a render worker that crashed, ran past a limit or broke the
    /// protocol (`signal`, `exit`, `cpu`, `timeout`).
    func recordWorkerCrash(reason: String) {
        Counter(label: "glaze_worker_crashes_total", dimensions: [("reason", reason)], factory: factory).increment()
    }

    /// Counts a connection closed at once because the server held its most.
    func recordRefusedConnection() {
        Counter(label: "glaze_connections_refused_total", factory: factory).increment()
    }

    /// Counts a connection closed because it took none of its responses for the write timeout.
    func recordWriteTimeout() {
        Counter(label: "glaze_connections_write_timeouts_total", factory: factory).increment()
    }

    /// Sets the gauges that describe the response cache, the workers, the
    /// open connections and the open preview streams.
    func recordState(responseBytes: Int, workers: Int, connections: Int, previewStreams: Int) {
        Gauge(label: "glaze_response_cache_bytes", factory: factory).record(responseBytes)
        Gauge(label: "glaze_connections", factory: factory).record(connections)
        Gauge(label: "glaze_workers", factory: factory).record(workers)
        Gauge(label: "glaze_preview_streams", factory: factory).record(previewStreams)
    }

    /// The Prometheus text exposition.
    func exposition() -> String {
        registry.emitToString()
    }
}
#endif
