//
//  SparklineChartView.swift
//  Glaze porting corpus
//
//  A small line chart in the style charting code is written in: crisp grid
//  lines with antialiasing switched off, a smooth data line, and one marker
//  drawn once into a CGLayer and stamped at every point.
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

    private var markerLayer: CGLayer?

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
}
