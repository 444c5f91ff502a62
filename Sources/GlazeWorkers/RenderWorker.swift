import Foundation
import Glaze
import GlazeKit
import GlazeTheme

/// The render worker: `glaze worker`, started by `glaze serve`, `glaze render`
/// and `glaze sheet` (through ``RenderWorkerPool``) with pipes for standard
/// input and output. It reads requests, renders, and answers, one at a time,
/// until its input ends; theme sources arrive with the requests, so it reads
/// no theme file itself. Whatever a hostile file makes Cairo, Pango or librsvg
/// do happens here, within ``WorkerLimits``, and ends this process at worst.
///
/// A program that is not `glaze` starts its workers by running itself: it
/// gives ``RenderWorkerPool`` a command that starts it in a worker mode, and
/// calls this when it is started that way:
///
/// ```swift
/// if CommandLine.arguments.dropFirst().first == "--render-worker" {
///     exit(await RenderWorker.run(limits: WorkerLimits()))
/// }
/// let pool = RenderWorkerPool(size: 2, command: [CommandLine.arguments[0], "--render-worker"])
/// ```
public enum RenderWorker {
    /// Sources kept between requests: a theme's files are sent once per worker.
    static let keptSources = 16

    /// Serves requests on standard input and output until input ends; returns
    /// the exit status (0, or 2 for a request that breaks the protocol).
    public static func run(limits: WorkerLimits) async -> Int32 {
        limits.applyToThisProcess()
        // The parent may go away mid-answer; that ends the worker by EOF, not by signal.
        signal(SIGPIPE, SIG_IGN)
        // Each source's assets are read as they are asked for: a worker of an
        // icon set's render reads the icons it draws, not all of them.
        var sources: [ContentDigest: ThemeAssetReader] = [:]
        var order: [ContentDigest] = []
        let cache: RasterCache
        do {
            cache = try RasterCache(memoryBudget: limits.rasterCacheBytes)
        } catch {
            return 1
        }
        while let frame = WireFrame.read(from: STDIN_FILENO) {
            let reply: WorkerReply
            do {
                switch try WorkerRequest(decoding: frame) {
                case let .load(source, themeLimits):
                    do {
                        let reader = try ThemeAssetReader(source: source, limits: themeLimits)
                        if sources[source.digest] == nil { order.append(source.digest) }
                        sources[source.digest] = reader
                        if order.count > keptSources { sources[order.removeFirst()] = nil }
                        reply = .loaded
                    } catch {
                        reply = .failed(WorkerFailure(.themeInvalid("\(error)")))
                    }
                case let .render(job):
                    if sources[job.source] != nil {
                        limits.armCPULimit()
                        reply = await render(job, in: &sources[job.source]!, cache: cache)
                    } else {
                        reply = .needSource
                    }
                case let .sheet(job):
                    if sources[job.source] != nil {
                        limits.armCPULimit()
                        reply = sheet(job, of: &sources[job.source]!)
                    } else {
                        reply = .needSource
                    }
                }
            } catch {
                return 2
            }
            guard WireFrame.write(reply.encoded(), to: STDOUT_FILENO) else { return 0 }
        }
        return 0
    }

    private static func sheet(_ job: SheetJob, of reader: inout ThemeAssetReader) -> WorkerReply {
        let theme: Theme
        do {
            theme = try reader.theme()
        } catch {
            return .failed(WorkerFailure(.themeInvalid("\(error)")))
        }
        do {
            return .rendered(try ContactSheet.data(theme, format: job.format, maximumPixels: job.maximumPixels) { asset in
                _ = WireFrame.write(WorkerReply.progress(asset.name).encoded(), to: STDOUT_FILENO)
            })
        } catch let error as RenderBudgetError {
            return .failed(WorkerFailure(.overBudget("\(error)")))
        } catch {
            return .failed(WorkerFailure(.renderFailed("\(error)")))
        }
    }

    private static func render(_ job: RenderJob, in reader: inout ThemeAssetReader, cache: RasterCache) async -> WorkerReply {
        let found: ThemeAsset?
        do {
            found = try reader.asset(named: job.asset)
        } catch {
            return .failed(WorkerFailure(.themeInvalid("\(error)")))
        }
        guard let asset = found else {
            return .failed(WorkerFailure(.notFound("theme '\(reader.themeName)' has no asset '\(job.asset)'")))
        }
        guard asset.states.contains(job.state) else {
            return .failed(WorkerFailure(.notFound("asset '\(asset.name)' has no state '\(job.state.rawValue)'")))
        }
        do {
            switch job.output {
            case let .file(format):
                return .rendered(try await AssetFile(asset: asset, state: job.state, scale: job.scale, format: format).data(cache: cache))
            case let .rasters(scales):
                let images = try await InProcessDrawing(cache: cache).rasters(of: asset, state: job.state, scales: scales)
                return .rasters(images.map { image in
                    image.withPixels { pixels in
                        var rows = Data(capacity: pixels.width * pixels.height * 4)
                        for y in 0..<pixels.height { rows.append(contentsOf: UnsafeRawBufferPointer(pixels.row(y))) }
                        return RasterPixels(width: pixels.width, height: pixels.height, pixels: rows)
                    }
                })
            }
        } catch {
            return .failed(WorkerFailure(.renderFailed("\(error)")))
        }
    }
}
