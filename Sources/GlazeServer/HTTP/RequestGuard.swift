#if Server
import Foundation
import Hummingbird
import Logging

/// What every request passes first: only GET and HEAD (HEAD answered as GET
/// without the body), no request body, and the metrics of what came out.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics
    /// Where each request is logged, or `nil` for no access log.
    let accessLog: Logger?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await checked(request, context: context, next: next)
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            record(request, context, status: status, since: start)
            throw error
        }
        record(request, context, status: response.status.code, since: start)
        return response
    }

    private func checked(_ request: Request, context: Context,
                         next: (Request, Context) async throws -> Response) async throws -> Response {
        switch request.method {
        case .get:
            break
        case .head:
            var head = request.head
            head.method = .get
            var response = try await next(Request(head: head, body: request.body), context)
            response.body = ResponseBody()
            return response
        default:
            throw ServerError(.methodNotAllowed("\(request.method) is not served; use GET"))
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > 0 {
            throw ServerError(.badPath("a GET request carries no body"))
        }
        if request.headers[.transferEncoding] != nil { throw ServerError(.badPath("a GET request carries no body")) }
        return try await next(request, context)
    }

    private func record(_ request: Request, _ context: Context, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        metrics.recordRequest(route: context.endpointPath ?? "unmatched", status: status, seconds: seconds)
        accessLog?.info("request", metadata: ["method": "\(request.method)", "path": "\(request.uri.path)",
                                              "status": "\(status)", "ms": "\(String(format: "%.1f", seconds * 1000))"])
    }
}
#endif
