import Foundation

extension NSAttributedString.Key {
    /// The ``UIFont`` to set the text in (the 12-point system font when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// The ``UIColor`` of the text (black when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``NSShadow`` under the text. Glaze casts the first shadow it finds
    /// for the whole string, as one drawing.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The ``NSParagraphStyle`` of the text; the one at a string's first
    /// character sets every paragraph of it.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra points after each character, a number; negative tightens.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The ``UIColor`` of outlines drawn by `strokeWidth` (the foreground colour when absent).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font size, a number: positive
    /// draws hollow outlines, negative outlines the filled glyphs.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An ``NSUnderlineStyle`` (or its raw value) for a line under the text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The ``UIColor`` of the underline (the foreground colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``NSUnderlineStyle`` (or its raw value) for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The ``UIColor`` of the strikethrough (the foreground colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the glyphs are raised above the baseline, a number; negative lowers them.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The ``UIColor`` filling the text's line fragments behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
