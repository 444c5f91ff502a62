#if Server
import Foundation
import Glaze
import Metrics
import Prometheus
import Synchronization

/// Request and render metrics through swift-metrics, kept in the server's own
/// Prometheus registry (no process-wide bootstrap, so servers in one process
/// do not share counts).
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let requests = Mutex<[RequestKey: RequestMetrics]>([:])

    init() {
        factory = PrometheusMetricsFactory(registry: registry)
    }

    /// Counts a request and records how long it took, by route pattern and status.
    func recordRequest(route: String, status: Int, seconds: Double) {
        let metrics = requestMetrics(route: route, status: status)
        metrics.count.increment()
        metrics.duration.recordNanoseconds(Int64(seconds * 1e9))
    }

    /// A request's counter and timer, made once per route and status: making
    /// them checks their names and looks them up in the registry, which every
    /// request would otherwise pay for.
    private func requestMetrics(route: String, status: Int) -> RequestMetrics {
        let key = RequestKey(route: route, status: status)
        if let known = requests.withHandOff(by: self, { $0[key] }) { return known }
        let made = RequestMetrics(
            count: Metrics.Counter(label: "glaze_http_requests_total", dimensions: [("route", route), ("status", String(status))], factory: factory),
            duration: Metrics.Timer(label: "glaze_http_request_duration_seconds", dimensions: [("route", route)], factory: factory))
        return requests.withHandOff(by: self) { known in
            if let first = known[key] { return first }
            known[key] = made
            return made
        }
    }

    private struct RequestKey: Hashable {
        let route: String
        let status: Int
    }

    private struct RequestMetrics: Sendable {
        let count: Metrics.Counter
        let duration: Metrics.Timer
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
