import Foundation
import Glaze

extension CALayer {
    /// The most frames one filmstrip or animated PNG may hold: a minute at 60
    /// frames a second.
    public static let maximumFrames = 3600

    /// The layer at each of `times` (clock seconds), side by side from left to
    /// right in one image, each frame the layer's bounds at `scale`.
    ///
    /// ```swift
    /// ring.add(fill, forKey: "fill")   // at clock time 0, for one second
    /// let strip = try ring.filmstrip(at: [0, 0.25, 0.5, 0.75, 1], scale: 2)
    /// try strip.pngData()?.write(to: URL(fileURLWithPath: "ring-strip.png"))
    /// ```
    ///
    /// Each frame is rendered with a clock of its own reading that time, so the
    /// caller's clock does not move; delegates hear of the starts and ends the
    /// frames pass, as they would on a screen.
    /// - Throws: `GlazeError.invalidArgument` for no
    ///   times, a time that is not finite or more than ``maximumFrames``;
    ///   `GlazeError.limitExceeded` when
    ///   the image would be past `limits`.
    public func filmstrip(at times: [CFTimeInterval], scale: CGFloat = 1,
                          limits: InputLimits = .standard) throws(GlazeError) -> UIImage {
        let size = try checkFrames(times, scale: scale, limits: limits, across: true)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let strip = CGSize(width: size.width * CGFloat(times.count), height: size.height)
        return UIGraphicsImageRenderer(size: strip, format: format).image { context in
            for (index, time) in times.enumerated() {
                let cg = context.cgContext
                cg.saveGState()
                cg.translateBy(x: CGFloat(index) * size.width - bounds.minX, y: -bounds.minY)
                CAMediaClock(now: time).withCurrent { render(in: cg) }
                cg.restoreGState()
            }
        }
    }

    /// An animated PNG of the layer from clock time `start` to `end` at
    /// `framesPerSecond` (both ends included), each frame the layer's bounds at
    /// `scale`, looping `loops` times (0: for ever).
    ///
    /// ```swift
    /// let apng = try ring.animatedPNG(from: 0, to: 1, framesPerSecond: 30, scale: 2)
    /// try apng.write(to: URL(fileURLWithPath: "ring.png"))
    /// ```
    /// - Throws: as ``filmstrip(at:scale:limits:)``, counting every frame's pixels together.
    public func animatedPNG(from start: CFTimeInterval, to end: CFTimeInterval, framesPerSecond: Double,
                            scale: CGFloat = 1, loops: Int = 0,
                            limits: InputLimits = .standard) throws(GlazeError) -> Data {
        guard framesPerSecond.isFinite, framesPerSecond > 0, start.isFinite, end.isFinite, end >= start else {
            throw GlazeError(.invalidArgument(name: "framesPerSecond", value: "\(framesPerSecond) from \(start) to \(end)",
                                   reason: "needs a finite, positive rate over a finite span"))
        }
        let span = (end - start) * framesPerSecond
        guard span < Double(Self.maximumFrames) else {
            throw GlazeError(.invalidArgument(name: "frames", value: "\(span.rounded(.up) + 1)",
                                   reason: "more than \(Self.maximumFrames) frames"))
        }
        let times = (0...Int(span.rounded(.down))).map { start + Double($0) / framesPerSecond }
        _ = try checkFrames(times, scale: scale, limits: limits, across: false)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        var frames: [Data] = []
        for time in times {
            let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
                CAMediaClock(now: time).withCurrent { render(in: context.cgContext) }
            }
            guard let png = try image.bitmap?.glazeImage.pngData() else {
                throw GlazeError(.invalidArgument(name: "bounds", value: "\(bounds)", reason: "the layer has no area to render"))
            }
            frames.append(png)
        }
        return try AnimatedPNG.encode(frames, delay: 1 / framesPerSecond, loops: loops)
    }

    /// The frame size in points, once the times, scale and total size are
    /// within their limits (`across`: frames side by side in one image).
    private func checkFrames(_ times: [CFTimeInterval], scale: CGFloat, limits: InputLimits,
                             across: Bool) throws(GlazeError) -> CGSize {
        guard !times.isEmpty, times.count <= Self.maximumFrames, times.allSatisfy(\.isFinite) else {
            throw GlazeError(.invalidArgument(name: "times", value: "\(times.count) times",
                                   reason: "needs 1 to \(Self.maximumFrames) finite times"))
        }
        guard scale.isFinite, scale > 0 else {
            throw GlazeError(.invalidArgument(name: "scale", value: "\(scale)", reason: "must be finite and positive"))
        }
        let size = bounds.size
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width >= 1, height >= 1 else {
            throw GlazeError(.invalidArgument(name: "bounds", value: "\(bounds)", reason: "the layer has no area to render"))
        }
        let source = across ? "filmstrip" : "animated PNG"
        let side = across ? width * CGFloat(times.count) : width
        try InputLimits.check(side.isFinite ? Int(min(side, 1e15)) : .max, against: limits.maximumImageDimension,
                              .width, in: source)
        try InputLimits.check(height.isFinite ? Int(min(height, 1e15)) : .max, against: limits.maximumImageDimension,
                              .height, in: source)
        let pixels = Double(width) * Double(height) * Double(times.count)
        try InputLimits.check(Int(min(pixels, 1e15)), against: limits.maximumImagePixels, .pixels, in: source)
        return size
    }
}
