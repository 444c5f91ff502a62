import Foundation
import Glaze

/// The Twitter-style tab bar: a short bar with title-less icons taken from any
/// image's alpha, an embossed selection, a glow for sections with new content and
/// a small triangle over the selected item.
///
/// ```swift
/// let bar = try TabBar(items: icons.map { TabBar.Item(icon: $0) }, selectedIndex: 1, appearance: .standard())
/// try bar.draw(in: CGRect(x: 0, y: 400, width: 320, height: 44), on: canvas)
/// ```
///
/// The indicator pokes out above the bar by `indicatorSize.height − 2` points, as
/// in the original; ``rendered(width:scale:)`` leaves room for it.
public struct TabBar: Hashable, Sendable {
    /// One item: its icon and whether its section has new content.
    public struct Item: Hashable, Sendable {
        /// The icon, used through its alpha only.
        public var icon: IconMask
        /// Whether the item glows to say its section has new content.
        public var hasNewContent: Bool

        /// Creates an item from an image whose alpha is the icon.
        /// - Throws: when the image is fully transparent or fully opaque (see ``IconMask``).
        public init(icon: Image, hasNewContent: Bool = false) throws(GlazeError) {
            self.icon = try IconMask(icon)
            self.hasNewContent = hasNewContent
        }
    }

    /// The items, left to right, laid out in equal widths.
    public let items: [Item]
    /// The selected item, if any.
    public let selectedIndex: Int?
    /// How the bar looks.
    public let appearance: TabBarAppearance
    /// The bar's height; the recipe's is 44 points.
    public let height: CGFloat

    /// Creates a bar.
    /// - Throws: `GlazeError.Code.invalidArgument` for no items,
    ///   a selected index out of range, or a height that is not positive and finite.
    public init(items: [Item], selectedIndex: Int? = nil, appearance: TabBarAppearance, height: CGFloat = 44) throws(GlazeError) {
        guard !items.isEmpty else {
            throw GlazeError(.invalidArgument(name: "tab bar items", value: "[]", reason: "a tab bar needs at least one item"))
        }
        if let selectedIndex, !items.indices.contains(selectedIndex) {
            throw GlazeError(.invalidArgument(name: "selected index", value: "\(selectedIndex)", reason: "must be in 0..<\(items.count)"))
        }
        guard height.isFinite, height > 0 else {
            throw GlazeError(.invalidArgument(name: "tab bar height", value: "\(height)", reason: "must be finite and greater than zero"))
        }
        self.items = items
        self.selectedIndex = selectedIndex
        self.appearance = appearance
        self.height = height
    }

    /// How far the indicator reaches above the bar's top.
    public var indicatorOverhang: CGFloat { appearance.indicatorOverhang }

    /// Each item's rect within a bar occupying `rect`.
    public func itemFrames(in rect: CGRect) -> [CGRect] {
        items.indices.map { Self.itemFrame($0, of: items.count, in: rect) }
    }

    /// Item `index`'s rect of `count` equal items across `rect`; the one formula
    /// the bar and its indicator animation share.
    static func itemFrame(_ index: Int, of count: Int, in rect: CGRect) -> CGRect {
        let width = rect.width / CGFloat(count)
        return CGRect(x: rect.minX + CGFloat(index) * width, y: rect.minY, width: width, height: rect.height)
    }

