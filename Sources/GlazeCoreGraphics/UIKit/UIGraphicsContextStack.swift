import Foundation
import Glaze

/// Each thread's stack of current UIKit contexts, as UIKit keeps it: drawing
/// on one thread never sees another thread's context. It also keeps the
/// thread's other UIKit state: the accessibility notifications posted.
final class ContextStack {
    var contexts: [CGContext] = []
    var imageContexts: [ImageContext] = []
    /// The views drawing on this thread, innermost last: template images are
    /// drawn in the last one's tint colour, looked up only when one is drawn.
    var drawingViews: [UIView] = []
    /// The accessibility notifications posted on this thread, oldest first.
    var accessibilityNotifications: [UIAccessibility.PostedNotification] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // The destructor releases a finished thread's stack.
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ContextStack>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// The calling thread's stack, made on first use.
    static var current: ContextStack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ContextStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = ContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

/// The context UIKit drawing (`UIBezierPath.fill()`, `UIColor.set()`,
/// `UIImage.draw(in:)`, string drawing) draws into on this thread: the one a
/// `UIGraphicsImageRenderer` is rendering into, or the last one pushed.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ContextStack.current.contexts.last
}

/// Makes `context` the current one on this thread until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    ContextStack.current.contexts.append(context)
}

/// Returns to the context current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
    _ = ContextStack.current.contexts.popLast()
}

/// Starts an image context of `size` points (UIKit's older API; prefer
/// `UIGraphicsImageRenderer`): a flipped context at `scale` (0 means the main
/// screen's, ``UIScreen/scale``) becomes current. A size Glaze refuses, or
/// more pixels than a bitmap context may have, makes no context: nothing
/// becomes current and ``UIGraphicsGetImageFromCurrentImageContext()`` is `nil`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    if scale > 0 { format.scale = scale }
    guard let context = ImageContext(size: size, format: format) else { return }
    ImageContext.open.append(context)
    UIGraphicsPushContext(context.cgContext)
}

/// Starts an image context of `size` points with alpha (not opaque), at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The picture in the current image context so far, or `nil` outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContext.open.last, context.cgContext === UIGraphicsGetCurrentContext() else { return nil }
    return context.image()
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard let context = ImageContext.open.last, context.cgContext === UIGraphicsGetCurrentContext() else { return }
    ImageContext.open.removeLast()
    UIGraphicsPopContext()
}
