import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Debian's Adwaita symbolic icons, a real icon set (one embeds a PNG as a
/// `data:` URL), fetched with `apt-get download` into a scratch folder: every
/// one must read and render. Skipped when the package cannot be downloaded.
@Suite("SVG images: Adwaita's symbolic icons", .tags(.needsNetwork))
struct AdwaitaIconTests {
    /// The unpacked package's symbolic icons, or none when it cannot be fetched.
    /// The package (about 10 MB) is kept in the temporary folder between runs.
    static let icons: [URL] = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-adwaita-icon-theme")
        let root = directory.appendingPathComponent("root/usr/share/icons/Adwaita")
        if !FileManager.default.fileExists(atPath: root.path) {
            let fetch = "mkdir -p '\(directory.path)' && cd '\(directory.path)' && apt-get download adwaita-icon-theme >/dev/null 2>&1"
                + " && dpkg -x adwaita-icon-theme_*.deb root.partial && mv root.partial root"
            guard (try? runTool("sh", ["-c", fetch])) != nil else { return [] }
        }
        let walker = FileManager.default.enumerator(atPath: root.path)
        var found: [URL] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix("-symbolic.svg") { found.append(root.appendingPathComponent(path)) }
        }
        return found.sorted { $0.path < $1.path }
    }()

    @Test("every symbolic icon reads within the standard limits and renders at 1x, 2x and 3x",
          .enabled(if: !icons.isEmpty, "apt-get download adwaita-icon-theme failed"))
    func allIcons() throws {
        #expect(Self.icons.count >= 585)
        for url in Self.icons {
            do {
                let icon = try SVGImage(contentsOf: url)
                for scale in [1.0, 2, 3] {
                    let image = try icon.image(scale: scale)
                    #expect(image.pixelWidth == Int((icon.size.width * scale).rounded(.up)), "\(url.lastPathComponent) at \(scale)x")
                    #expect(Self.alphas(of: image).contains { $0 > 0 }, "\(url.lastPathComponent) at \(scale)x is empty")
                }
            } catch {
                Issue.record("\(url.lastPathComponent): \(error)")
            }
        }
        // The icon with an embedded PNG draws it: a soft image, not just two or three levels of alpha.
        let appearance = try #require(Self.icons.first { $0.lastPathComponent == "preferences-desktop-appearance-symbolic.svg" })
        #expect(Self.alphas(of: try SVGImage(contentsOf: appearance).image(scale: 3)).count > 3)
    }

    /// The distinct alpha values of an image's pixels.
    static func alphas(of image: Image) -> Set<UInt8> {
        var found = Set<UInt8>()
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth { found.insert(image.pixel(x: x, y: y).alpha) }
        }
        return found
    }
}
