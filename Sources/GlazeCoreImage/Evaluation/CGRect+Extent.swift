import Foundation

extension CGRect {
    /// The extent `change` makes of this one when it is finite; an infinite
    /// or null extent stays as it is, since growing, scaling or snapping it
    /// means nothing.
    func changedIfFinite(_ change: (CGRect) -> CGRect) -> CGRect {
        isInfinite || isNull ? self : change(self)
    }
}
