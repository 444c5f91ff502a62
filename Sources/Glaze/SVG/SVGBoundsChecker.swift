import Foundation

/// Walks an SVG document the way librsvg draws it, instance by instance, and
/// bounds what each element asks of Cairo and Pango: font sizes, stroke widths,
/// dashes, curves, filters, pattern tiles, coordinates, nesting and the number
/// of instances `<use>`, markers and patterns multiply.
///
/// Every quantity is an upper bound carried down the walk: the scale from an
/// element's user units to the document's root units (the largest stretch of
/// each `transform`, `viewBox`, marker and pattern on the way, and the size of
/// the bounding box for `objectBoundingBox` units), and the inherited
/// properties that `em`, `%` and `inherit` resolve against, taken from
/// presentation attributes, `style` attributes and style sheets alike. The
/// walk stops at ``InputLimits/maximumSVGInstances`` visits, so it is linear in
/// what librsvg would draw and never longer than the limit.
///
/// What depends on the scale the document is drawn at is gathered into
/// ``SVGDrawBounds``; what does not (instances, depth, dashes, filter sizes)
/// is checked here.
struct SVGBoundsChecker {
    private let tree: SVGElementTree
    private let sheet: SVGStyleSheet
    private let limits: InputLimits
    private let source: String
    private var declared: [SVGDeclarations?]
    private let targets: SVGInheritedState.Targets
    private var treeStates: [SVGInheritedState?]
    private var sheetBudget: Int
    private(set) var bounds = SVGDrawBounds()
    private var instances = 0.0
    private var dashes = SVGDrawBounds.Culprit()
    private var dashTotal = 0.0
    /// The referenced elements being drawn, innermost last: a reference to one
    /// of them is a cycle, which librsvg refuses to draw and so do the checks.
    private var active: [Int] = []

    /// Where the walk is: how the current user units map to root units, what
    /// percentages refer to, the inherited properties, how many times this
    /// content is drawn and how deep it is.
    private struct Frame {
        var transform: SVGTransformBound
        var viewport: (width: Double, height: Double)
        var state: SVGInheritedState
        var multiplicity: Double
        var depth: Int
    }

    /// Elements drawn only where something refers to them.
    private static let referencedOnly: Set<String> = [
        "defs", "symbol", "marker", "pattern", "clipPath", "mask", "filter", "linearGradient", "radialGradient",
        "style", "title", "desc", "metadata", "script", "foreignObject",
    ]
    private static let shapes: Set<String> = ["rect", "circle", "ellipse", "line", "polyline", "polygon", "path"]
    private static let texts: Set<String> = ["text", "tspan", "textPath", "tref"]

    init(tree: SVGElementTree, sheet: SVGStyleSheet, limits: InputLimits, source: String) {
        self.tree = tree
        self.sheet = sheet
        self.limits = limits
        self.source = source
        declared = Array(repeating: nil, count: tree.elements.count)
        var targets = SVGInheritedState.Targets()
        for (id, elements) in tree.ids {
            if elements.contains(where: { tree.elements[$0].name == "pattern" }) { targets.patterns.insert(id) }
            if elements.contains(where: { tree.elements[$0].name == "marker" }) { targets.markers.insert(id) }
        }
        self.targets = targets
        treeStates = Array(repeating: nil, count: tree.elements.count)
        // Matching style rules costs a step per rule looked at; a thousand per
        // element covers any real sheet.
        sheetBudget = 1000 * max(tree.elements.count, 1000)
    }

    /// Walks the document from its root element.
    /// - Throws: ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   for an element past a limit; ``GlazeError/Code-swift.struct/unreadableImage``
    ///   for a value the checks cannot read.
    mutating func run() throws(GlazeError) -> SVGDrawBounds {
        let root = tree.elements[0]
        let viewBox = Self.numbers(root.attribute("viewBox"))
        var viewport = (width: 100.0, height: 100.0)
        var origin = 0.0
        if let viewBox, viewBox.count == 4 {
            viewport = (viewBox[2], viewBox[3])
            origin = abs(viewBox[0]) + abs(viewBox[1])
        } else {
            let size = try declarations(0)
            let width = Self.absolute(size.candidates("width")), height = Self.absolute(size.candidates("height"))
            viewport = (width ?? 100, height ?? 100)
        }
        let frame = Frame(transform: SVGTransformBound(scale: 1, offset: origin), viewport: viewport,
                          state: SVGInheritedState(), multiplicity: 1, depth: 0)
        instances = 1
        let declarations = try declarations(0)
        let content = Frame(transform: frame.transform, viewport: viewport,
                            state: try frame.state.cascading(declarations, viewport: viewport, targets: targets) { unreadable(0, $0) },
                            multiplicity: 1, depth: 1)
        _ = try layers(0, declarations, content, reach: try children(of: 0, in: content))
        if dashTotal > Double(limits.maximumSVGDashes) {
            throw GlazeError(.svgLimitExceeded(source: source, element: dashes.element, line: dashes.line,
                                    quantity: .dashes,
                                    value: dashTotal, limit: Double(limits.maximumSVGDashes), detail: ""))
        }
        return bounds
    }

