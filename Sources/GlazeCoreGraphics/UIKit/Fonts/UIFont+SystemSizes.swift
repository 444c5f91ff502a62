import Foundation

extension UIFont {
    /// The standard size of labels, in points: 17, as in UIKit.
    public class var labelFontSize: CGFloat { 17 }

    /// The size of the standard system font, in points: 14, as in UIKit.
    public class var systemFontSize: CGFloat { 14 }

    /// The size of the small system font, in points: 12, as in UIKit.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The standard size of button titles, in points: 18, as in UIKit.
    public class var buttonFontSize: CGFloat { 18 }
}
