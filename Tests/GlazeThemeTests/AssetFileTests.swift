import Foundation
import Glaze
import GlazeKit
import GlazeTheme
import GlazeTestSupport
import Testing

/// One asset file rendered on its own, as a server asks for it.
@Suite("Asset files")
struct AssetFileTests {
    static let yaml = """
    name: Files
    assets:
      - name: start
        kind: glossyButton
        color: "#A60D0D"
        height: 54
        width: 310
        states: [normal, highlighted]
      - name: again
        kind: glossyButton
        color: "#A60D0D"
        height: 54
        width: 310
    """

    @Test("a PNG is the asset drawn at its scale; equal looks share a digest, other states and colours do not")
    func pngAndDigests() async throws {
        let theme = try Theme(yaml: Self.yaml)
        let start = AssetFile(asset: theme.assets[0], state: .normal, scale: 2, format: .png)
        let image = try Image(pngData: try await start.data(cache: RasterCache()), scale: 2)
        #expect(image.pixelWidth == Int((start.size.width * 2).rounded(.up)) && image.pixelHeight == 108)
        let again = AssetFile(asset: theme.assets[1], state: .normal, scale: 2, format: .png)
        #expect(again.lookDigest == start.lookDigest && again.lookFileName == start.lookFileName)
        #expect(start.fileName == "start@2x.png" && start.lookFileName == "\(start.lookDigest)@2x.png")
        let pressed = AssetFile(asset: theme.assets[0], state: .highlighted, scale: 2, format: .png)
        #expect(pressed.lookDigest != start.lookDigest && pressed.fileName == "start-highlighted@2x.png")
        var recoloured = theme.assets[0]
        recoloured.look = try Theme(yaml: Self.yaml.replacingOccurrences(of: "#A60D0D", with: "#0DA60D")).assets[0].look
        #expect(AssetFile(asset: recoloured, state: .normal, scale: 2, format: .png).lookDigest != start.lookDigest)
        #expect(start.lookDigest.count == 64, "a SHA-256 digest")
    }

    @Test("nine-patches, PDFs and SVGs read back; a document's scale is 1; the pixel count includes the border", .tags(.needsPoppler))
    func otherFormats() async throws {
        let theme = try Theme(yaml: Self.yaml)
        let asset = theme.assets[0]
        let patch = AssetFile(asset: asset, state: .normal, scale: 2, format: .ninePatch)
        let decoded = try NinePatch(pngData: try await patch.data(cache: RasterCache()), scale: 2)
        #expect(!decoded.horizontalStretches.isEmpty)
        #expect(patch.pixelCount == (Int((patch.size.width * 2).rounded(.up)) + 2) * (108 + 2))
        let pdf = AssetFile(asset: asset, state: .normal, scale: 3, format: .pdf)
        #expect(pdf.scale == 1 && pdf.fileName == "start.pdf")
        let url = try scratchDirectory().appendingPathComponent("start.pdf")
        try await pdf.data(cache: RasterCache()).write(to: url)
        #expect(pdfInfoField(try runTool("pdfinfo", [url.path]), "Pages") == "1")
        let svg = try SVGImage(data: try await AssetFile(asset: asset, state: .normal, scale: 1, format: .svg).data(cache: RasterCache()))
        // Cairo writes the size in pt, which SVGImage reads as 4/3 CSS pixels each.
        #expect(abs(svg.size.height - 54 * 4 / 3) < 0.01)
        #expect(abs(svg.size.width / svg.size.height - asset.look.exportSize.width / 54) < 0.001)
    }

    @Test("the serving manifest lists PNGs and nine-patches at each scale, then the PDF and SVG")
    func servingManifest() throws {
        let theme = try Theme(yaml: Self.yaml)
        let manifest = Manifest(serving: theme, scales: [1, 2])
        #expect(manifest.assets.map { "\($0.name)-\($0.state)" } == ["start-normal", "start-highlighted", "again-normal"])
        #expect(manifest.assets[1].files.map(\.path) == ["start-highlighted@1x.png", "start-highlighted@1x.9.png",
                                                         "start-highlighted@2x.png", "start-highlighted@2x.9.png",
                                                         "start-highlighted.pdf", "start-highlighted.svg"])
        #expect(manifest.assets[0].files[2].pixelHeight == 108 && manifest.assets[0].files[3].pixelHeight == 110)
    }
}