    // MARK: The walk

    /// Visits element `index` and what it draws; returns how far from the root
    /// origin that reaches, in root units.
    private mutating func walk(_ index: Int, in frame: Frame) throws(GlazeError) -> Double {
        let element = tree.elements[index]
        try count(index, frame)
        if Self.referencedOnly.contains(element.name) { return 0 }
        let declarations = try declarations(index)
        let state = try frame.state.cascading(declarations, viewport: frame.viewport, targets: targets) { unreadable(index, $0) }
        let transform = frame.transform.then(try transformBound(declarations.candidates("transform"), index, frame.viewport))
        var inner = Frame(transform: transform, viewport: frame.viewport, state: state,
                          multiplicity: frame.multiplicity, depth: frame.depth + 1)
        var reach: Double
        switch element.name {
        case _ where Self.shapes.contains(element.name):
            reach = try shape(index, declarations, inner)
        case _ where Self.texts.contains(element.name):
            reach = try text(index, declarations, inner)
            reach = max(reach, try children(of: index, in: inner))
        case "use":
            reach = try use(index, declarations, inner)
        case "svg":
            try enterViewport(index, declarations, frame: &inner, viewBoxOf: index)
            reach = try children(of: index, in: inner)
        case "image":
            reach = try image(index, declarations, inner)
        default:
            reach = try children(of: index, in: inner)
        }
        return try layers(index, declarations, inner, reach: reach)
    }

    private mutating func children(of index: Int, in frame: Frame) throws(GlazeError) -> Double {
        var reach = 0.0
        for child in tree.elements[index].children { reach = max(reach, try walk(child, in: frame)) }
        return reach
    }

    /// Counts a visit; the depth counts references too, so a chain of `<use>`
    /// is as deep as the nesting it stands for.
    private mutating func count(_ index: Int, _ frame: Frame) throws(GlazeError) {
        let element = tree.elements[index]
        if frame.depth + 1 > limits.maximumSVGDepth {
            throw GlazeError(.svgLimitExceeded(source: source, element: element.name, line: element.line,
                                    quantity: .nestingDepth,
                                    value: Double(frame.depth + 1), limit: Double(limits.maximumSVGDepth), detail: ""))
        }
        instances += max(frame.multiplicity, 1)
        if instances > Double(limits.maximumSVGInstances) {
            throw GlazeError(.svgLimitExceeded(source: source, element: element.name, line: element.line,
                                    quantity: .drawnElements,
                                    value: instances, limit: Double(limits.maximumSVGInstances), detail: ""))
        }
    }

    // MARK: Elements

