import Foundation

/// The edges of a layer that ``CALayer/edgeAntialiasingMask`` antialiases
/// when ``CALayer/allowsEdgeAntialiasing`` allows it.
///
/// As in Core Animation's header, left and right are the bounds' minimum and
/// maximum x, bottom and top their minimum and maximum y, whichever way up
/// the layer appears.
public struct CAEdgeAntialiasingMask: OptionSet, Sendable {
    /// The mask's bits, as Core Animation numbers them.
    public let rawValue: UInt32

    /// A mask from Core Animation's bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minimum-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    /// All four edges, the default.
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
