import Foundation
import Glaze
import SnapshotTesting

/// How far a rendering may stray from its golden image and still match.
///
/// A pixel differs when any of its four premultiplied channels differs by more
/// than `channelDelta` levels; the images match while no more than
/// `differingPixels` pixels differ.
public struct PixelTolerance: Sendable, CustomStringConvertible {
    /// The largest allowed difference on any channel of a pixel, in 8-bit levels.
    public var channelDelta: Int
    /// How many pixels may exceed `channelDelta`.
    public var differingPixels: Int

    /// Creates a tolerance.
    public init(channelDelta: Int, differingPixels: Int) {
        self.channelDelta = channelDelta
        self.differingPixels = differingPixels
    }

    /// Pixel-exact.
    public static let exact = PixelTolerance(channelDelta: 0, differingPixels: 0)

    /// One level of rounding anywhere, and nothing else: the default for goldens
    /// rendered on the same Cairo and Pango.
    public static let rounding = PixelTolerance(channelDelta: 1, differingPixels: 0)

    /// A short statement of the tolerance for failure messages.
    public var description: String { "±\(channelDelta) levels, at most \(differingPixels) pixels beyond" }
}

/// The result of comparing two images pixel by pixel.
public struct ImageComparison {
    /// Pixels differing by more than the tolerance's channel delta.
    public var differingPixels: Int
    /// The largest channel difference seen anywhere.
    public var largestDelta: Int
    /// An image marking differing pixels in red over a faded copy of the new image,
    /// or `nil` when the sizes differ.
    public var diffImage: ImageSurface?
}

/// Compares two surfaces of the same pixel size, channel by channel.
public func compareImages(_ reference: ImageSurface, _ actual: ImageSurface, channelDelta: Int) -> ImageComparison {
    guard reference.pixelWidth == actual.pixelWidth, reference.pixelHeight == actual.pixelHeight,
          let diff = try? ImageSurface(pixelWidth: actual.pixelWidth, pixelHeight: actual.pixelHeight) else {
        return ImageComparison(differingPixels: Int.max, largestDelta: 255, diffImage: nil)
    }
    var differing = 0, largest = 0
    reference.withPixels { old in
        actual.withPixels { new in
            diff.withMutablePixels { out in
                for y in 0..<new.height {
                    for x in 0..<new.width {
                        let a = old[x, y], b = new[x, y]
                        let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                                        abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                        largest = max(largest, delta)
                        if delta > channelDelta {
                            differing += 1
                            out[x, y] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
                        } else {
                            // A faded copy of the picture, so the red marks can be placed.
                            let grey = UInt8(191 + Int(b.color.luma * 64).clamped(to: 0...64))
                            out[x, y] = Pixel(red: grey, green: grey, blue: grey, alpha: 255)
                        }
                    }
                }
            }
        }
    }
    return ImageComparison(differingPixels: differing, largestDelta: largest, diffImage: diff)
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

/// Where failed comparisons leave their actual and diff images (ignored by git).
public let snapshotFailureDirectory: URL = {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return here.deletingLastPathComponent().appendingPathComponent("__Failures__")
}()

extension Diffing where Value == ImageSurface {
    /// PNG files compared by decoded pixels within `tolerance`; on failure the
    /// actual image and a diff image are written to ``snapshotFailureDirectory``.
    public static func png(tolerance: PixelTolerance) -> Diffing {
        .diff(
            toData: { (try? $0.pngData()) ?? Data() },
            fromData: { data in
                (try? ImageSurface(pngData: data)) ?? (try! ImageSurface(pixelWidth: 1, pixelHeight: 1))
            },
            diffV2: { reference, actual in
                let result = compareImages(reference, actual, channelDelta: tolerance.channelDelta)
                guard result.differingPixels > tolerance.differingPixels else { return nil }
                let name = UUID().uuidString.prefix(8)
                try? FileManager.default.createDirectory(at: snapshotFailureDirectory, withIntermediateDirectories: true)
                let actualURL = snapshotFailureDirectory.appendingPathComponent("\(name)-actual.png")
                let diffURL = snapshotFailureDirectory.appendingPathComponent("\(name)-diff.png")
                try? actual.writePNG(to: actualURL)
                try? result.diffImage?.writePNG(to: diffURL)
                let sizes = "golden \(reference.pixelWidth)×\(reference.pixelHeight), actual \(actual.pixelWidth)×\(actual.pixelHeight)"
                let message = result.diffImage == nil
                    ? "image sizes differ: \(sizes); actual written to \(actualURL.path)"
                    : "\(result.differingPixels) pixels differ by more than \(tolerance.channelDelta) levels "
                        + "(largest \(result.largestDelta); tolerance \(tolerance)); "
                        + "actual: \(actualURL.path), diff: \(diffURL.path)"
                return (message, [])
            }
        )
    }
}

extension Snapshotting where Value == ImageSurface, Format == ImageSurface {
    /// A golden PNG compared by pixels within `tolerance` (one level of rounding by default).
    public static func png(tolerance: PixelTolerance = .rounding) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)) { $0 }
    }
}
