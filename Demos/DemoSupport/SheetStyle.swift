import Foundation
import Glaze

/// The look shared by every demo sheet: page colours, fonts and spacing.
public enum SheetStyle {
    /// The page background.
    public static let paper = Color(white: 0.97)
    /// Headings and labels.
    public static let ink = Color(red: 0.13, green: 0.15, blue: 0.19)
    /// Secondary text.
    public static let muted = Color(red: 0.42, green: 0.45, blue: 0.5)
    /// The outer margin of a page, in points.
    public static let margin: CGFloat = 36

    /// Draws the page background and its title block; returns the y where content starts.
    @discardableResult
    public static func drawHeader(on canvas: Canvas, title: String, subtitle: String) throws -> CGFloat {
        try canvas.fill(canvas.bounds, with: .color(paper))
        let titleLayout = try TextLayout(title, font: .bold(26))
        try canvas.draw(titleLayout, at: CGPoint(x: margin, y: margin), color: ink)
        let subtitleLayout = try TextLayout(subtitle, font: .body(12), width: canvas.size.width - 2 * margin)
        let subtitleY = margin + titleLayout.size.height + 2
        try canvas.draw(subtitleLayout, at: CGPoint(x: margin, y: subtitleY), color: muted)
        return subtitleY + subtitleLayout.size.height + 18
    }

    /// Draws a section heading with a hairline under it; returns the y below it.
    @discardableResult
    public static func drawSection(_ title: String, on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        let layout = try TextLayout(title, font: .bold(15))
        try canvas.draw(layout, at: CGPoint(x: margin, y: y), color: ink)
        let lineY = (y + layout.size.height + 3).rounded() + 0.5
        var rule = Path()
        rule.move(to: CGPoint(x: margin, y: lineY))
        rule.addLine(to: CGPoint(x: canvas.size.width - margin, y: lineY))
        try canvas.stroke(rule, with: .color(Color(white: 0.8)))
        return lineY + 10
    }

    /// Draws a small caption centred under a cell of `width` starting at `x`.
    public static func drawCaption(_ text: String, on canvas: Canvas, x: CGFloat, y: CGFloat, width: CGFloat) throws {
        let layout = try TextLayout(text, font: .body(9), width: width, alignment: .center, truncation: .tail)
        try canvas.draw(layout, at: CGPoint(x: x, y: y), color: muted)
    }

    /// Draws a wrapped paragraph of explanation `width` points wide; returns the y below it.
    @discardableResult
    public static func drawNote(_ text: String, on canvas: Canvas, x: CGFloat, y: CGFloat, width: CGFloat) throws -> CGFloat {
        let layout = try TextLayout(text, font: .body(10), width: width)
        try canvas.draw(layout, at: CGPoint(x: x, y: y), color: muted)
        return y + layout.size.height
    }
}
