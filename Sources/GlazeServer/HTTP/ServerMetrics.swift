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

    /// Sets the gauges that describe the caches and the open preview streams.
    func recordState(responseBytes: Int, rasterBytes: Int, previewStreams: Int) {
        Gauge(label: "glaze_response_cache_bytes", factory: factory).record(responseBytes)
        Gauge(label: "glaze_raster_cache_bytes", factory: factory).record(rasterBytes)
        Gauge(label: "glaze_preview_streams", factory: factory).record(previewStreams)
    }

    /// The Prometheus text exposition.
    func exposition() -> String {
        registry.emitToString()
    }
}
#endif
