import Foundation

extension CGContext {
    /// The transform from user space to device space (pixels, y up): the
    /// same as ``ctm``, as in Core Graphics' bitmap contexts. In a renderer's
    /// context it holds the flip and the format's scale.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device space (pixels, y up).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm)
    }

    /// `point`, given in device space, in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm.inverted())
    }

    /// `size` in device space: transformed without the translation, so a
    /// flip can make a side negative, as in Core Graphics.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm)
    }

    /// `size`, given in device space, in user space (without the translation).
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm.inverted())
    }

    /// The smallest device-space rectangle holding `rect` transformed.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm)
    }

    /// The smallest user-space rectangle holding `rect`, given in device space,
    /// transformed back.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm.inverted())
    }
}
