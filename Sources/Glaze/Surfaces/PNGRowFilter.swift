/// PNG's five row filters (PNG specification, section 9.2): each byte stored as
/// its difference from a prediction made from its left, upper and upper-left
/// neighbours, which deflate then finds more repetitive.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// Writes `row` (`count` bytes) as a scanline into `out`: the filter type
    /// byte, then the filtered bytes. `above` is the previous row unfiltered
    /// (zeros for the first). The filter chosen is the one whose output, read as
    /// signed bytes, has the smallest sum of magnitudes: the heuristic the PNG
    /// specification suggests, cheap and usually close to the best choice.
    static func writeBest(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
                          into out: UnsafeMutablePointer<UInt8>) {
        var sums = (none: 0, sub: 0, up: 0, average: 0, paeth: 0)
        for i in 0..<count {
            let x = row[i], b = above[i]
            let a = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
            let c = i >= bytesPerPixel ? above[i - bytesPerPixel] : 0
            sums.none += magnitude(x)
            sums.sub += magnitude(x &- a)
            sums.up += magnitude(x &- b)
            sums.average += magnitude(x &- averaged(a, b))
            sums.paeth += magnitude(x &- paethPredictor(a, b, c))
        }
        var best = PNGRowFilter.none, smallest = sums.none
        if sums.sub < smallest { (best, smallest) = (.sub, sums.sub) }
        if sums.up < smallest { (best, smallest) = (.up, sums.up) }
        if sums.average < smallest { (best, smallest) = (.average, sums.average) }
        if sums.paeth < smallest { best = .paeth }
        best.write(row, above: above, count: count, bytesPerPixel: bytesPerPixel, into: out)
    }

    /// Writes `row` filtered with this filter into `out`, the type byte first.
    func write(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
               into out: UnsafeMutablePointer<UInt8>) {
        out[0] = rawValue
        let bytes = out + 1
        // The first pixel has no left neighbour: PNG predicts it from zeros.
        let lead = min(bytesPerPixel, count)
        switch self {
        case .none:
            bytes.update(from: row, count: count)
        case .sub:
            bytes.update(from: row, count: lead)
            for i in lead..<max(lead, count) { bytes[i] = row[i] &- row[i - bytesPerPixel] }
        case .up:
            for i in 0..<count { bytes[i] = row[i] &- above[i] }
        case .average:
            for i in 0..<lead { bytes[i] = row[i] &- (above[i] >> 1) }
            for i in lead..<max(lead, count) { bytes[i] = row[i] &- Self.averaged(row[i - bytesPerPixel], above[i]) }
        case .paeth:
            // With no left neighbours the predictor is always the byte above.
            for i in 0..<lead { bytes[i] = row[i] &- above[i] }
            for i in lead..<max(lead, count) {
                bytes[i] = row[i] &- Self.paethPredictor(row[i - bytesPerPixel], above[i], above[i - bytesPerPixel])
            }
        }
    }

    /// A filtered byte's size as a signed difference: 255 is -1, so near zero too.
    private static func magnitude(_ byte: UInt8) -> Int {
        let value = Int(Int8(bitPattern: byte))
        return value < 0 ? -value : value
    }

    private static func averaged(_ left: UInt8, _ above: UInt8) -> UInt8 {
        UInt8((UInt16(left) + UInt16(above)) >> 1)
    }

    /// The neighbour closest to left + above − upper-left, ties to left, then above.
    private static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(above) - Int(upperLeft)
        let toLeft = abs(estimate - Int(left)), toAbove = abs(estimate - Int(above)), toUpperLeft = abs(estimate - Int(upperLeft))
        if toLeft <= toAbove && toLeft <= toUpperLeft { return left }
        return toAbove <= toUpperLeft ? above : upperLeft
    }
}
