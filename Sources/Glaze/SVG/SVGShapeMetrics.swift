import Foundation

/// What one outline can cost Cairo, in the user units of its element: how far
/// it reaches, how long it is, how many vertices it has and how finely its
/// curves must be cut.
///
/// Cairo flattens a curve into line segments until each is within 0.1 device
/// pixels of it, about `√(10 × deviation)` of them for a curve whose control
/// points stray `deviation` pixels from its chord, so a path of 100,000 curves
/// a billion units wide takes hours. Strokes add round joins and caps (about
/// `√(10 × width)` segments each) and one piece per dash. These metrics feed
/// ``SVGDrawBounds``, which sums them over the document and scales them to the
/// size it is drawn at.
struct SVGShapeMetrics {
    /// The bounding box of every point, control points included (which contains
    /// the curves): `minX…maxX`, `minY…maxY`; empty when the shape has none.
    var minX = Double.infinity, maxX = -Double.infinity
    var minY = Double.infinity, maxY = -Double.infinity
    /// An upper bound of the outline's length.
    var length: Double = 0
    /// Vertices: where joins are drawn and markers placed.
    var vertices: Double = 0
    /// Lines and curves.
    var segments: Double = 0
    /// The sum of `√deviation` over the curves.
    var curveWeight: Double = 0

    /// The largest distance of any point from the origin along either axis.
    var extent: Double {
        guard minX <= maxX else { return 0 }
        return max(abs(minX), abs(maxX), abs(minY), abs(maxY))
    }

    /// The bounding box's area.
    var area: Double {
        guard minX <= maxX else { return 0 }
        return (maxX - minX) * (maxY - minY)
    }

    mutating func include(_ x: Double, _ y: Double) {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
    }

    /// A straight segment from `a` to `b`.
    mutating func line(from a: (Double, Double), to b: (Double, Double)) {
        include(b.0, b.1)
        length += hypot(b.0 - a.0, b.1 - a.1)
        vertices += 1
        segments += 1
    }

    /// A Bézier curve through `points` (start, controls, end).
    mutating func curve(_ points: [(Double, Double)]) {
        let start = points[0], end = points[points.count - 1]
        var deviation = 0.0   // the start lies on the chord
        // Indexed: a path can hold 100,000 curves, and an unoptimised build
        // (the sanitizers) paid for `enumerated()`'s tuples per point.
        for index in 1..<points.count {
            let point = points[index], previous = points[index - 1]
            include(point.0, point.1)
            length += hypot(point.0 - previous.0, point.1 - previous.1)
            let distance = Self.distance(of: point, fromLineThrough: start, end)
            if distance > deviation { deviation = distance }
        }
        curveWeight += deviation.squareRoot()
        vertices += 1
        segments += 1
    }

    /// An elliptical arc with the radii SVG gives, scaled up as SVG says when
    /// they cannot span the chord; librsvg draws it as up to four cubic curves.
    mutating func arc(from a: (Double, Double), to b: (Double, Double), radii: (Double, Double), rotation: Double) {
        var rx = abs(radii.0), ry = abs(radii.1)
        guard rx > 0, ry > 0, a != b else { return line(from: a, to: b) }
        let phi = rotation * .pi / 180
        let dx = (a.0 - b.0) / 2, dy = (a.1 - b.1) / 2
        let x1 = cos(phi) * dx + sin(phi) * dy, y1 = -sin(phi) * dx + cos(phi) * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let radius = max(rx, ry)
        // Every point of the ellipse is within its diameter of either end.
        include(a.0 - 2 * radius, a.1 - 2 * radius)
        include(a.0 + 2 * radius, a.1 + 2 * radius)
        include(b.0, b.1)
        length += 4 * (rx + ry)
        curveWeight += 4 * radius.squareRoot()
        vertices += 1
        segments += 4
    }

