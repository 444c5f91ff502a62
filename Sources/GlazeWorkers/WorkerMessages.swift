import Foundation
import Glaze
import GlazeKit
import GlazeTheme

/// One file for a worker to render: which asset of which theme source, in
/// which state and scale, as a file in a format or as rasters' pixels.
struct RenderJob: Sendable {
    /// What the worker sends back.
    enum Output: Sendable, Equatable {
        /// The file's bytes.
        case file(AssetFile.Format)
        /// The premultiplied ARGB32 rows of the rasters at these scales (the
        /// job's own scale is not used), for a parent that places them itself
        /// (`ThemeRenderer`'s layouts): no PNG encoded twice, and one round
        /// trip for every scale of an asset.
        case rasters([CGFloat])
    }

    let source: ContentDigest
    let asset: String
    let state: ControlState
    let scale: CGFloat
    let output: Output
}

extension RenderJob {
    /// The output name a raster request carries where a format's would be.
    static let rasterName = "raster"
}

/// A theme's contact sheet for a worker to draw.
struct SheetJob: Sendable {
    let source: ContentDigest
    let format: ContactSheet.Format
    let maximumPixels: Int
}

/// What the parent asks of a worker.
enum WorkerRequest {
    /// Render a file of a theme whose source the worker may already hold.
    case render(RenderJob)
    /// Draw the contact sheet of a theme whose source the worker may already
    /// hold, saying which asset it draws before each.
    case sheet(SheetJob)
    /// A theme's source, sent when the worker asked for it, with the limits it
    /// is read within.
    case load(ThemeSource, ThemeLimits)

    func encoded() -> [UInt8] {
        var writer = WireWriter()
        switch self {
        case let .render(job):
            writer.append(UInt8(1))
            writer.append(digestBytes(job.source))
            writer.append(job.asset)
            writer.append(job.state.rawValue)
            writer.append(Double(job.scale))
            switch job.output {
            case let .file(format): writer.append(format.rawValue)
            case let .rasters(scales):
                writer.append(RenderJob.rasterName)
                writer.append(UInt64(scales.count))
                for scale in scales { writer.append(Double(scale)) }
            }
        case let .sheet(job):
            writer.append(UInt8(3))
            writer.append(digestBytes(job.source))
            writer.append(job.format.rawValue)
            writer.append(UInt64(job.maximumPixels))
        case let .load(source, limits):
            writer.append(UInt8(2))
            writer.append(source.file)
            writer.append(source.format == .json ? "json" : "yaml")
            writer.append(source.text)
            writer.append(UInt64(source.files.count))
            for path in source.files.keys.sorted() {
                writer.append(path)
                writer.append(source.files[path]!)
            }
            // Every field, whatever fields the limits gain: a worker reads within exactly these.
            writer.append((try? JSONEncoder().encode(limits)) ?? Data())
        }
        return writer.bytes
    }

    init(decoding bytes: [UInt8]) throws(WireError) {
        var reader = WireReader(bytes)
        switch try reader.byte() {
        case 1:
            let digestData = try reader.data()
            guard let digest = ContentDigest(bytes: digestData) else { throw WireError("a source digest is not 32 bytes") }
            let asset = try reader.string(), stateName = try reader.string(), scale = try reader.double(), outputName = try reader.string()
            var output = AssetFile.Format(rawValue: outputName).map(RenderJob.Output.file)
            if outputName == RenderJob.rasterName {
                let count = try reader.uint64()
                guard count <= 64 else { throw WireError("a raster request asks for more than 64 scales") }
                var scales: [CGFloat] = []
                for _ in 0..<count {
                    let scale = try reader.double()
                    guard scale.isFinite, scale > 0 else { throw WireError("a raster request names a scale that is not positive") }
                    scales.append(CGFloat(scale))
                }
                output = .rasters(scales)
            }
            guard let state = ControlState(rawValue: stateName), let output, scale.isFinite, scale > 0 else {
                throw WireError("a render request names no known state, scale or format")
            }
            self = .render(RenderJob(source: digest, asset: asset, state: state, scale: CGFloat(scale), output: output))
        case 2:
            let file = try reader.string(), format: ThemeFormat = try reader.string() == "json" ? .json : .yaml, text = try reader.string()
            var files: [String: Data] = [:]
            for _ in 0..<(try reader.uint64()) {
                let path = try reader.string()
                files[path] = try reader.data()
            }
            guard let limits = try? JSONDecoder().decode(ThemeLimits.self, from: try reader.data()) else {
                throw WireError("a source comes without readable limits")
            }
            self = .load(ThemeSource(file: file, format: format, text: text, files: files), limits)
        case 3:
            guard let digest = ContentDigest(bytes: try reader.data()) else { throw WireError("a source digest is not 32 bytes") }
            let formatName = try reader.string(), maximumPixels = try reader.uint64()
            guard let format = ContactSheet.Format(rawValue: formatName), maximumPixels <= UInt64(Int.max) else {
                throw WireError("a sheet request names no known format")
            }
            self = .sheet(SheetJob(source: digest, format: format, maximumPixels: Int(maximumPixels)))
        default:
            throw WireError("an unknown request")
        }
        try reader.finish()
    }
}