    private mutating func shape(_ index: Int, _ declarations: SVGDeclarations, _ frame: Frame) throws(GlazeError) -> Double {
        let element = tree.elements[index]
        func length(_ name: String, base: Double) throws(GlazeError) -> Double {
            try self.length(declarations.candidates(name), index, frame.state, base: base, name: name)
        }
        func position(_ name: String, base: Double) throws(GlazeError) -> ClosedRange<Double> {
            try self.position(declarations.candidates(name), index, frame.state, base: base, name: name)
        }
        let (w, h) = frame.viewport
        let metrics: SVGShapeMetrics
        switch element.name {
        case "rect":
            metrics = SVGShapeMetrics(rectX: try position("x", base: w), y: try position("y", base: h), width: try length("width", base: w),
                                      height: try length("height", base: h), rx: try length("rx", base: w), ry: try length("ry", base: h))
        case "circle":
            let r = try length("r", base: ((w * w + h * h) / 2).squareRoot())
            metrics = SVGShapeMetrics(ellipseCenter: try position("cx", base: w), cy: try position("cy", base: h), rx: r, ry: r)
        case "ellipse":
            metrics = SVGShapeMetrics(ellipseCenter: try position("cx", base: w), cy: try position("cy", base: h),
                                      rx: try length("rx", base: w), ry: try length("ry", base: h))
        case "line":
            // Each end anywhere in its ranges: the box of both, and the longest diagonal.
            let x1 = try position("x1", base: w), y1 = try position("y1", base: h)
            let x2 = try position("x2", base: w), y2 = try position("y2", base: h)
            var line = SVGShapeMetrics()
            line.include(min(x1.lowerBound, x2.lowerBound), min(y1.lowerBound, y2.lowerBound))
            line.line(from: (max(x1.upperBound, x2.upperBound), max(y1.upperBound, y2.upperBound)),
                      to: (min(x1.lowerBound, x2.lowerBound), min(y1.lowerBound, y2.lowerBound)))
            line.include(max(x1.upperBound, x2.upperBound), max(y1.upperBound, y2.upperBound))
            metrics = line
        case "polyline", "polygon":
            metrics = SVGShapeMetrics(points: element.attribute("points") ?? "", closed: element.name == "polygon")
        default:
            metrics = SVGShapeMetrics(pathData: element.attribute("d") ?? "")
        }
        return try outline(index, metrics, frame)
    }

    /// Text lays out at most its characters' worth of glyphs: each within a few
    /// em of the last, with outlines of a few dozen curves.
    private mutating func text(_ index: Int, _ declarations: SVGDeclarations, _ frame: Frame) throws(GlazeError) -> Double {
        let element = tree.elements[index]
        let font = frame.state.fontSize.upperBound
        bounds.fontSize.consider(frame.transform.scale * frame.transform.scale * font, element: element.name, line: element.line)
        // x, y, dx and dy are lists of lengths; dx and dy add up.
        var position = 0.0
        for name in ["x", "y", "dx", "dy"] {
            for tokens in declarations.candidates(name) {
                let items = SVGValues.significant(tokens).filter { $0 != .delimiter(",") }
                let base = max(frame.viewport.width, frame.viewport.height)
                var values: [Double] = []
                for item in items {
                    guard let value = SVGLength(item)?.resolved(fontSize: frame.state.fontSize, base: base...base) else {
                        throw unreadable(index, name)
                    }
                    values.append(max(abs(value.lowerBound), abs(value.upperBound)))
                }
                position = name.hasPrefix("d") ? position + values.reduce(0, +) : max(position, values.max() ?? 0)
            }
        }
        var characters = Double(element.textBytes)
        if element.name == "tref" {
            // librsvg lays out all the text inside the element a <tref> names.
            characters += targets(of: index).map { Double(tree.elements[$0].textBytesWithin) }.max() ?? 0
        }
        var metrics = SVGShapeMetrics()
        let advance = characters * (4 * font + frame.state.letterSpacing)
        guard position.isFinite, advance.isFinite else { throw unreadable(index, "x") }
        metrics.include(-position - advance, -position - 2 * font)
        metrics.include(position + advance, position + 2 * font)
        if characters > 0 {
            metrics.length = characters * 16 * font
            metrics.vertices = characters * 32
            metrics.segments = characters * 32
            metrics.curveWeight = characters * 16 * font.squareRoot()
        }
        return try outline(index, metrics, frame)
    }

