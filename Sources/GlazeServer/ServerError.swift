#if Server
import Foundation
import GlazeWorkers
import Hummingbird

/// Why a request or the server failed, as a status and one line of text.
///
/// Match one by its ``code`` (`error.code == .notFound`); the codes stay, and
/// a later release can add codes or context without breaking a caller.
public struct ServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed, with the line that says so: the cases `ServerError` was an
    /// enum of until 0.1.0.
    package enum Storage: Hashable, Sendable {
        case badPath(String)
        case notFound(String)
        case methodNotAllowed(String)
        case overBudget(String)
        case themeInvalid(String)
        case busy(String)
        case renderFailed(String)
    }

    /// What failed, with its line.
    package let storage: Storage

    /// Wraps what failed; the server throws through this.
    package init(_ storage: Storage) {
        self.storage = storage
    }

    /// The line sent as the response body.
    public var description: String {
        switch storage {
        case let .badPath(reason), let .notFound(reason), let .methodNotAllowed(reason), let .overBudget(reason),
             let .themeInvalid(reason), let .busy(reason), let .renderFailed(reason):
            reason
        }
    }

    /// The HTTP status.
    public var status: HTTPResponse.Status {
        switch storage {
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
        if code == .busy { headers[.retryAfter] = "1" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: description + "\n")))
    }
}

extension ServerError {
    /// A worker's failure as the response says it: a missing asset is a 404,
    /// a limit a 422, a theme that does not read a 503, anything else a 500.
    init(workerFailure failure: WorkerFailure) {
        // Over the storage, not the codes: a code GlazeWorkers adds must be given its status here.
        switch failure.storage {
        case let .notFound(reason): self.init(.notFound(reason))
        case let .overBudget(reason): self.init(.overBudget(reason))
        case let .themeInvalid(reason): self.init(.themeInvalid(reason))
        case let .renderFailed(reason): self.init(.renderFailed(reason))
        }
    }
}
#endif
