extension Color {
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// UIKit's dark grey: white 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// UIKit's grey: white 1/2.
    public static let gray = Color(white: 0.5)
    /// UIKit's light grey: white 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Opaque magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
}