    /// Records what drawing an outline costs, draws its markers and patterns,
    /// and returns how far it reaches in root units.
    private mutating func outline(_ index: Int, _ metrics: SVGShapeMetrics, _ frame: Frame) throws(GlazeError) -> Double {
        let element = tree.elements[index]
        let scale = frame.transform.scale, m = frame.multiplicity, state = frame.state
        let width = state.stroked ? state.strokeWidth : 0
        let reach = scale * (metrics.extent + width / 2) + frame.transform.offset
        guard reach.isFinite else { throw unreadable(index, "coordinates") }
        bounds.coordinate.consider(reach, element: element.name, line: element.line,
                                   cause: width / 2 > metrics.extent ? "its stroke-width" : nil)
        var dashCount = 0.0
        if state.stroked, let period = state.dashPeriod, period.isFinite, metrics.length > 0 {
            dashCount = period > 0 ? metrics.length / period : .infinity
            dashTotal += m * dashCount
            dashes.consider(m * dashCount, element: element.name, line: element.line)
        }
        let caps = state.roundCaps ? 2 * (dashCount + 1) : 0
        let joins = state.roundJoins ? metrics.vertices : 0
        let straight = m * (metrics.segments + metrics.vertices + dashCount)
        let curved = m * scale.squareRoot() * (metrics.curveWeight + 1.6 * (joins + caps) * width.squareRoot())
        bounds.straightSegments += straight
        bounds.curveRoot += curved
        bounds.segmentCulprit.consider(straight + curved, element: element.name, line: element.line)
        let area = scale * scale * (metrics.area + width * (metrics.maxX - metrics.minX + metrics.maxY - metrics.minY + width))
        let patterns = try paints(index, frame, reach: reach)
        let weight = (state.stroked ? 2 : 1) + SVGFilterCost.patternWeight * Double(patterns)
        try addPaint(weight: m * weight, area: area.isFinite ? area : .infinity, index)
        if Self.shapes.contains(element.name), !state.markers.isEmpty {
            try markers(index, frame, vertices: metrics.vertices, reach: reach)
        }
        return reach
    }

    private mutating func addPaint(weight: Double, area: Double, _ index: Int) throws(GlazeError) {
        bounds.paintWeight += weight
        bounds.paintArea += weight * area
        bounds.paintCulprit.consider(weight * area, element: tree.elements[index].name, line: tree.elements[index].line)
    }

    /// `<image>`: its own box; the pixels were checked when the document was read.
    private mutating func image(_ index: Int, _ declarations: SVGDeclarations, _ frame: Frame) throws(GlazeError) -> Double {
        let (w, h) = frame.viewport
        let x = try position(declarations.candidates("x"), index, frame.state, base: w, name: "x")
        let y = try position(declarations.candidates("y"), index, frame.state, base: h, name: "y")
        let width = try length(declarations.candidates("width"), index, frame.state, base: w, name: "width")
        let height = try length(declarations.candidates("height"), index, frame.state, base: h, name: "height")
        let element = tree.elements[index]
        let scale = frame.transform.scale
        let box = SVGShapeMetrics(rectX: x, y: y, width: width, height: height, rx: 0, ry: 0)
        let reach = scale * box.extent + frame.transform.offset
        bounds.coordinate.consider(reach, element: element.name, line: element.line)
        try addPaint(weight: frame.multiplicity * SVGFilterCost.imageWeight, area: scale * scale * abs(width * height), index)
        return reach
    }

    /// `<use>`: the element it names, moved by `x` and `y`; a `<symbol>` or
    /// `<svg>` gets the use's `width` and `height` as its viewport.
    private mutating func use(_ index: Int, _ declarations: SVGDeclarations, _ frame: Frame) throws(GlazeError) -> Double {
        let (w, h) = frame.viewport
        let x = try length(declarations.candidates("x"), index, frame.state, base: w, name: "x")
        let y = try length(declarations.candidates("y"), index, frame.state, base: h, name: "y")
        var moved = frame
        moved.transform = frame.transform.then(SVGTransformBound(scale: 1, offset: abs(x) + abs(y)))
        var reach = 0.0
        for target in targets(of: index) where !active.contains(target) {
            active.append(target)
            defer { active.removeLast() }
            let name = tree.elements[target].name
            if name == "symbol" || name == "svg" {
                try count(target, moved)
                var content = moved
                content.depth += 1
                content.state = try moved.state.cascading(try self.declarations(target), viewport: moved.viewport, targets: targets) {
                    unreadable(target, $0)
                }
                try enterViewport(target, try self.declarations(target), frame: &content, viewBoxOf: target, sizedBy: declarations)
                reach = max(reach, try children(of: target, in: content))
            } else {
                reach = max(reach, try walk(target, in: moved))
            }
        }
        return reach
    }

