import ArgumentParser
import Foundation
import GlazeWorkers

/// `glaze worker`: the render worker that `glaze serve`, `glaze render` and
/// `glaze sheet` start, one per render slot. Not for people: it speaks the
/// workers' protocol on standard input and output.
struct Worker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The render worker glaze starts; not for use by hand.",
        shouldDisplay: false)

    @Option(help: "Virtual memory the worker may map, in bytes.")
    var addressSpace: Int

    @Option(help: "CPU seconds one render may take.")
    var cpuSeconds: Int

    @Option(help: "Files the worker may have open.")
    var openFiles: Int

    @Option(help: "Bytes of rasters kept between renders.")
    var rasterCache: Int

    func run() async throws {
        var limits = WorkerLimits()
        limits.addressSpaceBytes = addressSpace
        limits.cpuSecondsPerRender = cpuSeconds
        limits.openFiles = openFiles
        limits.rasterCacheBytes = rasterCache
        let status = await RenderWorker.run(limits: limits)
        if status != 0 { throw ExitCode(status) }
    }
}
