import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// Public drawings rendered here against Apple's renders of them, measured
/// as ``PictureAgreement`` does. With `GLAZE_FIDELITY_REPORT` naming a file,
/// the table of figures is written there as Markdown (FIDELITY.md is made so);
/// with `GLAZE_ARTICLE_IMAGES` naming a folder, each rendering is written there.
@Suite("Fidelity: public drawings against Apple's renders of them")
struct FidelityTests {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")

    static func reference(_ name: String) throws -> Image {
        try Image(contentsOf: references.appendingPathComponent("\(name).png"))
    }

    /// The pair's rendering measured against its reference.
    static func measure(_ pair: FidelityPair) throws -> PictureAgreement {
        let rendered = try #require(pair.draw().cgImage?.glazeImage, "\(pair.name): the port drew no image")
        if let directory = ProcessInfo.processInfo.environment["GLAZE_ARTICLE_IMAGES"] {
            try rendered.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("\(pair.name)-glaze.png"))
        }
        let apple = try reference(pair.name)
        try #require(rendered.pixelWidth == apple.pixelWidth && rendered.pixelHeight == apple.pixelHeight,
                     "\(pair.name): rendered \(rendered.pixelWidth)×\(rendered.pixelHeight), Apple's \(apple.pixelWidth)×\(apple.pixelHeight)")
        return PictureAgreement(rendered, apple)
    }

    @Test("each port stays within its tolerance of Apple's render", arguments: FidelityPair.all)
    func withinTolerance(_ pair: FidelityPair) throws {
        let measured = try Self.measure(pair)
        print("[fidelity] \(pair.name): \(measured)")
        #expect(measured.unmatchedShare <= pair.tolerance,
                "\(pair.name): \(measured); allowed \(pair.tolerance * 100) %")
    }

    @Test("the metric forgives a shape moved by 2 pixels, not one moved by 4 or recoloured")
    func metricSeesDifferences() throws {
        func square(at x: CGFloat, _ color: Color = .red) throws -> Image {
            try Image(size: CGSize(width: 24, height: 24)) { canvas in
                try canvas.fill(CGRect(x: x, y: 9, width: 6, height: 6), with: .color(color))
            }
        }
        let reference = try square(at: 9)
        #expect(PictureAgreement(reference, reference).unmatched == 0)
        let nearby = PictureAgreement(try square(at: 11), reference)
        #expect(nearby.unmatched == 0 && nearby.differing == 24)
        #expect(PictureAgreement(try square(at: 13), reference).unmatched > 0)
        let recoloured = PictureAgreement(try square(at: 9, Color(red: 0.9, green: 0, blue: 0)), reference)
        #expect(recoloured.unmatched == 36 && recoloured.differingShare == 36.0 / 576)
    }

    @Test("the table of figures is written where GLAZE_FIDELITY_REPORT says",
          .enabled(if: ProcessInfo.processInfo.environment["GLAZE_FIDELITY_REPORT"] != nil))
    func report() throws {
        var rows: [FidelityReport.Row] = []
        for pair in FidelityPair.all {
            let apple = try pair.secondReference.map { PictureAgreement(try Self.reference($0), try Self.reference(pair.name)) }
            rows.append(FidelityReport.Row(pair: pair, measured: try Self.measure(pair), appleVariance: apple))
        }
        let path = try #require(ProcessInfo.processInfo.environment["GLAZE_FIDELITY_REPORT"])
        try FidelityReport.markdown(rows).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
