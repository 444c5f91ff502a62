import Foundation
import Synchronization

/// The screen UIKit code asks for its scale and size.
///
/// A Linux process has no screen, so Glaze's main screen is a setting: a 1x
/// screen of 390 × 844 points until the program says otherwise. Its scale is what
/// `UIGraphicsBeginImageContextWithOptions(size, opaque, 0)`, a default
/// ``UIGraphicsImageRendererFormat`` and a new view's `contentScaleFactor` use,
/// as the main screen's scale is on iOS.
///
/// ```swift
/// UIScreen.main.scale = 3   // render as an iPhone Pro does
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 44)).image { _ in drawIcon() }
/// // image.scale == 3, 132 × 132 pixels
/// ```
///
/// Unlike Apple's, ``scale`` and ``bounds`` can be set (Glaze's extension),
/// from any thread, and ``withScale(_:_:)`` gives one task its own scale, so
/// that tasks rendering for different screens at once do not disturb each other:
///
/// ```swift
/// let icon3x = UIScreen.main.withScale(3) { UIGraphicsImageRenderer(size: iconSize).image { _ in drawIcon() } }
/// ```
public final class UIScreen: Sendable {
    // Atomics rather than a Mutex: ThreadSanitizer cannot see Synchronization's
    // Mutex on Linux, and each value is read and written whole.
    private let scaleBits = Atomic<UInt>(CGFloat(1).bitPattern)
    // Width and height in one atomic, so that no reader sees half a new size.
    private let sizeBits = Atomic<WordPair>(WordPair(first: CGFloat(390).bitPattern,
                                                     second: CGFloat(844).bitPattern))

    private init() {}

    /// The screen UIKit drawing takes its scale from.
    public static let main = UIScreen()

    @TaskLocal private static var taskScale: CGFloat?

    /// Pixels per point: 1 until set, or the scale ``withScale(_:_:)`` gives
    /// the current task. A value that is not finite and positive is ignored.
    public var scale: CGFloat {
        get { Self.taskScale ?? CGFloat(bitPattern: scaleBits.load(ordering: .relaxed)) }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            scaleBits.store(newValue.bitPattern, ordering: .relaxed)
        }
    }

    /// Runs `body` with ``scale`` reading `scale` in this task and the tasks it
    /// starts, whatever other tasks see; a scale that is not finite and positive
    /// leaves the scale as it is.
    public func withScale<Result>(_ scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
        guard scale.isFinite, scale > 0 else { return try body() }
        return try Self.$taskScale.withValue(scale, operation: body)
    }

    /// The physical pixels per point; the same as ``scale`` here, where no
    /// screen is zoomed.
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in points, at the origin: 390 × 844 until set (an
    /// iPhone's portrait screen). A size that is not finite and positive is ignored.
    public var bounds: CGRect {
        get {
            let size = sizeBits.load(ordering: .relaxed)
            return CGRect(x: 0, y: 0, width: CGFloat(bitPattern: size.first),
                          height: CGFloat(bitPattern: size.second))
        }
        set {
            let size = newValue.standardized.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
            sizeBits.store(WordPair(first: size.width.bitPattern, second: size.height.bitPattern),
                           ordering: .relaxed)
        }
    }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        let points = bounds
        return CGRect(x: 0, y: 0, width: points.width * scale, height: points.height * scale)
    }
}
