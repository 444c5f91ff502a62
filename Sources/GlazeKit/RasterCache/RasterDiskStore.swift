import Foundation
import Glaze

/// The optional disk layer: a directory of PNGs named by the SHA-256 digest of
/// their key, each with a small JSON record of its key, size, caps and
/// checksum, both written atomically.
///
/// The files live in a folder named after the layout's version (`v2`), and each
/// record states it too: what an earlier layout wrote (version 1 named files
/// and checked them by 64-bit FNV-1a) is never looked at, let alone trusted.
struct RasterDiskStore: Sendable {
    /// The layout's version; a change to names, records or checksums bumps it.
    static let formatVersion = 2

    /// The versioned folder inside the directory the cache was given.
    let directory: URL

    struct Record: Codable {
        var format: Int
        var key: String
        var pixelWidth: Int
        var pixelHeight: Int
        var scale: Double
        var capInsets: [Double]
        var checksum: String
    }

    init(directory: URL) throws(GlazeError) {
        self.directory = directory.appendingPathComponent("v\(Self.formatVersion)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
        } catch {
            throw GlazeError(.fileAccess(path: directory.path, reason: "cannot create the cache directory (\(error.localizedDescription))"))
        }
    }

    private func urls(_ key: RasterCacheKey) -> (png: URL, record: URL) {
        (directory.appendingPathComponent(key.fileName + ".png"), directory.appendingPathComponent(key.fileName + ".json"))
    }

    enum Lookup {
        case missing
        case found(CachedRaster)
        case rejected
    }

    /// The stored look, verified: the record names this very key, the PNG's bytes
    /// match the checksum and decode to the recorded size.
    func read(_ key: RasterCacheKey) -> Lookup {
        let (pngURL, recordURL) = urls(key)
        guard FileManager.default.fileExists(atPath: recordURL.path) || FileManager.default.fileExists(atPath: pngURL.path) else {
            return .missing
        }
        guard let recordData = try? Data(contentsOf: recordURL),
              let record = try? JSONDecoder().decode(Record.self, from: recordData),
              record.format == Self.formatVersion, record.key == key.description, record.capInsets.count == 4,
              let png = try? Data(contentsOf: pngURL),
              Self.checksum(png) == record.checksum,
              let image = try? Image(pngData: png, scale: CGFloat(record.scale)),
              image.pixelWidth == record.pixelWidth, image.pixelHeight == record.pixelHeight else {
            return .rejected
        }
        let c = record.capInsets.map { CGFloat($0) }
        return .found(CachedRaster(key: key, image: image, capInsets: EdgeInsets(top: c[0], left: c[1], bottom: c[2], right: c[3])))
    }

    /// Writes the PNG, then its record: a reader that finds the record finds the whole PNG.
    func write(_ raster: CachedRaster) throws {
        let (pngURL, recordURL) = urls(raster.key)
        let png = try raster.image.pngData()
        let insets = raster.capInsets
        let record = Record(format: Self.formatVersion, key: raster.key.description, pixelWidth: raster.image.pixelWidth, pixelHeight: raster.image.pixelHeight,
                            scale: Double(raster.image.scale),
                            capInsets: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init),
                            checksum: Self.checksum(png))
        try png.write(to: pngURL, options: .atomic)
        try JSONEncoder().encode(record).write(to: recordURL, options: .atomic)
    }

    static func checksum(_ data: Data) -> String {
        ContentDigest(of: data).hexDigits
    }
}
