import Benchmark
import CairoBaseline
import DemoSheets
import Foundation
import Glaze
import GlazeKit

// Each comparison is a pair (or a pair of pairs) measured side by side in one
// run; BENCHMARKS.md gives their ratios. Names start with the suite.

let red = Color(red: 0.65, green: 0.05, blue: 0.05)
let looks: [ButtonBackgroundLook] = [
    ButtonBackgroundLook(.glossy(GlossyButton(color: red))),
    ButtonBackgroundLook(.glossy(GlossyButton(color: Color(red: 0.05, green: 0.35, blue: 0.7)))),
    ButtonBackgroundLook(.hybrid(HybridBackground(height: 44))),
    ButtonBackgroundLook(.hybrid(HybridBackground(height: 44)), state: .highlighted),
]
/// The table's 1,000 buttons: 4 looks, widths from 80 to 320.
let table: [(look: ButtonBackgroundLook, size: CGSize)] = (0..<1000).map { index in
    (looks[index % 4], CGSize(width: CGFloat(80 + (index * 37) % 241), height: 44))
}

func glossyButtonGlaze() throws -> Pixel {
    let surface = try ImageSurface(width: 310, height: 54, scale: 2)
    try surface.draw { try GlossyButton(color: red).drawBackground(in: $0.bounds, on: $0) }
    return surface.pixel(x: 0, y: 0)
}

func roundedRectsGlaze(_ count: Int) throws -> Pixel {
    let surface = try ImageSurface(width: 400, height: 400)
    let border = Color(red: 0.77, green: 0.43, blue: 0)
    try surface.draw { canvas in
        for i in 0..<count {
            let x = CGFloat(i % 40) * 10, y = CGFloat(i / 40 % 40) * 10
            let shape = Path(roundedRect: CGRect(x: x + 1, y: y + 1, width: 8, height: 8), cornerRadius: 2)
            try canvas.fill(shape, with: .gradient(.linear(from: CGPoint(x: 0, y: y), to: CGPoint(x: 0, y: y + 8),
                                                           colors: [Color(red: 0.94, green: 0.82, blue: 0.52), Color(red: 0.91, green: 0.55, blue: 0)])))
            try canvas.stroke(shape, with: .color(border))
        }
    }
    return surface.pixel(x: 0, y: 0)
}

func icon(_ size: Int) throws -> Image {
    try Image(size: CGSize(width: size, height: size)) { canvas in
        try canvas.fill(Path(ellipseIn: canvas.bounds.insetBy(dx: CGFloat(size) / 10, dy: CGFloat(size) / 10)),
                        with: .color(Color(white: 0, alpha: 0.8)))
    }
}

func blend(_ mode: BlendMode, size: Int, image: Image) throws -> Pixel {
    let surface = try ImageSurface(pixelWidth: size, pixelHeight: size)
    try surface.draw { canvas in
        try canvas.fill(canvas.bounds, with: .gradient(.linear(from: .zero, to: CGPoint(x: size, y: 0), colors: [.red, .blue])))
        try canvas.draw(image, in: canvas.bounds, blendMode: mode)
    }
    return surface.pixel(x: 0, y: 0)
}

/// A 310 × 54 glossy button at 2x casting one shadow of `blur` (the button in a
/// transparency layer, as Core Graphics code does to shadow a whole drawing).
/// The surface is the button's own size, so that the shadow covers all of it at
/// every blur and the two blurs are compared over the same pixels.
func shadowedGlossy(blur: CGFloat) throws -> Pixel {
    let surface = try ImageSurface(width: 310, height: 54, scale: 2)
    try surface.draw { canvas in
        canvas.shadow = Shadow(offset: CGSize(width: 0, height: 3), blur: blur)
        try canvas.withTransparencyLayer { try GlossyButton(color: red).drawBackground(in: $0.bounds, on: $0) }
    }
    return surface.pixel(x: 0, y: 0)
}