    /// Adds `other`, another part of the same element.
    mutating func add(_ other: SVGShapeMetrics) {
        if other.minX <= other.maxX {
            include(other.minX, other.minY)
            include(other.maxX, other.maxY)
        }
        length += other.length
        vertices += other.vertices
        segments += other.segments
        curveWeight += other.curveWeight
    }

    private static func distance(of p: (Double, Double), fromLineThrough a: (Double, Double), _ b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let chord = hypot(dx, dy)
        guard chord > 0 else { return hypot(p.0 - a.0, p.1 - a.1) }
        return abs(dx * (a.1 - p.1) - dy * (a.0 - p.0)) / chord
    }
}

extension SVGShapeMetrics {
    /// The metrics of SVG path data (`M 0 0 C 10 0 …`), read as far as librsvg
    /// would draw it and a little further: unreadable characters are skipped,
    /// never a reason to stop counting.
    init(pathData text: String) {
        self.init()
        var numbers = SVGNumberScanner(text)
        var current = (0.0, 0.0), start = (0.0, 0.0)
        var lastControl: (Double, Double)?
        var command: UInt8 = UInt8(ascii: "M")
        var lastCommand: UInt8 = 0
        while let (next, explicit) = numbers.nextCommand(current: command) {
            command = next
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            func point(_ values: [Double], _ offset: Int = 0) -> (Double, Double) {
                relative ? (current.0 + values[offset], current.1 + values[offset + 1]) : (values[offset], values[offset + 1])
            }
            guard let count = Self.argumentCount(upper), explicit || count > 0 else { numbers.skipCharacter(); continue }
            if upper == UInt8(ascii: "Z") {
                line(from: current, to: start)
                current = start
                lastControl = nil
                lastCommand = upper
                continue
            }
            guard let values = numbers.numbers(count, arcFlags: upper == UInt8(ascii: "A")) else {
                // librsvg stops at the first error; skipping on instead only counts more.
                numbers.skipCharacter()
                continue
            }
            switch upper {
            case UInt8(ascii: "M"):
                current = point(values)
                start = current
                include(current.0, current.1)
                vertices += 1
                // Further pairs after a move are lines.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "L"):
                let end = point(values)
                line(from: current, to: end)
                current = end
            case UInt8(ascii: "H"):
                let end = (relative ? current.0 + values[0] : values[0], current.1)
                line(from: current, to: end)
                current = end
            case UInt8(ascii: "V"):
                let end = (current.0, relative ? current.1 + values[0] : values[0])
                line(from: current, to: end)
                current = end
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let first = upper == UInt8(ascii: "C") ? point(values)
                    : Self.reflection(of: lastControl, about: current, if: lastCommand == 67 || lastCommand == 83)
                let second = point(values, upper == UInt8(ascii: "C") ? 2 : 0)
                let end = point(values, upper == UInt8(ascii: "C") ? 4 : 2)
                curve([current, first, second, end])
                lastControl = second
                current = end
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let control = upper == UInt8(ascii: "Q") ? point(values)
                    : Self.reflection(of: lastControl, about: current, if: lastCommand == 81 || lastCommand == 84)
                let end = point(values, upper == UInt8(ascii: "Q") ? 2 : 0)
                curve([current, control, end])
                lastControl = control
                current = end
            default:
                let end = point(values, 5)
                arc(from: current, to: end, radii: (values[0], values[1]), rotation: values[2])
                current = end
            }
            if upper != UInt8(ascii: "C"), upper != UInt8(ascii: "S"), upper != UInt8(ascii: "Q"), upper != UInt8(ascii: "T") {
                lastControl = nil
            }
            lastCommand = upper
        }
    }

