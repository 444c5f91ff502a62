#if Server
import Foundation
import HummingbirdCore
import NIOCore
import NIOHTTP1
import Synchronization

/// The connections a server holds at once, counted across its event loops.
final class ConnectionCount: Sendable {
    let limit: Int
    private let open = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a place if one is left; `false` when the server is full.
    func enter() -> Bool {
        if open.add(1, ordering: .relaxed).newValue <= limit { return true }
        open.subtract(1, ordering: .relaxed)
        return false
    }

    func leave() {
        open.subtract(1, ordering: .relaxed)
    }

    /// The connections open now.
    var current: Int { open.load(ordering: .relaxed) }
}

/// What guards each connection, below the HTTP handling: a place among the
/// server's connections (a connection past the cap is closed at once and
/// counted), and a write timeout — a client that stops reading, so that the
/// responses it asked for pile up unsent, is closed once its socket has
/// taken nothing for `writeTimeout`, and the responses' memory with it.
///
/// Added after Hummingbird's HTTP codec, it also puts ``HTTP10Semantics``
/// in front of the codec, where the request's HTTP version is still known,
/// and at the first request a ``CachedFileResponder`` behind Hummingbird's
/// connection state handler, which then counts the requests it answers
/// towards the idle timeout as it counts the router's.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    private let connections: ConnectionCount
    private let writeTimeout: TimeAmount
    private let refused: @Sendable () -> Void
    private let timedOut: @Sendable () -> Void
    private var admitted = false
    private var stalled: Scheduled<Void>?
    private var responder: CachedFileResponder?

    /// A guard taking its place among `connections`; `refused` and `timedOut`
    /// count the connections closed past the cap and at the write timeout;
    /// `responder`, if any, answers cached files on this connection.
    init(connections: ConnectionCount, writeTimeout: TimeAmount, responder: CachedFileResponder?,
         refused: @escaping @Sendable () -> Void, timedOut: @escaping @Sendable () -> Void) {
        self.connections = connections
        self.writeTimeout = writeTimeout
        self.responder = responder
        self.refused = refused
        self.timedOut = timedOut
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // By the first request Hummingbird has built the whole pipeline.
        if let responder {
            self.responder = nil
            let operations = context.pipeline.syncOperations
            if let state = try? operations.context(handlerType: HTTPConnectionStateHandler.self) {
                try? operations.addHandler(responder, position: .after(state.handler))
            }
        }
        context.fireChannelRead(data)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        // Right after NIO's request decoder is in front of Hummingbird's codec.
        if let decoder = try? context.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self) {
            try? context.pipeline.syncOperations.addHandler(HTTP10Semantics(), position: .after(decoder.handler))
        }
        admitted = connections.enter()
        if !admitted {
            refused()
            context.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stalled?.cancel()
        if admitted {
            admitted = false
            connections.leave()
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stalled?.cancel()
            stalled = nil
        } else if stalled == nil {
            let channel = context.channel, timedOut = self.timedOut
            stalled = context.eventLoop.scheduleTask(in: writeTimeout) {
                guard !channel.isWritable else { return }
                timedOut()
                channel.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }
}

/// HTTP/1.0 as RFC 9112 has it: a request without `Connection: keep-alive`
/// (and an HTTP/1.1 request with `Connection: close`) gets its response with
/// `Connection: close`, and the connection ends after it; an HTTP/1.0 request
/// with `Connection: keep-alive` is answered with it, without which its client
/// would wait for the connection to end to know the response had.
///
/// Hummingbird reads requests as HTTP types, which carry no version, so an
/// HTTP/1.0 request would otherwise be kept alive and answered without the
/// header; marking it `Connection: close` on the way in lets Hummingbird close
/// the connection after the response, and the header is added on the way out.
final class HTTP10Semantics: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// For each request not yet answered, in order, the `Connection` header its response needs, if any.
    private var connectionHeaders: [String?] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        if !head.isKeepAlive {
            head.headers.replaceOrAdd(name: "connection", value: "close")
            connectionHeaders.append("close")
        } else {
            connectionHeaders.append(head.version == .http1_0 ? "keep-alive" : nil)
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200 else {
            return context.write(data, promise: promise)
        }
        if !connectionHeaders.isEmpty, let value = connectionHeaders.removeFirst() {
            head.headers.replaceOrAdd(name: "connection", value: value)
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
#endif
