#if Server
import Foundation
import GlazeTheme
import Hummingbird
import ServiceLifecycle

/// The server's endpoints.
enum Routes {
    static func router(for service: AssetService) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestGuard(metrics: service.metrics,
                                            accessLog: service.configuration.logsRequests ? service.configuration.logger : nil))
        // Every endpoint answers GET and HEAD alike; the guard drops HEAD's body.
        func get(_ path: RouterPath, _ handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> Response) {
            router.get(path, use: handler)
            router.head(path, use: handler)
        }

        get("healthz") { _, _ -> Response in
            text("ok\n", type: "text/plain; charset=utf-8")
        }

        get("themes") { request, _ -> Response in
            let list = await service.library.themes.map { served in
                ThemeSummary(name: served.name, file: served.file.lastPathComponent, title: served.theme?.name,
                             assets: served.theme?.assets.count ?? 0, error: served.error,
                             manifest: "/themes/\(served.name)/manifest.json")
            }
            return FileResponse.json(try encoder.encode(list), request: request)
        }

        get("themes/:name/manifest.json") { request, context -> Response in
            let name = try context.parameters.require("name")
            let (_, theme) = try await service.theme(named: name)
            let manifest = Manifest(serving: theme, scales: service.configuration.manifestScales)
            return FileResponse.json(try encoder.encode(manifest), request: request)
        }

        get("themes/:name/assets/:file") { request, context -> Response in
            let file = try await service.file(theme: try context.parameters.require("name"),
                                              segment: try context.parameters.require("file"))
            return try await FileResponse.make(file, request: request, cacheControl: FileResponse.revalidate) {
                try await service.data(for: file)
            }
        }

        get("looks/:file") { request, context -> Response in
            let file = try await service.lookFile(segment: try context.parameters.require("file"))
            return try await FileResponse.make(file, request: request, cacheControl: FileResponse.immutable) {
                try await service.data(for: file)
            }
        }

        get("metrics") { _, _ -> Response in
            service.metrics.recordState(responseBytes: await service.responses.size, workers: await service.workers.count,
                                        connections: service.connections.current, previewStreams: await service.changes.count)
            return text(service.metrics.exposition(), type: "text/plain; version=0.0.4; charset=utf-8")
        }

        get("/") { _, _ -> Response in
            let page = PreviewPage.html(themes: await service.library.themes, widths: PreviewPage.widths)
            return text(page, type: "text/html; charset=utf-8")
        }

        get("events") { _, _ -> Response in
            let stream = await service.changes.subscribe()
            let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                // The retry delay, then one event per changed theme, with comments
                // that keep proxies from timing the stream out. It ends when the
                // server stops (the watcher finishes the changes) or begins a
                // graceful shutdown.
                let (chunks, chunk) = AsyncStream.makeStream(of: String.self)
                let producer = Task {
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask {
                            while (try? await Task.sleep(for: .seconds(15))) != nil { chunk.yield(": keep-alive\n\n") }
                        }
                        for await name in stream { chunk.yield("event: change\ndata: \(name)\n\n") }
                        group.cancelAll()
                    }
                    chunk.finish()
                }
                defer { producer.cancel() }
                try await writer.write(ByteBuffer(string: "retry: 1000\n: glaze\n\n"))
                try await withGracefulShutdownHandler {
                    for await text in chunks { try await writer.write(ByteBuffer(string: text)) }
                } onGracefulShutdown: {
                    chunk.finish()
                }
                try await writer.finish(nil)
            })
        }
        return router
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func text(_ body: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}

/// One entry of `GET /themes`.
struct ThemeSummary: Codable {
    let name: String
    let file: String
    let title: String?
    let assets: Int
    let error: String?
    let manifest: String
}
#endif
