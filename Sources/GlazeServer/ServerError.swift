#if Server
import Foundation
import GlazeWorkers
import Hummingbird

/// Why a request or the server failed, as a status and one line of text.
public enum ServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path segment that is malformed or tries to leave its place (400).
    case badPath(String)
    /// No such theme, asset, state, scale or look (404).
    case notFound(String)
    /// A method other than GET or HEAD (405).
    case methodNotAllowed(String)
    /// A request that would render more than the per-request budget (422).
    case overBudget(String)
    /// A theme whose file no longer reads, for anything its last good version does not have (503).
    case themeInvalid(String)
    /// More renders waiting than the server queues (503).
    case busy(String)
    /// Rendering failed (500).
    case renderFailed(String)

    /// The line sent as the response body.
    public var description: String {
        switch self {
        case let .badPath(reason), let .notFound(reason), let .methodNotAllowed(reason), let .overBudget(reason),
             let .themeInvalid(reason), let .busy(reason), let .renderFailed(reason):
            reason
        }
    }

    /// The HTTP status.
    public var status: HTTPResponse.Status {
        switch self {
        case .badPath: .badRequest
        case .notFound: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .overBudget: .unprocessableContent
        case .themeInvalid, .busy: .serviceUnavailable
        case .renderFailed: .internalServerError
        }
    }
}

extension ServerError: HTTPResponseError {
    /// A plain-text response holding the one-line reason.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
        if case .busy = self { headers[.retryAfter] = "1" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: description + "\n")))
    }
}
extension ServerError {
    /// A worker's failure as the response says it: a missing asset is a 404,
    /// a limit a 422, a theme that does not read a 503, anything else a 500.
    init(_ failure: WorkerFailure) {
        switch failure {
        case let .notFound(reason): self = .notFound(reason)
        case let .overBudget(reason): self = .overBudget(reason)
        case let .themeInvalid(reason): self = .themeInvalid(reason)
        case let .renderFailed(reason): self = .renderFailed(reason)
        }
    }
}
#endif
