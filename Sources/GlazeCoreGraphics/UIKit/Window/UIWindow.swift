import Foundation

/// The root of a view tree, headless: it runs the life-cycle calls as views
/// come and go, lays the tree out, takes the touches a test delivers and
/// renders at any size and scale.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// window.addSubview(slider)            // willMove(toWindow:), didMoveToWindow() on the slider
/// window.makeKeyAndVisible()           // windows start hidden, as in UIKit
/// let touch = window.beginTouch(at: CGPoint(x: 40, y: 100), timestamp: 0)
/// window.moveTouch(touch, to: CGPoint(x: 200, y: 100), timestamp: 0.1)
/// window.endTouch(touch, timestamp: 0.2)
/// let picture = window.renderedImage(scale: 2)
/// ```
///
/// There is no screen, run loop or application: the window is laid out when
/// it renders (or on ``UIView/layoutIfNeeded()``), and events go to it only
/// through the touch methods or ``sendEvent(_:)``.
open class UIWindow: UIView {
    /// The screen the window is on: the main screen, whose scale sets the
    /// window's ``UIView/traitCollection``.
    open var screen: UIScreen = .main
    /// Whether the window is the key window: set by ``makeKey()``.
    open private(set) var isKeyWindow = false
    /// The touches down in the window, in the order they began.
    var activeTouches: [UITouch] = []
    /// The time of the last event delivered, which later events cannot precede.
    var lastTimestamp: TimeInterval = 0
    /// The controller whose view fills the window.
    private var rootController: UIViewController?

    /// A hidden window with `frame`, as UIKit makes one: show it with
    /// ``makeKeyAndVisible()`` (a hidden window is not drawn and takes no touches).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        hostWindow = self
    }

    /// A hidden window with a zero frame, for subclasses that call it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        hostWindow = self
    }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// The controller whose view fills the window. Setting it loads the
    /// controller's view, sizes it to the window's bounds (following them as
    /// they change) and puts it in the window, under any other subviews, in
    /// place of the previous controller's view. The controller appears then if
    /// the window is visible, or when it is shown.
    open var rootViewController: UIViewController? {
        get { rootController }
        set {
            guard newValue !== rootController else { return }
            let previous = rootController
            rootController = newValue
            if let old = previous?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            guard let controller = newValue, let view = controller.view, view !== self else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
    }

    /// Whether the window is out of sight. Showing it makes the view
    /// controllers in it appear, hiding it makes them disappear, with their
    /// "will" and "did" calls around the change.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            Self.transitionAppearance(of: subviews.isEmpty ? [] : subtree(), appearing: !newValue, in: self) {
                super.isHidden = newValue
            }
        }
    }

    /// `nil`: there is no application object after the window.
    open override var next: UIResponder? { nil }

    /// Makes the window the key window.
    open func makeKey() {
        isKeyWindow = true
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Delivers `event`'s touches that belong to this window to the views they
    /// began in, by phase: `touchesBegan`, `touchesMoved`, `touchesEnded` and
    /// `touchesCancelled`, each view getting its changed touches in one set.
    /// Stationary touches and touches in no view are not delivered.
    open func sendEvent(_ event: UIEvent) {
        let touches = (event.allTouches ?? []).filter { $0.window === self }
        let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
        for phase in phases {
            var byView: [(UIView, Set<UITouch>)] = []
            for touch in touches where touch.phase == phase {
                guard let view = touch.view else { continue }
                if let index = byView.firstIndex(where: { $0.0 === view }) {
                    byView[index].1.insert(touch)
                } else {
                    byView.append((view, [touch]))
                }
            }
            for (view, set) in byView {
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .stationary, .regionEntered, .regionMoved, .regionExited: break
                }
            }
        }
    }

    /// The traits of the window's views: the screen's scale, left to right, light.
    var windowTraits: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: screen.scale),
                                       UITraitCollection(layoutDirection: .leftToRight),
                                       UITraitCollection(userInterfaceStyle: .light)])
    }
}
