import Foundation
import Glaze

// GlazeKit's images once defaulted to 2 pixels per point while the core's
// default to 1, so the same call without `scale:` gave different pixels a layer
// apart. Components now take the density they are drawn at as an argument; these
// overloads keep the old spelling, at its old density, for code written before.

private let formerDefaultScale: CGFloat = 2

extension Filmstrip {
    /// The whole strip as one image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func image(times: [Double], drawFrame: (Int, CGRect, Canvas) throws -> Void) throws -> Image {
        try image(times: times, scale: formerDefaultScale, drawFrame: drawFrame)
    }
}

extension GlossyButton {
    /// The background as a resizable image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func resizableImage(height: CGFloat, state: ControlState = .normal) throws -> ResizableImage {
        try resizableImage(height: height, state: state, scale: formerDefaultScale)
    }
}

extension TabBarIndicatorFilmstrip {
    /// Every frame as its own image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func frameImages(frameRate: Double) throws -> [Image] {
        try frameImages(frameRate: frameRate, scale: formerDefaultScale)
    }

    /// The labelled frames at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func filmstrip(frameRate: Double, gap: CGFloat = 6, labelWidth: CGFloat = 56) throws -> Image {
        try filmstrip(frameRate: frameRate, gap: gap, labelWidth: labelWidth, scale: formerDefaultScale)
    }
}

extension TabBarAppearance {
    /// The Twitter-style look with its images at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public static func standard() throws -> TabBarAppearance {
        try standard(scale: formerDefaultScale)
    }
}

extension TabBar {
    /// The whole bar at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func rendered(width: CGFloat) throws -> Image {
        try rendered(width: width, scale: formerDefaultScale)
    }

    /// One item at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func itemImage(_ index: Int, selected: Bool, glowing: Bool, width: CGFloat) throws -> Image {
        try itemImage(index, selected: selected, glowing: glowing, width: width, scale: formerDefaultScale)
    }
}

extension BuiltInIcons {
    /// The icon called `name` at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public static func icon(_ name: String) throws -> Image {
        try icon(name, scale: formerDefaultScale)
    }
}

extension SegmentedControlAppearance {
    /// Glaze's own look with its backgrounds at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public static func standard(height: CGFloat = 30, cornerRadius: CGFloat = 7) throws -> SegmentedControlAppearance {
        try standard(height: height, cornerRadius: cornerRadius, scale: formerDefaultScale)
    }
}

extension HybridBackground {
    /// The background as a resizable image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func resizableImage(state: ControlState = .normal) throws -> ResizableImage {
        try resizableImage(state: state, scale: formerDefaultScale)
    }
}

extension NoiseTexture {
    /// The texture at its size, 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func image() throws -> Image {
        try image(scale: formerDefaultScale)
    }

    /// The texture as a resizable image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func resizableImage() throws -> ResizableImage {
        try resizableImage(scale: formerDefaultScale)
    }
}

extension BackButton {
    /// The arrow background as a resizable image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func resizableImage(state: ControlState = .normal) throws -> ResizableImage {
        try resizableImage(state: state, scale: formerDefaultScale)
    }
}

extension SideSwipeFilmstrip {
    /// Every frame of `phase` as its own image at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func frameImages(of phase: SideSwipeAnimation.Phase, frameRate: Double) throws -> [Image] {
        try frameImages(of: phase, frameRate: frameRate, scale: formerDefaultScale)
    }

    /// The labelled frames of `phase` at 2 pixels per point.
    @available(*, deprecated, message: "pass scale: the density to draw at; GlazeKit no longer assumes 2")
    public func filmstrip(of phase: SideSwipeAnimation.Phase, frameRate: Double, gap: CGFloat = 6,
                          labelWidth: CGFloat = 56) throws -> Image {
        try filmstrip(of: phase, frameRate: frameRate, gap: gap, labelWidth: labelWidth, scale: formerDefaultScale)
    }
}
