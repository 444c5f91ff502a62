import Foundation

extension UITableViewCell {
    /// The margin between the cell's edges and its content, and between the image and the text.
    static let margin: CGFloat = 15

    /// Places the accessory view or glyph against the right edge; returns the
    /// width it takes from the content view.
    func layOutAccessory() -> CGFloat {
        if let accessoryView {
            accessoryGlyph.isHidden = true
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: bounds.maxX - Self.margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
            return size.width + 2 * Self.margin
        }
        accessoryGlyph.type = accessoryType
        accessoryGlyph.isHidden = accessoryType == .none
        guard accessoryType != .none else { return 0 }
        let size = accessoryGlyph.intrinsicContentSize
        accessoryGlyph.frame = CGRect(x: bounds.maxX - Self.margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                      width: size.width, height: size.height)
        return size.width + 2 * Self.margin
    }

    /// Places the image and the labels made so far in `content` by the cell's style.
    func layOutContent(in content: CGRect) {
        var textLeft = content.minX + Self.margin
        if let imageView = imageViewIfMade, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(x: textLeft, y: ((content.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            textLeft = imageView.frame.maxX + Self.margin
        }
        let textRight = content.maxX - Self.margin
        let width = max(textRight - textLeft, 0)
        let text = textLabelIfMade, detail = detailTextLabelIfMade
        switch style {
        case .default:
            text?.frame = CGRect(x: textLeft, y: 0, width: width, height: content.height)
        case .value1:
            let detailWidth = min(detail?.sizeThatFits(.zero).width ?? 0, width)
            detail?.frame = CGRect(x: textRight - detailWidth, y: 0, width: detailWidth, height: content.height)
            text?.frame = CGRect(x: textLeft, y: 0, width: max(width - detailWidth - Self.margin, 0), height: content.height)
        case .value2:
            let column: CGFloat = 67
            text?.frame = CGRect(x: textLeft, y: 0, width: min(column, width), height: content.height)
            let detailLeft = textLeft + column + 6
            detail?.frame = CGRect(x: detailLeft, y: 0, width: max(textRight - detailLeft, 0), height: content.height)
        case .subtitle:
            let textHeight = text?.sizeThatFits(.zero).height ?? 0
            let detailHeight = detail?.sizeThatFits(.zero).height ?? 0
            let top = ((content.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: textLeft, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: textLeft, y: top + textHeight, width: width, height: detailHeight)
        }
    }
}

/// The standard accessories, drawn: a grey chevron, a check mark and an
/// information button in the tint colour.
final class AccessoryGlyphView: UIView {
    var type: UITableViewCell.AccessoryType = .none {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize {
        switch type {
        case .none: CGSize(width: 0, height: 0)
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 15 + 8, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(at: bounds.minX)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfo(at: bounds.minX)
        case .detailDisclosureButton:
            drawInfo(at: bounds.minX)
            drawChevron(at: bounds.maxX - 8)
        }
    }

    private func drawChevron(at x: CGFloat) {
        let top = (bounds.midY - 6.5).rounded()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1, y: top + 1))
        path.addLine(to: CGPoint(x: x + 6.5, y: top + 6.5))
        path.addLine(to: CGPoint(x: x + 1, y: top + 12))
        path.lineWidth = 2
        UIColor.systemGray3.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 6))
        path.addLine(to: CGPoint(x: 5, y: 10))
        path.addLine(to: CGPoint(x: 13, y: 1))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func drawInfo(at x: CGFloat) {
        let circle = CGRect(x: x, y: (bounds.midY - 11).rounded(), width: 22, height: 22).insetBy(dx: 0.75, dy: 0.75)
        let ring = UIBezierPath(ovalIn: circle)
        ring.lineWidth = 1.5
        tintColor.setStroke()
        ring.stroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: circle.midX - 1.25, y: circle.minY + 4, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: circle.midX - 1, y: circle.minY + 8, width: 2, height: 8), cornerRadius: 1).fill()
    }
}