    /// A nested viewport: `<svg>` inside the document, or a `<symbol>` or `<svg>`
    /// drawn by `<use>` (whose `width` and `height` then win when it has them).
    private mutating func enterViewport(_ index: Int, _ declarations: SVGDeclarations, frame: inout Frame, viewBoxOf owner: Int,
                                        sizedBy use: SVGDeclarations? = nil) throws(GlazeError) {
        let (w, h) = frame.viewport
        func size(_ name: String, base: Double) throws(GlazeError) -> Double {
            let candidates = (use?.candidates(name) ?? []) + declarations.candidates(name)
            return candidates.isEmpty ? base : try length(candidates, index, frame.state, base: base, name: name)
        }
        let width = try size("width", base: w), height = try size("height", base: h)
        let x = try length(declarations.candidates("x"), index, frame.state, base: w, name: "x")
        let y = try length(declarations.candidates("y"), index, frame.state, base: h, name: "y")
        var bound = SVGTransformBound(scale: 1, offset: abs(x) + abs(y))
        frame.viewport = (abs(width), abs(height))
        if let box = Self.numbers(tree.elements[owner].attribute("viewBox")), box.count == 4, box[2] > 0, box[3] > 0 {
            let stretch = max(abs(width) / box[2], abs(height) / box[3])
            bound = bound.then(SVGTransformBound(scale: stretch, offset: abs(width) + abs(height) + stretch * (abs(box[0]) + abs(box[1]))))
            frame.viewport = (box[2], box[3])
        }
        frame.transform = frame.transform.then(bound)
        guard frame.transform.scale.isFinite, frame.transform.offset.isFinite else { throw unreadable(index, "viewBox") }
    }

    // MARK: References

    /// The elements `index`'s `href` names; a reference outside the document
    /// was refused when the document was read.
    private func targets(of index: Int) -> [Int] {
        tree.elements[index].attributes(named: "href").flatMap { attribute -> [Int] in
            guard attribute.value.hasPrefix("#") else { return [] }
            return tree.ids[String(attribute.value.dropFirst())] ?? []
        }
    }

    private func elements(named ids: [String], kind: String) -> [Int] {
        ids.flatMap { tree.ids[$0] ?? [] }.filter { tree.elements[$0].name == kind }
    }

    /// The patterns painting an outline, each drawn into its tile once per
    /// instance; returns how many there are.
    private mutating func paints(_ index: Int, _ frame: Frame, reach: Double) throws(GlazeError) -> Int {
        let patterns = elements(named: Array(frame.state.paints), kind: "pattern")
        for pattern in patterns where !active.contains(pattern) {
            active.append(pattern)
            defer { active.removeLast() }
            try self.pattern(pattern, frame, box: 2 * reach)
        }
        return patterns.count
    }

    /// A pattern: its tile (whose size in device pixels is bounded at draw time)
    /// and its content, drawn in the tile's coordinates. Attributes it lacks
    /// come from the patterns its `href` names, as in librsvg.
    private mutating func pattern(_ index: Int, _ frame: Frame, box: Double) throws(GlazeError) {
        let chain = patternChain(index)
        func attribute(_ name: String) -> [String] { chain.compactMap { tree.elements[$0].attribute(name) } }
        let element = tree.elements[index]
        try count(index, frame)
        let state = try treeState(index)
        var transform = frame.transform
        for text in attribute("patternTransform") {
            transform = transform.then(try transformBound([CSSTokenizer.tokens(text)], index, frame.viewport))
        }
        let bboxUnits = !attribute("patternUnits").contains("userSpaceOnUse")
        var side = 0.0, area = 0.0
        let widths = attribute("width").compactMap { SVGLength(CSSTokenizer.tokens($0)) }
        let heights = attribute("height").compactMap { SVGLength(CSSTokenizer.tokens($0)) }
        for width in widths {
            for height in heights {
                let base = bboxUnits ? 1.0 : max(frame.viewport.width, frame.viewport.height)
                let factor = bboxUnits ? box : 1
                let w = abs(width.resolved(fontSize: state.fontSize, base: base...base).upperBound) * factor
                let h = abs(height.resolved(fontSize: state.fontSize, base: base...base).upperBound) * factor
                side = max(side, w, h)
                area = max(area, w * h)
            }
        }
        bounds.tileSide.consider(transform.scale * side, element: element.name, line: element.line)
        bounds.tileArea.consider(transform.scale * transform.scale * area, element: element.name, line: element.line)
        var content = Frame(transform: transform, viewport: frame.viewport, state: state,
                            multiplicity: frame.multiplicity, depth: frame.depth + 1)
        if let box = attribute("viewBox").compactMap(Self.numbers).first(where: { $0.count == 4 && $0[2] > 0 && $0[3] > 0 }) {
            content.transform = content.transform.then(SVGTransformBound(scale: side / min(box[2], box[3]), offset: side))
        } else if attribute("patternContentUnits").contains("objectBoundingBox") {
            content.transform = content.transform.then(SVGTransformBound(scale: box, offset: box))
        }
        guard let owner = chain.first(where: { !tree.elements[$0].children.isEmpty }) else { return }
        _ = try children(of: owner, in: content)
    }