    /// How many numbers the upper-case path command `command` takes; `nil`
    /// for a letter that is not a command.
    private static func argumentCount(_ command: UInt8) -> Int? {
        switch command {
        case UInt8(ascii: "Z"): 0
        case UInt8(ascii: "H"), UInt8(ascii: "V"): 1
        case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "T"): 2
        case UInt8(ascii: "S"), UInt8(ascii: "Q"): 4
        case UInt8(ascii: "C"): 6
        case UInt8(ascii: "A"): 7
        default: nil
        }
    }

    /// The points of a `points` attribute (`<polyline>`, `<polygon>`).
    init(points text: String, closed: Bool) {
        self.init()
        var numbers = SVGNumberScanner(text)
        var first: (Double, Double)?
        var current = (0.0, 0.0)
        while let pair = numbers.numbers(2, arcFlags: false) {
            let point = (pair[0], pair[1])
            if first == nil {
                first = point
                include(point.0, point.1)
                vertices += 1
            } else {
                line(from: current, to: point)
            }
            current = point
        }
        if closed, let first { line(from: current, to: first) }
    }

    /// A rectangle, with round corners when `rx` or `ry` is above zero; its
    /// position is known within ranges, its size and radii from above.
    init(rectX x: ClosedRange<Double>, y: ClosedRange<Double>, width: Double, height: Double, rx: Double, ry: Double) {
        self.init()
        include(x.lowerBound, y.lowerBound)
        include(x.upperBound + width, y.upperBound + height)
        length = 2 * (abs(width) + abs(height))
        vertices = 4
        segments = 4
        let radius = max(abs(rx), abs(ry))
        if radius > 0 {
            vertices += 4
            segments += 4
            curveWeight = 4 * radius.squareRoot()
        }
    }

    /// An ellipse (a circle when the radii are equal): four curves.
    init(ellipseCenter cx: ClosedRange<Double>, cy: ClosedRange<Double>, rx: Double, ry: Double) {
        self.init()
        include(cx.lowerBound - abs(rx), cy.lowerBound - abs(ry))
        include(cx.upperBound + abs(rx), cy.upperBound + abs(ry))
        length = 4 * (abs(rx) + abs(ry))
        vertices = 4
        segments = 4
        curveWeight = 4 * max(abs(rx), abs(ry)).squareRoot()
    }

    private static func reflection(of control: (Double, Double)?, about point: (Double, Double), if smooth: Bool) -> (Double, Double) {
        guard smooth, let control else { return point }
        return (2 * point.0 - control.0, 2 * point.1 - control.1)
    }
}

/// Numbers and commands of SVG path data and point lists, read leniently.
struct SVGNumberScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The next command letter, or `command` again when numbers follow
    /// directly (an implicit repeat, `explicit` false); `nil` at the end.
    mutating func nextCommand(current command: UInt8) -> (command: UInt8, explicit: Bool)? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if Self.isLetter(byte), byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            index += 1
            return (byte, true)
        }
        return (command, false)
    }

    mutating func skipCharacter() {
        index += 1
    }

    /// `count` numbers, or `nil` when the text ends (or holds something else)
    /// first. In arcs, the two flags may be single digits without separators.
    mutating func numbers(_ count: Int, arcFlags: Bool) -> [Double]? {
        var values: [Double] = []
        values.reserveCapacity(count)
        while values.count < count {
            skipSeparators()
            guard index < bytes.count else { return nil }
            if arcFlags, values.count == 3 || values.count == 4 {
                guard bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else { return nil }
                values.append(Double(bytes[index] - UInt8(ascii: "0")))
                index += 1
                continue
            }
            guard let value = number() else { return nil }
            values.append(value)
        }
        return values
    }

    private mutating func number() -> Double? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        guard index > digitsStart, !(index == digitsStart + 1 && bytes[digitsStart] == UInt8(ascii: ".")) else {
            index = start
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var p = index + 1
            if p < bytes.count, bytes[p] == UInt8(ascii: "+") || bytes[p] == UInt8(ascii: "-") { p += 1 }
            if p < bytes.count, Self.isDigit(bytes[p]) {
                index = p
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let value = Double(text) { return value }
        // `1.` and `1.e5` are numbers in SVG; Swift wants a digit after the point.
        let completed = text.replacingOccurrences(of: ".", with: ".0")
        return Double(completed) ?? .infinity
    }

    private mutating func skipSeparators() {
        while index < bytes.count, XMLScanner.isWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: ",") { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
