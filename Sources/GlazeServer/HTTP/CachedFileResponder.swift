#if Server
import Foundation
import GlazeTheme
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Answers a request for a file the response cache holds on the connection's
/// event loop, before it reaches the router: the common request of a busy
/// server, served without the two thread hops and the task an async handler
/// costs. Anything else goes on to the router, which answers it as before.
///
/// It answers only what it can answer exactly as the router would: a plain
/// `GET` of `/themes/NAME/assets/FILE`, with no body, no query and nothing
/// percent-encoded, on a connection that stays open, for a theme that reads
/// and a file held in memory (or a revalidation that names the file's look) —
/// with the same status, headers and bytes, the `Date` and `Server` headers
/// Hummingbird adds, and the same metrics. Requests on one connection are
/// answered in order: while one the router has is unanswered, the ones after
/// it go to the router too. `/looks/` addresses stay with the router, which
/// answers 404 for a look no theme has any more, whatever memory holds.
final class CachedFileResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let service: AssetService
    private let serverName: String
    /// Requests passed to the router and not yet answered in full.
    private var routed = 0
    /// Whether the rest of the request being read was answered here.
    private var answered = false
    /// Whether anything was written since the last flush.
    private var unflushed = false
    private var date = HTTPDate()

    init(service: AssetService, serverName: String) {
        self.service = service
        self.serverName = serverName
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(request):
            if routed == 0, let (head, body) = response(to: request) {
                answered = true
                context.write(wrapOutboundOut(.head(head)), promise: nil)
                if let body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
                context.write(wrapOutboundOut(.end(nil)), promise: nil)
                unflushed = true
                return
            }
            answered = false
            routed += 1
        case .body, .end:
            // A request answered here has no body, so only its end follows.
            if answered { return }
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if unflushed {
            unflushed = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { routed -= 1 }
        context.write(data, promise: promise)
    }

    /// The response to `request` when it is a cached file's, else `nil`.
    private func response(to request: HTTPRequest) -> (HTTPResponse, ByteBuffer?)? {
        let start = ContinuousClock.now
        guard request.method == .get, let path = request.path, let (theme, segment) = Self.asset(in: path),
              request.headerFields[.contentLength].map({ $0 == "0" }) ?? true, request.headerFields[.transferEncoding] == nil,
              !Self.asksToClose(request.headerFields[.connection]),
              (try? FileName.checkSegment(theme)) != nil, let requested = try? FileName(segment),
              let served = service.library.lastRead(named: theme), served.theme != nil,
              let name = served.index?.lookFileName(requested)
        else { return nil }
        let cacheControl = FileResponse.revalidate
        var fields: HTTPFields
        var status = HTTPResponse.Status.ok
        var body: ByteBuffer?
        if let notModified = FileResponse.notModified(name, ifNoneMatch: request.headerFields[.ifNoneMatch], cacheControl: cacheControl) {
            fields = notModified
            status = .notModified
        } else {
            guard let bytes = service.responses.keptFile(for: name) else { return nil }
            fields = FileResponse.headers(name, format: requested.format, cacheControl: cacheControl)
            fields[.contentLength] = String(bytes.readableBytes)
            body = bytes
        }
        fields[.date] = date.now()
        fields[.server] = serverName
        let elapsed = ContinuousClock.now - start
        service.metrics.recordRequest(route: Self.route, status: status.code,
                                      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        return (HTTPResponse(status: status, headerFields: fields), body)
    }

    /// Whether a `Connection` header lists `close`, which the router answers
    /// by closing the connection after the response.
    static func asksToClose(_ connection: String?) -> Bool {
        guard let connection else { return false }
        return connection.split(separator: ",").contains { $0.filter { $0 != " " && $0 != "\t" }.lowercased() == "close" }
    }

    /// The route answered here, as the router names it in the metrics.
    static let route = "/themes/{name}/assets/{file}"

    /// The theme and file segments of `/themes/NAME/assets/FILE`; `nil` for
    /// any other path, or one with a query, percent-encoding or an empty
    /// segment, which the router reads its own way.
    static func asset(in path: String) -> (theme: String, file: String)? {
        let bytes = path.utf8
        guard !bytes.contains(UInt8(ascii: "?")), !bytes.contains(UInt8(ascii: "%")) else { return nil }
        let parts = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].isEmpty, parts[1].elementsEqual("themes".utf8), parts[3].elementsEqual("assets".utf8),
              !parts[2].isEmpty, !parts[4].isEmpty
        else { return nil }
        return (String(Substring(parts[2])), String(Substring(parts[4])))
    }
}
#endif