    /// A pattern and the patterns its `href` chain names, nearest first, each once.
    private func patternChain(_ index: Int) -> [Int] {
        var chain = [index]
        while let next = targets(of: chain.last!).first(where: { tree.elements[$0].name == "pattern" && !chain.contains($0) }),
              chain.count < limits.maximumSVGDepth {
            chain.append(next)
        }
        return chain
    }

    /// The markers of a path, line or polygon: their content at every vertex,
    /// scaled by the stroke width (markerUnits="strokeWidth", the default) and
    /// their viewBox.
    private mutating func markers(_ index: Int, _ frame: Frame, vertices: Double, reach: Double) throws(GlazeError) {
        for marker in elements(named: Array(frame.state.markers), kind: "marker") where !active.contains(marker) {
            active.append(marker)
            defer { active.removeLast() }
            let element = tree.elements[marker]
            let state = try treeState(marker)
            var scale = element.attribute("markerUnits") == "userSpaceOnUse" ? 1 : max(frame.state.strokeWidth, 0)
            let width = SVGLength(CSSTokenizer.tokens(element.attribute("markerWidth") ?? "3"))?
                .resolved(fontSize: state.fontSize, base: frame.viewport.width...frame.viewport.width).upperBound ?? 3
            let height = SVGLength(CSSTokenizer.tokens(element.attribute("markerHeight") ?? "3"))?
                .resolved(fontSize: state.fontSize, base: frame.viewport.height...frame.viewport.height).upperBound ?? 3
            var viewport = (width: abs(width), height: abs(height))
            if let box = Self.numbers(element.attribute("viewBox")), box.count == 4, box[2] > 0, box[3] > 0 {
                scale *= max(abs(width) / box[2], abs(height) / box[3])
                viewport = (box[2], box[3])
            }
            let placed = SVGTransformBound(scale: frame.transform.scale * scale, offset: reach + frame.transform.scale * scale
                                           * ((Self.numbers(element.attribute("refX")) ?? [0]) + (Self.numbers(element.attribute("refY")) ?? [0]))
                                           .map(abs).reduce(0, +))
            let content = Frame(transform: placed, viewport: viewport, state: state,
                                multiplicity: frame.multiplicity * max(vertices, 1), depth: frame.depth + 1)
            try count(marker, content)
            _ = try children(of: marker, in: content)
        }
    }

    /// What makes an element a layer: clip paths and masks (whose content is
    /// drawn too), filters, and group opacity or blending.
    private mutating func layers(_ index: Int, _ declarations: SVGDeclarations, _ frame: Frame, reach: Double) throws(GlazeError) -> Double {
        let box = 2 * reach
        var isLayer = declarations.candidates("opacity").contains { tokens in
            if case let .number(value)? = SVGValues.significant(tokens).first { return value < 1 }
            return true
        } || !declarations.candidates("mix-blend-mode").isEmpty
        for (property, kind, units) in [("clip-path", "clipPath", "clipPathUnits"), ("mask", "mask", "maskContentUnits")] {
            for tokens in declarations.candidates(property) {
                for target in elements(named: SVGValues.references(in: tokens).compactMap(\.fragment), kind: kind)
                where !active.contains(target) {
                    isLayer = true
                    active.append(target)
                    defer { active.removeLast() }
                    try count(target, frame)
                    var content = frame
                    content.depth += 1
                    content.state = try treeState(target)
                    if tree.elements[target].attribute(units) == "objectBoundingBox" {
                        content.transform = SVGTransformBound(scale: box, offset: reach)
                    }
                    if let transform = tree.elements[target].attribute("transform") {
                        content.transform = content.transform.then(try transformBound([CSSTokenizer.tokens(transform)], target, frame.viewport))
                    }
                    _ = try children(of: target, in: content)
                }
            }
        }
        for tokens in declarations.candidates("filter") where SVGValues.keyword(tokens) != "none" {
            isLayer = true
            try filter(tokens, index, frame, box: box)
        }
        if isLayer {
            bounds.workPerPixel += frame.multiplicity * SVGFilterCost.layerWeight
            bounds.filterCulprit.consider(frame.multiplicity * SVGFilterCost.layerWeight, element: tree.elements[index].name,
                                        line: tree.elements[index].line)
        }
        return reach
    }