/// One raster as it crosses the pipe: its size and premultiplied ARGB32 rows.
struct RasterPixels {
    let width: Int
    let height: Int
    let pixels: Data
}

/// What a worker answers.
enum WorkerReply {
    /// The file's bytes.
    case rendered(Data)
    /// Rasters, in the order asked for: each one's size in pixels and its
    /// premultiplied ARGB32 rows, 4 × width bytes each.
    case rasters([RasterPixels])
    /// Why the file could not be rendered.
    case failed(WorkerFailure)
    /// Not an answer yet: the worker is about to draw the asset so named, for
    /// a parent that says which one a crash was in.
    case progress(String)
    /// Whether this answers a render: a file or a raster.
    var isResult: Bool {
        switch self {
        case .rendered, .rasters: true
        case .failed, .needSource, .loaded, .progress: false
        }
    }

    /// The worker does not hold the job's source: send it, then the job again.
    case needSource
    /// The source sent is read and kept.
    case loaded

    func encoded() -> [UInt8] {
        var writer = WireWriter()
        switch self {
        case let .rendered(data):
            writer.append(UInt8(1))
            writer.append(data)
        case let .rasters(rasters):
            writer.append(UInt8(5))
            writer.append(UInt64(rasters.count))
            for raster in rasters {
                writer.append(UInt64(raster.width))
                writer.append(UInt64(raster.height))
                writer.append(raster.pixels)
            }
        case let .failed(error):
            writer.append(UInt8(2))
            switch error.storage {
            case .notFound: writer.append(UInt8(1))
            case .overBudget: writer.append(UInt8(2))
            case .themeInvalid: writer.append(UInt8(3))
            case .renderFailed: writer.append(UInt8(4))
            }
            writer.append(error.description)
        case let .progress(asset):
            writer.append(UInt8(6))
            writer.append(asset)
        case .needSource:
            writer.append(UInt8(3))
        case .loaded:
            writer.append(UInt8(4))
        }
        return writer.bytes
    }

    init(decoding bytes: [UInt8]) throws(WireError) {
        var reader = WireReader(bytes)
        switch try reader.byte() {
        case 1: self = .rendered(try reader.data())
        case 2:
            let kind = try reader.byte(), message = try reader.string()
            switch kind {
            case 1: self = .failed(WorkerFailure(.notFound(message)))
            case 2: self = .failed(WorkerFailure(.overBudget(message)))
            case 3: self = .failed(WorkerFailure(.themeInvalid(message)))
            default: self = .failed(WorkerFailure(.renderFailed(message)))
            }
        case 6: self = .progress(try reader.string())
        case 3: self = .needSource
        case 4: self = .loaded
        case 5:
            let count = try reader.uint64()
            guard count <= 64 else { throw WireError("a reply holds more than 64 rasters") }
            var rasters: [RasterPixels] = []
            for _ in 0..<count {
                let width = try reader.uint64(), height = try reader.uint64(), pixels = try reader.data()
                guard width > 0, height > 0, width < 1 << 20, height < 1 << 20, UInt64(pixels.count) == width * height * 4 else {
                    throw WireError("a raster's size does not match its pixels")
                }
                rasters.append(RasterPixels(width: Int(width), height: Int(height), pixels: pixels))
            }
            self = .rasters(rasters)
        default: throw WireError("an unknown reply")
        }
        try reader.finish()
    }
}

/// The digest's 32 bytes, most significant first.
private func digestBytes(_ digest: ContentDigest) -> [UInt8] {
    [digest.words.0, digest.words.1, digest.words.2, digest.words.3].flatMap { word in
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
    }
}

extension ContentDigest {
    /// The digest from its 32 bytes, most significant first.
    init?(bytes: Data) {
        guard bytes.count == 32 else { return nil }
        let array = [UInt8](bytes)
        func word(_ index: Int) -> UInt64 { array[index * 8..<index * 8 + 8].reduce(0) { $0 << 8 | UInt64($1) } }
        self.init(words: (word(0), word(1), word(2), word(3)))
    }
}
