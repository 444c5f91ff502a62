//
//  SparklineChartView.swift
//  Glaze porting corpus
//
//  A small line chart in the style charting code is written in: crisp grid
//  lines with antialiasing switched off, a smooth data line, and one marker
//  drawn once into a CGLayer and stamped at every point. Like chart libraries,
//  it describes itself to VoiceOver as it draws: a header element for the
//  title, then one element per point with its value, framed around the marker.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

public final class SparklineChartView: UIView {
    public var values: [CGFloat] = [2, 5, 3, 7, 6, 9, 4, 8, 10, 6, 7] {
        didSet { setNeedsDisplay() }
    }
    public var maximumValue: CGFloat = 10
    public var gridLineCount = 4
    public var gridColor = UIColor(white: 0.82, alpha: 1)
    public var lineColor = UIColor.systemBlue
    public var title: String?
    public var titleColor = UIColor.darkGray

    /// Formats a value for VoiceOver.
    public var valueFormatter: (CGFloat) -> String = { value in
        return String(format: "%.0f", Double(value))
    }

    private var markerLayer: CGLayer?
    private var accessibleChartElements: [UIAccessibilityElement] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    private var plotRect: CGRect {
        return bounds.insetBy(dx: 10, dy: 10)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        accessibleChartElements.removeAll()
        defer { accessibilityElements = accessibleChartElements }
        accessibleChartElements.append(headerElement())

        drawGrid(in: context)

        let points = chartPoints()
        guard points.count > 1 else { return }
        context.saveGState()
        context.setStrokeColor(lineColor.cgColor)
        context.setLineWidth(2)
        context.setLineJoin(.round)
        context.setLineCap(.round)
        context.addLines(between: points)
        context.strokePath()
        context.restoreGState()

        if let marker = marker(for: context) {
            for point in points {
                context.draw(marker, at: CGPoint(x: point.x - marker.size.width / 2, y: point.y - marker.size.height / 2))
            }
        }

        for (index, point) in points.enumerated() {
            accessibleChartElements.append(pointElement(index: index, at: point))
        }

        if let title = title {
            let attributes = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 11),
                              .foregroundColor: titleColor]
            title.draw(at: CGPoint(x: plotRect.minX + 4, y: plotRect.minY + 2), withAttributes: attributes)
        }
    }

    private func drawGrid(in context: CGContext) {
        let plot = plotRect
        context.saveGState()
        // Hairline-crisp grid: no antialiasing, so each line stays whole pixels.
        context.setShouldAntialias(false)
        context.setStrokeColor(gridColor.cgColor)
        context.setLineWidth(1)
        for index in 0...gridLineCount {
            let y = plot.minY + plot.height * CGFloat(index) / CGFloat(gridLineCount)
            context.move(to: CGPoint(x: plot.minX, y: y))
            context.addLine(to: CGPoint(x: plot.maxX, y: y))
        }
        context.move(to: CGPoint(x: plot.minX, y: plot.minY))
        context.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
        context.strokePath()
        context.restoreGState()
    }

    private func chartPoints() -> [CGPoint] {
        let plot = plotRect
        guard values.count > 1, maximumValue > 0 else { return [] }
        let step = plot.width / CGFloat(values.count - 1)
        return values.enumerated().map { index, value in
            CGPoint(x: plot.minX + step * CGFloat(index), y: plot.maxY - plot.height * min(value, maximumValue) / maximumValue)
        }
    }

    /// The marker, drawn once per context it is first used with.
    private func marker(for context: CGContext) -> CGLayer? {
        if let markerLayer = markerLayer {
            return markerLayer
        }
        guard let layer = CGLayer(context, size: CGSize(width: 8, height: 8), auxiliaryInfo: nil),
              let layerContext = layer.context else { return nil }
        layerContext.setFillColor(UIColor.white.cgColor)
        layerContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        layerContext.setFillColor(lineColor.cgColor)
        layerContext.fillEllipse(in: CGRect(x: 2, y: 2, width: 4, height: 4))
        markerLayer = layer
        return layer
    }

    // MARK: - Accessibility

    /// The chart's title (or a generic name) as a header, framed over the plot.
    private func headerElement() -> UIAccessibilityElement {
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = title ?? "Line chart"
        element.accessibilityValue = "\(values.count) points"
        element.accessibilityTraits = .header
        element.accessibilityFrameInContainerSpace = plotRect
        return element
    }

    /// One data point: its position and value, framed around its marker.
    private func pointElement(index: Int, at point: CGPoint) -> UIAccessibilityElement {
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = "Point \(index + 1) of \(values.count)"
        element.accessibilityValue = valueFormatter(values[index])
        element.accessibilityTraits = .staticText
        element.accessibilityFrameInContainerSpace = CGRect(x: point.x - 8, y: point.y - 8, width: 16, height: 16)
        return element
    }
}
