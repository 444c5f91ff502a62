import Foundation

/// A view that shows part of a larger content area, as far as a program
/// sets it: the ``contentOffset`` is the bounds' origin, the ``contentSize``
/// the area's size. UIKit's table view is one.
///
/// ```swift
/// table.contentOffset = CGPoint(x: 0, y: 440)   // the rows from y 440 down show
/// ```
///
/// Nothing scrolls by touch here (there are no gesture recognizers, and so
/// no deceleration, bouncing, indicators or zooming): a test sets the offset.
/// A scroll view clips its content to its bounds.
open class UIScrollView: UIView {
    /// The size of the content area.
    open var contentSize: CGSize = .zero

    /// Where the top-left corner of the bounds lies in the content: the
    /// bounds' origin. A point that is not finite is ignored. Changing it
    /// lays the view out again, as scrolling does in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
        }
    }

    /// A scroll view with `frame`, clipping to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// A scroll view from an archive; see ``UIView/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Sets ``contentOffset``; nothing animates here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