    /// A `filter` value: references to `<filter>` elements, whose primitives
    /// are counted and costed, and CSS filter functions.
    private mutating func filter(_ tokens: [CSSToken], _ index: Int, _ frame: Frame, box: Double) throws(GlazeError) {
        var work = 0.0
        for token in tokens {
            if case let .function(name) = token, name.lowercased() != "url" { work += SVGFilterCost.weight(ofFunction: name) }
        }
        for target in elements(named: SVGValues.references(in: tokens).compactMap(\.fragment), kind: "filter") {
            let filter = tree.elements[target]
            try count(target, frame)
            if filter.children.count > limits.maximumSVGFilterPrimitives {
                throw GlazeError(.svgLimitExceeded(source: source, element: filter.name, line: filter.line, quantity: .filterPrimitives,
                                        value: Double(filter.children.count), limit: Double(limits.maximumSVGFilterPrimitives),
                                        detail: ""))
            }
            let bboxUnits = filter.attribute("primitiveUnits") == "objectBoundingBox"
            for child in filter.children {
                try count(child, frame)
                work += try primitive(child, scale: bboxUnits ? box : frame.transform.scale, frame)
            }
        }
        bounds.workPerPixel += frame.multiplicity * work
        bounds.filterCulprit.consider(frame.multiplicity * work, element: tree.elements[index].name, line: tree.elements[index].line)
    }

    /// One filter primitive's cost per pixel; a morphology is recorded apart,
    /// since its cost depends on its radius in device pixels.
    private mutating func primitive(_ index: Int, scale: Double, _ frame: Frame) throws(GlazeError) -> Double {
        let element = tree.elements[index]
        switch element.name {
        case "feMorphology":
            let radius = (Self.numbers(element.attribute("radius")) ?? [0]).map(abs).max() ?? 0
            bounds.morphologyCount += frame.multiplicity
            bounds.morphologyRadius = max(bounds.morphologyRadius, radius * scale)
            bounds.filterCulprit.consider(frame.multiplicity * SVGFilterCost.morphologyWeight, element: element.name, line: element.line)
            return 0
        case "feConvolveMatrix":
            let order = Self.numbers(element.attribute("order")) ?? [3]
            let kernel = (order.first ?? 3) * (order.count > 1 ? order[1] : order.first ?? 3)
            guard kernel <= Double(SVGFilterCost.maximumConvolutionElements) else {
                throw GlazeError(.svgLimitExceeded(source: source, element: element.name, line: element.line,
                                        quantity: .convolutionKernel,
                                        value: kernel, limit: Double(SVGFilterCost.maximumConvolutionElements), detail: ""))
            }
            return SVGFilterCost.weight(ofPrimitive: element.name, octaves: 0, kernel: kernel)
        case "feDiffuseLighting", "feSpecularLighting":
            let unit = (Self.numbers(element.attribute("kernelUnitLength")) ?? []).filter { $0 > 0 }.min()
            bounds.lightingCount += frame.multiplicity
            bounds.lightingUnit = min(bounds.lightingUnit, unit.map { $0 * scale } ?? .infinity)
            bounds.filterCulprit.consider(frame.multiplicity * SVGFilterCost.lightingWeight, element: element.name, line: element.line)
            return 0
        case "feTurbulence":
            let octaves = Self.numbers(element.attribute("numOctaves"))?.first ?? 1
            return SVGFilterCost.weight(ofPrimitive: element.name, octaves: octaves, kernel: 0)
        default:
            return SVGFilterCost.weight(ofPrimitive: element.name, octaves: 0, kernel: 0)
        }
    }

    // MARK: Values

