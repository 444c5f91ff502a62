import ArgumentParser
import GlazeWorkers

/// The limits of the render workers, which `glaze render`, `glaze sheet` and
/// `glaze serve` draw every file in: the same options and defaults for all three.
struct WorkerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Virtual memory each render worker may map, in MiB.", valueName: "MiB"))
    var workerMemory = WorkerLimits().addressSpaceBytes >> 20

    @Option(help: ArgumentHelp("CPU seconds one render may take.", valueName: "s"))
    var workerCPUSeconds = WorkerLimits().cpuSecondsPerRender

    @Option(help: ArgumentHelp("Seconds one render may take, CPU or not.", valueName: "s"))
    var workerSeconds = WorkerLimits().secondsPerRender

    func validate() throws {
        guard (256...(1 << 30)).contains(workerMemory) else { throw ValidationError("--worker-memory must be from 256 to 1073741824 MiB") }
        guard (1...3600).contains(workerCPUSeconds) else { throw ValidationError("--worker-cpu-seconds must be from 1 to 3600 s") }
        guard (1...3600).contains(workerSeconds) else { throw ValidationError("--worker-seconds must be from 1 to 3600 s") }
    }

    /// The limits these options give.
    var limits: WorkerLimits {
        var limits = WorkerLimits()
        limits.addressSpaceBytes = workerMemory << 20
        limits.cpuSecondsPerRender = workerCPUSeconds
        limits.secondsPerRender = workerSeconds
        return limits
    }

    /// A pool of `size` workers of this very `glaze`, within these limits.
    func pool(size: Int) -> RenderWorkerPool {
        RenderWorkerPool(size: size, command: RenderWorkerPool.glazeWorkerCommand, limits: limits)
    }
}
