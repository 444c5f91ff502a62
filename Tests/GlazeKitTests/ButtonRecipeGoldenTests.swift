import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import SnapshotTesting
import Testing

/// The button recipes drawn at 1x and 2x and compared with golden PNGs (±1 level
/// per channel, every pixel), each looked at before it was committed; and every
/// recipe rendered to PNG and PDF at 1x, 2x and 3x.
@Suite("Button recipes: goldens and outputs")
struct ButtonRecipeGoldenTests {
    static let red = Color(red: 0.65, green: 0.05, blue: 0.05)
    static let green = Color(red: 0.05, green: 0.65, blue: 0.05)
    static let blue = Color(red: 0.05, green: 0.05, blue: 0.65)

    /// Every recipe once, in a 340 × 330 point picture.
    static func recipes(_ canvas: Canvas) throws {
        try canvas.fill(canvas.bounds, with: .color(.white))
        for (index, color) in [red, green, blue].enumerated() {
            let button = GlossyButton(color: color, title: ButtonTitle("Start   Reset", font: .bold(24)))
            try button.draw(in: CGRect(x: 15, y: 10 + CGFloat(index) * 60, width: 310, height: 54),
                            state: index == 2 ? .highlighted : .normal, on: canvas)
        }
        let hybrid = HybridBackground()
        try hybrid.resizableImage(state: .normal, scale: canvas.scale).draw(in: CGRect(x: 15, y: 195, width: 150, height: 37), on: canvas)
        try hybrid.resizableImage(state: .highlighted, scale: canvas.scale).draw(in: CGRect(x: 175, y: 195, width: 60, height: 37), on: canvas)
        try NoiseTexture(seed: 11).resizableImage(scale: canvas.scale).draw(in: CGRect(x: 15, y: 240, width: 220, height: 44), on: canvas)
        let icon = try Image(size: CGSize(width: 32, height: 32), scale: canvas.scale) { canvas in
            try canvas.fill(Path(ellipseIn: canvas.bounds.insetBy(dx: 4, dy: 4)), with: .gradient(.linear(
                from: .zero, to: CGPoint(x: 0, y: 32), colors: [Color(white: 0.95), Color(white: 0.2)])))
        }
        try Tint(color: red).draw(icon, in: CGRect(x: 250, y: 195, width: 32, height: 32), on: canvas)
        try Tint(color: red, mode: .gradientPreserving).draw(icon, in: CGRect(x: 290, y: 195, width: 32, height: 32), on: canvas)
        // A white glow shows on a dark shape.
        let plate = Path(roundedRect: CGRect(x: 250, y: 240, width: 72, height: 44), cornerRadius: 8)
        try canvas.fill(plate, with: .color(Color(red: 0.2, green: 0.25, blue: 0.33)))
        try InnerGlow(color: Color(white: 1, alpha: 0.8), width: 2).draw(inside: plate, on: canvas)
    }

    @Test("golden: glossy, hybrid, noise, tint and glow", arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let image = try ImageSurface(width: 340, height: 300, scale: scale)
        try image.draw(Self.recipes)
        assertSnapshot(of: image, as: .png(), named: "recipes@\(Int(scale))x")
    }

    @Test("every recipe renders to PNG and PDF at 1x, 2x and 3x", .tags(.needsPoppler), arguments: [1, 2, 3] as [CGFloat])
    func outputs(scale: CGFloat) throws {
        let image = try ImageSurface(width: 340, height: 300, scale: scale)
        try image.draw(Self.recipes)
        #expect(image.pixelWidth == Int(340 * scale))
        let decoded = try ImageSurface(pngData: image.pngData(), scale: scale)
        #expect(allPixels(decoded) == allPixels(image))
        let pdf = try PDFDocument()
        try pdf.addPage(size: CGSize(width: 340, height: 300), Self.recipes)
        let url = temporaryURL("recipes.pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try pdf.data().write(to: url)
        #expect(pdfInfoField(try runTool("pdfinfo", [url.path]), "Pages") == "1")
        let text = try runTool("pdftotext", [url.path, "-"])
        #expect(text.contains("Start") && text.contains("Reset"), "the titles stay text: \(text)")
    }
}
