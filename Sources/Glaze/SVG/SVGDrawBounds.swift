import Foundation

/// What drawing an SVG can ask of Cairo and Pango, gathered before librsvg
/// sees it and checked against ``InputLimits`` at the scale it is drawn at.
///
/// Every magnitude is in the document's root user units (inside its `viewBox`)
/// and is an upper bound: transforms, nested viewports, `<use>`, markers,
/// patterns and units are all applied conservatively by ``SVGBoundsChecker``.
/// Drawing multiplies lengths by the device scale (`scale`), areas by its
/// square, and curve flattening by its square root, since Cairo cuts a curve
/// into about `√(10 × deviation)` segments.
///
/// For each quantity the element that asked for the most is kept, so an error
/// names it and its line.
struct SVGDrawBounds: Sendable {
    /// An element that asked for a quantity, and how much.
    struct Culprit: Sendable {
        var element = "svg"
        var line = 1
        var value = 0.0
        /// What made it ask, when the quantity alone does not say (`"its stroke-width"`).
        var cause: String?

        mutating func consider(_ value: Double, element: String, line: Int, cause: String? = nil) {
            guard value > self.value || !value.isFinite else { return }
            self = Culprit(element: element, line: line, value: value, cause: cause)
        }
    }

    /// The largest font size Pango is asked for, over the square of the scale
    /// to the root: librsvg 2.54 gives Pango a size already multiplied by the
    /// transform's scale and Pango's context applies that transform again, so
    /// FreeType sees `font-size × scale²` (measured: it fails from 65,536, and
    /// Pango then leaks the font and draws nothing; past 2,097,151 librsvg aborts).
    var fontSize = Culprit()
    /// The farthest point from the origin.
    var coordinate = Culprit()
    /// The largest pattern tile side, and its area.
    var tileSide = Culprit()
    var tileArea = Culprit()

    /// Segments that do not depend on the scale: lines, dashes, miter joins.
    var straightSegments = 0.0
    /// Σ √(root-unit deviation) of curves, round joins and caps.
    var curveRoot = 0.0
    var segmentCulprit = Culprit()

    /// Work per pixel of the drawing, charged over all of it: layers and filter
    /// primitives (other than morphology).
    var workPerPixel = 0.0
    /// Morphology primitives: how many, and the largest radius.
    var morphologyCount = 0.0
    var morphologyRadius = 0.0
    /// Lighting primitives with a `kernelUnitLength`: how many, and the shortest
    /// length. librsvg scales the lit image by its inverse, so a length of a
    /// hundredth of a pixel makes an image 10,000 times the drawing's size.
    var lightingCount = 0.0
    var lightingUnit = Double.infinity
    /// Paints charged over their own area, capped at the drawing's: the sum of
    /// weight × root-unit area, and of the weights.
    var paintArea = 0.0
    var paintWeight = 0.0
    /// The element costing the most per pixel of the drawing (filters, layers),
    /// and the one costing the most over its own area (fills, patterns).
    var filterCulprit = Culprit()
    var paintCulprit = Culprit()

    /// librsvg clamps a morphology radius to 10 device pixels; a kernel then
    /// has at most 21 × 21 pixels.
    static let morphologyRadiusCap = 10.0
    /// Cairo's default flattening tolerance, in device pixels.
    static let tolerance = 0.1

    /// Segments Cairo may produce at `scale` device pixels per root unit.
    func segments(atScale scale: Double) -> Double {
        straightSegments + (scale / Self.tolerance).squareRoot() * curveRoot
    }

    /// Pixel operations at `scale`, for a drawing of `pixels` device pixels:
    /// those of filters and layers, and those of paints.
    func work(atScale scale: Double, pixels: Double) -> (filters: Double, paints: Double) {
        let radius = min(morphologyRadius * scale, Self.morphologyRadiusCap)
        let kernel = (2 * radius.rounded(.up) + 1) * (2 * radius.rounded(.up) + 1)
        let unit = lightingUnit * scale
        let lighting = lightingCount * SVGFilterCost.lightingWeight * max(1, 1 / (unit * unit))
        return ((workPerPixel + morphologyCount * SVGFilterCost.morphologyWeight * kernel + lighting) * pixels,
                min(paintWeight * pixels, paintArea * scale * scale))
    }

    /// Checks every quantity at `scale` device pixels per root unit, for a
    /// drawing of `pixels` device pixels; `transformScale` is the part of
    /// `scale` in Cairo's matrix, which Pango sees (a surface's device scale is
    /// not in it).
    /// - Throws: ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   naming the element that asks for the most; `when` says at what size
    ///   (`"drawn at 3×"`), for the error's detail.
    func check(atScale scale: Double, transformScale: Double, pixels: Double, limits: InputLimits, source: String,
               when: @autoclosure () -> String) throws(GlazeError) {
        func check(_ culprit: Culprit, _ value: Double, _ limit: Int, _ quantity: InputLimits.Quantity) throws(GlazeError) {
            guard value > Double(limit) || !value.isFinite else { return }
            let detail = (culprit.cause.map { ["\($0) included"] } ?? []) + [when()]
            throw GlazeError(.svgLimitExceeded(source: source, element: culprit.element, line: culprit.line,
                                    quantity: quantity, value: value, limit: Double(limit), detail: detail.joined(separator: ", ")))
        }
        try check(fontSize, fontSize.value * transformScale * transformScale, limits.maximumSVGFontSize, .fontSize)
        try check(coordinate, coordinate.value * scale, limits.maximumSVGCoordinate, .coordinate)
        try check(tileSide, tileSide.value * scale, limits.maximumImageDimension, .tileSide)
        try check(tileArea, tileArea.value * scale * scale, limits.maximumImagePixels, .tilePixels)
        try check(segmentCulprit, segments(atScale: scale), limits.maximumSVGPathSegments, .pathSegments)
        let work = self.work(atScale: scale, pixels: pixels)
        try check(work.filters >= work.paints ? filterCulprit : paintCulprit, work.filters + work.paints, limits.maximumSVGPixelWork,
                  .pixelWork)
    }
}
