import Foundation
import GlazeCoreGraphics

/// A tweet as the side-swipe sample's table shows it.
public struct Tweet: Sendable {
    /// Who wrote it.
    public var author: String
    /// What it says.
    public var text: String

    /// A tweet by `author`.
    public init(author: String, text: String) {
        self.author = author
        self.text = text
    }
}

/// The side-swipe sample's cell: an avatar, the author in bold and the text
/// in grey, on a white-to-light-grey gradient with a rule at the bottom.
open class TweetCell: UITableViewCell {
    /// The identifier the table registers it under.
    public static let reuseIdentifier = "TweetCell"
    /// The row height.
    public static let height: CGFloat = 44

    /// What the cell shows.
    public var tweet: Tweet? {
        didSet { setNeedsDisplay() }
    }

    /// A cell the table makes.
    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // The cell draws itself; its content view must not paint over it.
        contentView.backgroundColor = nil
        contentView.isOpaque = false
    }

    /// A cell from an archive: there are none on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The background, avatar, author, text and rule.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.white.cgColor, UIColor(white: 0.94, alpha: 1).cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil) {
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
        }
        context.saveGState()
        UIBezierPath(roundedRect: CGRect(x: 8, y: 7, width: 30, height: 30), cornerRadius: 5).addClip()
        let avatar = [UIColor(red: 0.4, green: 0.7, blue: 0.95, alpha: 1).cgColor, UIColor(red: 0.15, green: 0.45, blue: 0.8, alpha: 1).cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: avatar as CFArray, locations: nil) {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 7), end: CGPoint(x: 0, y: 37), options: [])
        }
        context.restoreGState()
        if let tweet {
            (tweet.author as NSString).draw(at: CGPoint(x: 46, y: 5), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor(white: 0.13, alpha: 1)])
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byTruncatingTail
            (tweet.text as NSString).draw(in: CGRect(x: 46, y: 23, width: bounds.width - 54, height: 14), withAttributes: [
                .font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor(white: 0.45, alpha: 1), .paragraphStyle: style])
        }
        UIColor(white: 0.8, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}
