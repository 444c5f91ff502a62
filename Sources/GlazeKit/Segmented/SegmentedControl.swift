import Foundation
import Glaze

/// A row of segments drawn from cap-cropped pieces of one resizable background:
/// the first segment keeps the left cap, the last the right cap, the middle ones
/// neither, and a lone segment both. Dividers sit between segments, and the
/// selected segment uses its own background.
///
/// ```swift
/// let control = try SegmentedControl(
///     segments: [.init(title: "Day", width: 80), .init(title: "Week", width: 100), .init(title: "Month", width: 80)],
///     selectedIndex: 1, appearance: .standard())
/// try control.draw(at: CGPoint(x: 20, y: 20), on: canvas)
/// ```
public struct SegmentedControl: Hashable, Sendable {
    /// One segment: its title and its width in points.
    public struct Segment: Hashable, Sendable {
        /// The title, centred and truncated at the tail when too long.
        public var title: String
        /// The segment's width in points, dividers not included.
        public var width: CGFloat

        /// Creates a segment.
        public init(title: String, width: CGFloat) {
            self.title = title
            self.width = width
        }
    }

    /// The segments, left to right.
    public let segments: [Segment]
    /// The selected segment, if any.
    public let selectedIndex: Int?
    /// How the control looks.
    public let appearance: SegmentedControlAppearance

    /// Creates a control.
    /// - Throws: `GlazeError.Code.invalidArgument` for no segments,
    ///   a width that is not positive and finite, or a selected index out of range.
    public init(segments: [Segment], selectedIndex: Int? = nil, appearance: SegmentedControlAppearance) throws(GlazeError) {
        guard !segments.isEmpty else {
            throw GlazeError(.invalidArgument(name: "segments", value: "[]", reason: "a segmented control needs at least one segment"))
        }
        for (index, segment) in segments.enumerated() where !(segment.width.isFinite && segment.width > 0) {
            throw GlazeError(.invalidArgument(name: "segment \(index) width", value: "\(segment.width)",
                                   reason: "must be finite and greater than zero"))
        }
        if let selectedIndex, !segments.indices.contains(selectedIndex) {
            throw GlazeError(.invalidArgument(name: "selected index", value: "\(selectedIndex)",
                                   reason: "must be in 0..<\(segments.count)"))
        }
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.appearance = appearance
    }

    /// The control's size: the segments' widths plus a divider between each two,
    /// by the background's height.
    public var size: CGSize {
        let dividers = appearance.divider.width * CGFloat(segments.count - 1)
        return CGSize(width: segments.map(\.width).reduce(0, +) + dividers, height: appearance.height)
    }

    /// Each segment's rect when the control's top-left corner is at `origin`.
    public func segmentFrames(at origin: CGPoint = .zero) -> [CGRect] {
        var x = origin.x
        return segments.map { segment in
            defer { x += segment.width + appearance.divider.width }
            return CGRect(x: x, y: origin.y, width: segment.width, height: appearance.height)
        }
    }

    /// Draws the control with its top-left corner at `origin`.
    public func draw(at origin: CGPoint, on canvas: Canvas) throws {
        let frames = segmentFrames(at: origin)
        for (index, frame) in frames.enumerated() {
            let selected = index == selectedIndex
            let background = selected ? appearance.selectedBackground : appearance.background
            try background.draw(.forSegment(index, of: segments.count), in: frame, on: canvas)
            if index < frames.count - 1 {
                try appearance.divider.draw(in: CGRect(x: frame.maxX, y: frame.minY, width: appearance.divider.width,
                                                       height: frame.height), on: canvas)
            }
            try drawTitle(segments[index].title, selected: selected, in: frame, on: canvas)
        }
    }

    private func drawTitle(_ title: String, selected: Bool, in frame: CGRect, on canvas: Canvas) throws {
        let box = frame.inset(by: appearance.titleInsets)
        guard box.width > 0, box.height > 0, !title.isEmpty else { return }
        let layout = try TextLayout(title, font: appearance.font, width: box.width, alignment: .center, truncation: .tail)
        let y = box.midY - layout.size.height / 2
        try canvas.draw(layout, at: CGPoint(x: box.minX, y: y),
                        color: selected ? appearance.selectedTitleColor : appearance.titleColor,
                        shadow: selected ? appearance.selectedTitleShadow : appearance.titleShadow)
    }

    /// Renders the control into a new image of its own size at `scale`; a vector
    /// image, so that a PDF or SVG it is drawn into gets the control itself.
    public func rendered(scale: CGFloat = 1) throws -> Image {
        try Image.vector(size: size, scale: scale) { canvas in try draw(at: .zero, on: canvas) }
    }
}