/// One rounded rect filled on a 400 × 140 surface at 2x, with or without a
/// blur-8 shadow.
func shadowedFill(_ shadowed: Bool) throws -> Pixel {
    let surface = try ImageSurface(width: 400, height: 140, scale: 2)
    try surface.draw { canvas in
        if shadowed { canvas.shadow = Shadow(offset: CGSize(width: 0, height: 3), blur: 8) }
        try canvas.fill(Path(roundedRect: CGRect(x: 45, y: 40, width: 310, height: 54), cornerRadius: 10), with: .color(red))
    }
    return surface.pixel(x: 0, y: 0)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
                                           warmupIterations: 2, maxDuration: .seconds(2), maxIterations: 200)

    // 1. Wrapper overhead: Glaze against the same drawing in C.
    Benchmark("Wrapper: glossy 310x54@2x, Glaze") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try glossyButtonGlaze()) }
    }
    Benchmark("Wrapper: glossy 310x54@2x, C") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(baseline_glossy_button(0.65, 0.05, 0.05, 310, 54, 2)) }
    }
    Benchmark("Wrapper: 1000 rounded rects, Glaze") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try roundedRectsGlaze(1000)) }
    }
    Benchmark("Wrapper: 1000 rounded rects, C") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(baseline_rounded_rects(1000)) }
    }

    // 2. Hybrid payoff.
    let hybrid = HybridBackground()
    Benchmark("Hybrid: 300x37 stretched from 11x37") { benchmark in
        let image = try hybrid.resizableImage(scale: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let surface = try ImageSurface(width: 300, height: 37, scale: 2)
            try surface.draw { try image.draw(in: $0.bounds, on: $0) }
            blackHole(surface.pixel(x: 0, y: 0))
        }
    }
    Benchmark("Hybrid: 300x37 drawn in full") { benchmark in
        for _ in benchmark.scaledIterations {
            let surface = try ImageSurface(width: 300, height: 37, scale: 2)
            try surface.draw { try hybrid.draw(in: $0.bounds, on: $0) }
            blackHole(surface.pixel(x: 0, y: 0))
        }
    }
    Benchmark("Table: 1000 buttons through the raster cache", configuration: .init(maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations {
            let cache = try RasterCache()
            for (look, size) in table { blackHole(try cache.raster(for: look, size: size, scale: 2)) }
        }
    }
    Benchmark("Table: 1000 buttons drawn from scratch", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations {
            for (look, size) in table {
                let image = try Image(size: size, scale: 2) { try look.draw(in: $0.bounds, on: $0) }
                blackHole(image)
            }
        }
    }

    // 3. Shadows: the blur's cost must not grow with its radius, and against no shadow.
    Benchmark("Shadow: glossy 310x54@2x in a layer, blur 2") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try shadowedGlossy(blur: 2)) }
    }
    Benchmark("Shadow: glossy 310x54@2x in a layer, blur 40") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try shadowedGlossy(blur: 40)) }
    }
    Benchmark("Shadow: rounded rect fill, shadow blur 8") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try shadowedFill(true)) }
    }
    Benchmark("Shadow: rounded rect fill, no shadow") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try shadowedFill(false)) }
    }

    // The port layer: the same glossy button through GlazeCoreGraphics and through Canvas.
    Benchmark("Port: glossy 310x54@2x, GlazeCoreGraphics") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(glossyViaCoreGraphics()) }
    }
    Benchmark("Port: glossy 310x54@2x, Canvas") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try glossyViaCanvas()) }
    }
    Benchmark("Port: StyleKit button 240x80@2x, GlazeCoreGraphics") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(styleKitViaCoreGraphics()) }
    }
    Benchmark("Port: StyleKit button 240x80@2x, Canvas") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try styleKitViaCanvas()) }
    }
    Benchmark("Port: CGGradient of 130 colours as CFArray") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(makeGlossGradient()) }
    }

    // 4. Blend-mode cost.
    Benchmark("Blend: tint 512 destinationIn, Glaze") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Tint(color: red).apply(to: icon(512)))
        }
    }
    Benchmark("Blend: tint 512 destinationIn, C") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(baseline_tint(512)) }
    }
    Benchmark("Blend: tint 512 overlay + destinationIn, Glaze") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Tint(color: red, mode: .gradientPreserving).apply(to: icon(512)))
        }
    }
    Benchmark("Blend: plusDarker 512, Glaze's compositing") { benchmark in
        let image = try icon(512)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try blend(.plusDarker, size: 512, image: image)) }
    }
    Benchmark("Blend: multiply 512, Cairo's operator") { benchmark in
        let image = try icon(512)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try blend(.multiply, size: 512, image: image)) }
    }
    Benchmark("Blend: colorBurn 512, Glaze's compositing") { benchmark in
        let image = try icon(512)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try blend(.colorBurn, size: 512, image: image)) }
    }

    // 5. Text.
    let titles = (0..<1000).map { "Title \($0)" }
    Benchmark("Text: 1000 titles, a new layout each") { benchmark in
        for _ in benchmark.scaledIterations {
            let surface = try ImageSurface(width: 400, height: 400)
            try surface.draw { canvas in
                for (index, title) in titles.enumerated() {
                    let layout = try TextLayout(title, font: .bold(12))
                    try canvas.draw(layout, at: CGPoint(x: CGFloat(index % 5) * 80, y: CGFloat(index / 5 % 25) * 16))
                }
            }
            blackHole(surface)
        }
    }
    Benchmark("Text: 1000 titles, one layout reused") { benchmark in
        for _ in benchmark.scaledIterations {
            let surface = try ImageSurface(width: 400, height: 400)
            let layout = try TextLayout("", font: .bold(12))
            try surface.draw { canvas in
                for (index, title) in titles.enumerated() {
                    try layout.setText(title)
                    try canvas.draw(layout, at: CGPoint(x: CGFloat(index % 5) * 80, y: CGFloat(index / 5 % 25) * 16))
                }
            }
            blackHole(surface)
        }
    }

    // 6. Parallel sheets. The harness's malloc interposer serialises allocation-
    // heavy threads in its own process, so the sheets render in a process of
    // their own: the GlazeSheets executable, built in release beside Glaze.
    for jobs in [1, 2] {
        Benchmark("Sheets: all demo sheets, \(jobs) job\(jobs == 1 ? "" : "s")",
                  configuration: .init(metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 5)) { benchmark in
            let executable = try sheetsExecutable()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-bench-\(UUID().uuidString)")
                try run(executable, [directory.path, "--jobs", String(jobs)])
                try? FileManager.default.removeItem(at: directory)
            }
        }
    }

    // 7. Memory: pages stream out; the cache holds minimum-size looks.
    for pages in [20, 200] {
        Benchmark("Memory: PDF of \(pages) pages",
                  configuration: .init(metrics: [.peakMemoryResident, .wallClock], warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 1)) { benchmark in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-bench-\(UUID().uuidString).pdf")
            let pdf = try PDFDocument(writingTo: url)
            let sheet = allSheets[6]  // the tab-bar sheet: paths, images, text
            for _ in 0..<pages { try pdf.addPage(size: sheet.size, sheet.draw) }
            try pdf.close()
            try? FileManager.default.removeItem(at: url)
        }
    }
    Benchmark("Memory: bytes for the 1000-button table",
              configuration: .init(metrics: [.custom("cache bytes"), .custom("full-size bytes")], maxIterations: 1)) { benchmark in
        let cache = try RasterCache()
        var fullSize = 0
        for (look, size) in table {
            _ = try cache.raster(for: look, size: size, scale: 2)
            fullSize += Int(size.width * 2) * Int(size.height * 2) * 4
        }
        benchmark.measurement(.custom("cache bytes"), cache.statistics.bytes)
        benchmark.measurement(.custom("full-size bytes"), fullSize)
    }
}

/// The release GlazeSheets executable of the Glaze package, built on first use.
func sheetsExecutable() throws -> URL {
    let glaze = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let executable = glaze.appendingPathComponent(".build/release/GlazeSheets")
    try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "-c", "release", "--product", "GlazeSheets",
                                                   "--package-path", glaze.path])
    return executable
}

func run(_ executable: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw CommandFailed(command: executable.path, status: process.terminationStatus)
    }
}

/// A helper command the benchmarks ran exited unsuccessfully.
struct CommandFailed: Error, CustomStringConvertible {
    let command: String
    let status: Int32

    var description: String { "\(command) exited with status \(status)" }
}