    /// Draws the whole bar into `rect` (its height should be ``height``), the
    /// indicator poking out above it.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        try drawBackground(in: rect, on: canvas)
        for (index, frame) in itemFrames(in: rect).enumerated() {
            try drawItem(index, in: frame, selected: index == selectedIndex, on: canvas)
        }
        if let selectedIndex {
            try drawIndicator(over: itemFrames(in: rect)[selectedIndex], on: canvas)
        }
    }

    /// The bar's two halves: the top image stretched across, solid colour below.
    public func drawBackground(in rect: CGRect, on canvas: Canvas) throws {
        let half = (rect.height / 2).rounded()
        try appearance.topImage.draw(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: half), on: canvas)
        try canvas.fill(CGRect(x: rect.minX, y: rect.minY + half, width: rect.width, height: rect.height - half),
                        with: .color(appearance.bottomColor))
    }

    /// Draws item `index` into its `frame`: selection background, glow, icon.
    public func drawItem(_ index: Int, in frame: CGRect, selected: Bool, on canvas: Canvas) throws {
        guard items.indices.contains(index) else {
            throw GlazeError(.invalidArgument(name: "item index", value: "\(index)", reason: "must be in 0..<\(items.count)"))
        }
        let item = items[index]
        if selected {
            let background = CGRect(x: frame.minX + 2, y: frame.minY + appearance.selectionTop,
                                    width: frame.width - 4, height: frame.height - appearance.selectionTop)
            try appearance.selectionBackground.draw(in: background, on: canvas)
        }
        if item.hasNewContent {
            try drawGlow(in: frame, on: canvas)
        }
        let size = item.icon.size
        let iconRect = CGRect(x: (frame.midX - size.width / 2).rounded(), y: (frame.midY - size.height / 2).rounded(),
                              width: size.width, height: size.height)
        let fill: Paint = selected
            ? .gradient(.linear(from: CGPoint(x: 0, y: iconRect.minY), to: CGPoint(x: 0, y: iconRect.maxY), stops: appearance.selectedStops))
            : appearance.unselectedFill
        try item.icon.fill(iconRect, with: fill, on: canvas)
    }

    /// The glow at the bottom centre of an item's frame.
    public func drawGlow(in frame: CGRect, on canvas: Canvas) throws {
        let center = CGPoint(x: frame.midX, y: frame.maxY)
        let radius = min(frame.width * 0.4, frame.height * 0.6)
        try canvas.withSavedState { canvas in
            try canvas.clip(to: frame)
            // Squashed vertically: a wide, low glow rising from the bottom edge.
            try canvas.translateBy(x: center.x, y: center.y)
            try canvas.scaleBy(x: 1, y: 0.55)
            try canvas.fill(Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)),
                            with: .gradient(.radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius,
                                                    stops: [.init(location: 0, color: appearance.glowColor.withAlpha(0.9)),
                                                            .init(location: 1, color: appearance.glowColor.withAlpha(0))])))
        }
    }

    /// The indicator triangle above an item: x = centre − width/2, its apex
    /// `indicatorSize.height − 2` points above the bar, its base 2 points inside.
    public func drawIndicator(over frame: CGRect, on canvas: Canvas) throws {
        try drawIndicator(atMinX: indicatorMinX(over: frame), barTop: frame.minY, on: canvas)
    }

    /// Where the indicator's left edge sits over an item's `frame`: its centre
    /// less half the indicator's width, on a whole point.
    public func indicatorMinX(over frame: CGRect) -> CGFloat {
        Self.indicatorMinX(over: frame, indicatorWidth: appearance.indicatorSize.width)
    }

    static func indicatorMinX(over frame: CGRect, indicatorWidth: CGFloat) -> CGFloat {
        (frame.midX - indicatorWidth / 2).rounded()
    }

    /// The indicator triangle with its left edge at `x`, over a bar whose top is
    /// at `barTop`; an animation moves it through positions between items.
    public func drawIndicator(atMinX x: CGFloat, barTop: CGFloat, on canvas: Canvas) throws {
        let size = appearance.indicatorSize
        let top = barTop - size.height + 2
        var triangle = Path()
        triangle.move(to: CGPoint(x: x, y: top + size.height))
        triangle.addLine(to: CGPoint(x: x + size.width / 2, y: top))
        triangle.addLine(to: CGPoint(x: x + size.width, y: top + size.height))
        triangle.closeSubpath()
        try canvas.fill(triangle, with: .color(appearance.indicatorColor))
    }

    /// The whole bar as an image `width` points wide, with ``indicatorOverhang``
    /// points of room above it for the indicator. It is a vector image: drawn into
    /// a PDF or SVG, the bar is drawn there.
    public func rendered(width: CGFloat, scale: CGFloat) throws -> Image {
        try Image.vector(size: CGSize(width: width, height: height + indicatorOverhang), scale: scale) { canvas in
            try draw(in: CGRect(x: 0, y: indicatorOverhang, width: width, height: height), on: canvas)
        }
    }

    /// One item alone in a `width` × ``height`` tab, for an app to compose: its
    /// icon unselected or selected (with the selection background), optionally
    /// glowing. It is a vector image, as ``rendered(width:scale:)`` is.
    public func itemImage(_ index: Int, selected: Bool, glowing: Bool, width: CGFloat, scale: CGFloat) throws -> Image {
        guard items.indices.contains(index) else {
            throw GlazeError(.invalidArgument(name: "item index", value: "\(index)", reason: "must be in 0..<\(items.count)"))
        }
        var item = items[index]
        item.hasNewContent = glowing
        let single = try TabBar(items: [item], selectedIndex: selected ? 0 : nil, appearance: appearance, height: height)
        return try Image.vector(size: CGSize(width: width, height: height), scale: scale) { canvas in
            try single.drawItem(0, in: canvas.bounds, selected: selected, on: canvas)
        }
    }
}