    /// The element's candidate values, read once.
    private mutating func declarations(_ index: Int) throws(GlazeError) -> SVGDeclarations {
        if let known = declared[index] { return known }
        let element = tree.elements[index]
        guard let sheetDeclarations = sheet.declarations(forElement: element.name, id: element.attribute("id"),
                                                         classes: element.classes, budget: &sheetBudget) else {
            throw GlazeError(.unreadableImage(source: source,
                                   reason: "its style sheets have more rules for its elements than Glaze checks (at <\(element.name)> on line \(element.line))"))
        }
        let values = SVGDeclarations(element, sheet: sheetDeclarations)
        guard values.mostCandidates <= SVGDeclarations.maximumCandidates else {
            throw GlazeError(.unreadableImage(source: source, reason: "element <\(element.name)> on line \(element.line): its style sheets give one of its "
                                   + "properties \(values.mostCandidates) different values; Glaze checks at most \(SVGDeclarations.maximumCandidates)"))
        }
        declared[index] = values
        return values
    }

    /// The properties element `index` has where it stands in the document, for
    /// content drawn by reference (markers, patterns, masks and clip paths
    /// inherit from their own ancestors, not from what refers to them).
    private mutating func treeState(_ index: Int) throws(GlazeError) -> SVGInheritedState {
        if let known = treeStates[index] { return known }
        var parent = SVGInheritedState()
        if let above = tree.elements[index].parent { parent = try treeState(above) }
        let state = try parent.cascading(try declarations(index), viewport: (100, 100), targets: targets) { unreadable(index, $0) }
        treeStates[index] = state
        return state
    }

    /// The range of the candidates' values, `0...0` without any: a position,
    /// whose sign matters to how far from the origin a shape reaches.
    private func position(_ candidates: [[CSSToken]], _ index: Int, _ state: SVGInheritedState, base: Double,
                          name: String) throws(GlazeError) -> ClosedRange<Double> {
        var result: ClosedRange<Double>?
        for tokens in candidates where !SVGValues.isInherit(tokens) && SVGValues.keyword(tokens) != "auto" {
            guard let range = SVGLength(tokens)?.resolved(fontSize: state.fontSize, base: base...base) else {
                if SVGValues.canBeIgnored(tokens) { continue }
                throw unreadable(index, name)
            }
            guard range.lowerBound.isFinite, range.upperBound.isFinite else { throw unreadable(index, name) }
            result = result.map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
        }
        return result ?? 0...0
    }

    /// The largest magnitude the candidates give, or 0 without any.
    private func length(_ candidates: [[CSSToken]], _ index: Int, _ state: SVGInheritedState, base: Double,
                        name: String) throws(GlazeError) -> Double {
        let range = try position(candidates, index, state, base: base, name: name)
        return max(abs(range.lowerBound), abs(range.upperBound))
    }

    /// The largest of the candidate transforms.
    private func transformBound(_ candidates: [[CSSToken]], _ index: Int, _ viewport: (width: Double, height: Double)) throws(GlazeError) -> SVGTransformBound {
        var bound = SVGTransformBound.identity
        for tokens in candidates where !SVGValues.isInherit(tokens) {
            guard let parsed = SVGTransformBound(tokens, percentBase: max(viewport.width, viewport.height)) else {
                if SVGValues.canBeIgnored(tokens) { continue }
                throw unreadable(index, "transform")
            }
            bound = SVGTransformBound(scale: max(bound.scale, parsed.scale), offset: max(bound.offset, parsed.offset))
        }
        return bound
    }

    /// The numbers of a list (`viewBox`, `x` of text, `radius`), or `nil`.
    static func numbers(_ text: String?) -> [Double]? {
        guard let text else { return nil }
        var scanner = SVGNumberScanner(text)
        var values: [Double] = []
        while let next = scanner.numbers(1, arcFlags: false) { values.append(next[0]) }
        return values
    }

    /// The largest absolute length of the candidates, `nil` for none or a percentage.
    private static func absolute(_ candidates: [[CSSToken]]) -> Double? {
        candidates.compactMap { SVGLength($0) }.filter { ![.percent, .em, .ex].contains($0.unit) }
            .map { $0.resolved(fontSize: 12...12, base: 0...0).upperBound }.max()
    }

    private func unreadable(_ index: Int, _ property: String) -> GlazeError {
        let element = tree.elements[index]
        return GlazeError(.unreadableImage(source: source,
                                reason: "element <\(element.name)> on line \(element.line): cannot read its \(property)"))
    }
}
