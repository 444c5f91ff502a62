import Foundation

extension UIButton {
    /// The value for `state` in a per-state table, or the normal one.
    static func value<Value>(_ table: [UInt: Value], _ state: State) -> Value? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    /// The title colour when none is set: white for custom buttons; for
    /// system buttons the tint, faded to a fifth while highlighted, and
    /// ``UIColor/systemGray`` when disabled (UIKit's grey is undocumented).
    func defaultTitleColor(for state: State) -> UIColor {
        switch buttonType {
        case .custom: return .white
        case .system:
            if state.contains(.disabled) { return .systemGray }
            return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
        }
    }

    /// Whether there is a title to show.
    var hasTitle: Bool {
        !(currentAttributedTitle?.string ?? currentTitle ?? "").isEmpty
    }

    /// Puts the current state's title, colours, image and background image in the subviews.
    func updateContent() {
        if let label = titleLabel {
            if let attributed = currentAttributedTitle {
                label.attributedText = attributed
            } else {
                label.text = currentTitle
            }
            label.textColor = currentTitleColor
            label.shadowColor = currentTitleShadowColor
            label.isHidden = !hasTitle
        }
        imageView?.image = currentImage
        imageView?.isHidden = currentImage == nil
        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
    }

    /// The image's and the title's sizes in `contentRect`: the image at its
    /// size, shrunk to fit; the title as its label measures it in the width left.
    func contentSizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        updateContent()
        let natural = currentImage?.size ?? .zero
        let image = CGSize(width: min(natural.width, max(contentRect.width, 0)),
                           height: min(natural.height, max(contentRect.height, 0)))
        guard hasTitle, let label = titleLabel else { return (image, .zero) }
        let room = max(contentRect.width - image.width, 0)
        let measured = label.sizeThatFits(.zero)
        return (image, CGSize(width: min(measured.width, room), height: min(measured.height, max(contentRect.height, 0))))
    }

    /// A rectangle of `size`, `offset` points into a block `blockWidth` wide
    /// placed in `region` by the content alignments.
    func place(_ size: CGSize, after offset: CGFloat, of blockWidth: CGFloat, in region: CGRect) -> CGRect {
        let x: CGFloat
        var width = size.width
        switch effectiveContentHorizontalAlignment {
        case .center: x = region.midX - blockWidth / 2 + offset
        case .left, .leading: x = region.minX + offset
        case .right, .trailing: x = region.maxX - blockWidth + offset
        case .fill:
            x = region.minX + offset
            if offset > 0 || blockWidth == size.width { width = max(region.width - offset, 0) }
        }
        let y: CGFloat
        var height = size.height
        switch contentVerticalAlignment {
        case .center: y = region.midY - size.height / 2
        case .top: y = region.minY
        case .bottom: y = region.maxY - size.height
        case .fill:
            y = region.minY
            height = max(region.height, 0)
        }
        let scale = UIScreen.main.scale
        return CGRect(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale, width: width, height: height)
    }
}
