import Glaze

/// The moments at which an animation is sampled into frames.
enum FrameTimes {
    /// Times from 0 to `duration` at `frameRate` a second, both ends included
    /// (the last step may be shorter).
    /// - Throws: `GlazeError.Code.invalidArgument` for a frame rate
    ///   that is not positive and finite, or one over 240 a second.
    static func sampled(duration: Double, frameRate: Double) throws(GlazeError) -> [Double] {
        guard frameRate.isFinite, frameRate > 0 else {
            throw GlazeError(.invalidArgument(name: "frame rate", value: "\(frameRate)", reason: "must be finite and greater than zero"))
        }
        guard frameRate <= 240 else {
            throw GlazeError(.invalidArgument(name: "frame rate", value: "\(frameRate)", reason: "must be at most 240 frames a second"))
        }
        let count = max(Int((duration * frameRate).rounded(.up)), 1)
        return (0...count).map { min(Double($0) / frameRate, duration) }
    }
}
