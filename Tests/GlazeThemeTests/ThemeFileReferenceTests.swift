import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// Themes that name files: SVG and PNG images, fonts. Paths resolve beside the
/// theme and stay inside its folder (or an assets root), every bad file is an
/// error naming the asset, the key and the file, and a look's key holds the
/// file's content rather than its path.
@Suite("Theme file references")
struct ThemeFileReferenceTests {
    static let brand = examplesDirectory.appendingPathComponent("brand/brand.yaml")
    static let icons = examplesDirectory.appendingPathComponent("brand/icons")

    /// A fresh folder holding `files` (relative path → bytes) and a theme with `yaml`.
    static func folder(_ files: [String: Data], theme yaml: String) throws -> URL {
        let directory = try scratchDirectory("glaze-theme-files")
        for (path, data) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let theme = directory.appendingPathComponent("theme.yaml")
        try yaml.write(to: theme, atomically: true, encoding: .utf8)
        return theme
    }

    static func icon(_ name: String) throws -> Data {
        try Data(contentsOf: icons.appendingPathComponent("\(name).svg"))
    }

    /// The error reading `theme` throws; fails the test when it reads.
    static func failure(_ theme: URL, limits: ThemeLimits = .standard, assetsRoot: URL? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) -> ThemeError? {
        do {
            _ = try Theme(contentsOf: theme, limits: limits, assetsRoot: assetsRoot)
            Issue.record("the theme was read", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("the brand example reads: its font registered, its icons, bar background and titles' fonts")
    func brandExample() throws {
        let theme = try Theme(contentsOf: Self.brand)
        #expect(theme.fontFamilies == ["Lato"])
        #expect(FontRegistry.registeredFamilies.contains("Lato"))
        let looks = Dictionary(uniqueKeysWithValues: theme.assets.map { ($0.name, $0.look) })
        guard let reply = looks["reply"]?.spec(as: TintedImageSpec.self), let tabs = looks["inbox-tab-bar"]?.spec(as: TabBarSpec.self),
              let bar = looks["title-bar"]?.spec(as: NavigationBarSpec.self),
              let filter = looks["filter"]?.spec(as: SegmentedControlSpec.self) else {
            Issue.record("unexpected looks: \(looks.keys.sorted())")
            return
        }
        #expect(reply.size == CGSize(width: 24, height: 24) && reply.image.isVector && reply.image.path == "icons/reply.svg")
        #expect(tabs.icons.count == 5 && tabs.icons.allSatisfy { if case .file = $0 { true } else { false } })
        #expect(bar.backgroundImage?.image.path == "art/navbar.svg" && bar.bar.titleFont.family == "Lato")
        #expect(filter.font == Font(family: "Lato", size: 13, weight: .bold))
        let send = try #require(theme.assets.first { $0.name == "send" })
        #expect(send.previewIcon?.path == "icons/reply.svg" && send.previewFont?.family == "Lato")
    }

    @Test("a theme's assets are read on every core: in their order, and the first bad one by order is the error, on any number of threads")
    func readInParallel() throws {
        let names = (0..<40).map { "icon\($0)" }
        var files = ["icons/reply.svg": try Self.icon("reply")]
        let bad = [7, 31]
        for index in bad { files["icons/broken\(index).svg"] = Data("<svg".utf8) }
        let entries = names.enumerated().map { index, name in
            "  - name: \(name)\n    kind: tintedImage\n    image: icons/\(bad.contains(index) ? "broken\(index)" : "reply").svg\n    color: \"#1F6FD1\"\n    size: 24"
        }
        let good = try Self.folder(files, theme: "assets:\n" + entries.enumerated().filter { !bad.contains($0.offset) }
            .map(\.element).joined(separator: "\n"))
        #expect(try Theme(contentsOf: good).assets.map(\.name) == names.enumerated().filter { !bad.contains($0.offset) }.map(\.element))
        let broken = try Self.folder(files, theme: "assets:\n" + entries.joined(separator: "\n"))
        for threads in [1, 2, 8] {
            let error = ThemeReading.$threads.withValue(threads) { Self.failure(broken) }
            #expect(error?.asset == "'icon7'" && error?.key == "image", "\(threads) threads: \(String(describing: error))")
        }
    }

    @Test("image names: the extension in any case, a PNG's scale from its name, folders and dots before the name")
    func imageNames() throws {
        let png = try Image(size: CGSize(width: 12, height: 8), scale: 1) { try $0.fill(CGRect(x: 0, y: 0, width: 12, height: 8), with: .color(.black)) }.pngData()
        let theme = try Self.folder(["art.v2/Reply.SVG": try Self.icon("reply"), "art.v2/bar@2x.PNG": png, "art.v2/bar@3.5x.png": png,
                                     "art.v2/plain.png": png],
                                    theme: """
                                    assets:
                                      - {name: a, kind: tintedImage, image: art.v2/Reply.SVG, color: '#102030'}
                                      - {name: b, kind: tintedImage, image: art.v2/bar@2x.PNG, color: '#102030'}
                                      - {name: c, kind: tintedImage, image: art.v2/bar@3.5x.png, color: '#102030'}
                                      - {name: d, kind: tintedImage, image: art.v2/plain.png, color: '#102030'}
                                    """)
        defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
        let sizes = try Theme(contentsOf: theme).assets.map(\.look.exportSize)
        // The SVG at its own 24 points; 12 × 8 pixels at 2x, at 3.5x, and at 1x without a scale in the name.
        #expect(sizes == [CGSize(width: 24, height: 24), CGSize(width: 6, height: 4), CGSize(width: 12 / 3.5, height: 8 / 3.5),
                          CGSize(width: 12, height: 8)])
    }

    @Test("every bad file is an error naming the asset, the key and the file")
    func badFiles() throws {
        let cases: [(files: [String: Data], asset: String, mentions: [String], code: ThemeError.Code)] = [
            ([:], "{name: a, kind: tintedImage, image: icons/missing.svg, color: '#102030'}",
             ["asset 'a'", "key 'image'", "icons/missing.svg", "no such file"], .unreadableFile),
            (["icons/bad.svg": Data("not an svg".utf8)], "{name: b, kind: tintedImage, image: icons/bad.svg, color: '#102030'}",
             ["asset 'b'", "key 'image'", "icons/bad.svg", "not well-formed XML on line 1"], .unreadableFile),
            (["art/bad.png": Data("not a png".utf8)], "{name: c, kind: tintedImage, image: art/bad.png, color: '#102030'}",
             ["asset 'c'", "key 'image'", "art/bad.png", "not a PNG"], .unreadableFile),
            ([:], "{name: d, kind: tintedImage, image: notes.txt, color: '#102030'}",
             ["asset 'd'", "key 'image'", "notes.txt", "not an image file"], .invalidValue),
            // A name's leading dot starts no extension: a hidden file called `.svg`.
            ([".svg": try Self.icon("reply")], "{name: dot, kind: tintedImage, image: .svg, color: '#102030'}",
             ["asset 'dot'", "key 'image'", "'.svg' is not an image file"], .invalidValue),
            ([:], "{name: e, kind: tintedImage, image: ../outside.svg, color: '#102030'}",
             ["asset 'e'", "key 'image'", "../outside.svg", "leaves the theme's folder", "--assets-root"], .pathRefused),
            ([:], "{name: f, kind: tintedImage, image: /etc/hostname.svg, color: '#102030'}",
             ["asset 'f'", "key 'image'", "/etc/hostname.svg", "leaves the theme's folder"], .pathRefused),
            ([:], "{name: g, kind: tabBar, items: [home, icons/missing.svg]}",
             ["asset 'g'", "key 'items'", "icons/missing.svg", "no such file"], .unreadableFile),
            (["icons/blank.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>"#.utf8)],
             "{name: t, kind: tabBar, items: [home, icons/blank.svg]}",
             ["theme.yaml:2", "asset 't'", "key 'items'", "'icons/blank.svg' (48×48 image) is fully transparent"], .invalidValue),
            (["icons/square.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24"/></svg>"#.utf8)],
             "{name: u, kind: tabBar, items: [icons/square.svg]}",
             ["theme.yaml:2", "asset 'u'", "key 'items'", "'icons/square.svg' (48×48 image) is fully opaque"], .invalidValue),
            ([:], "{name: h, kind: navigationBar, background: {image: art/missing.svg}}",
             ["asset 'h'", "key 'image'", "art/missing.svg", "no such file"], .unreadableFile),
            (["art/bar.svg": try Self.icon("inbox")], "{name: i, kind: navigationBar, background: {image: art/bar.svg, capInsets: 30}}",
             ["asset 'i'", "key 'capInsets'", "art/bar.svg", "leave no pixel"], .invalidValue),
            ([:], "{name: j, kind: glossyButton, color: '#102030', icon: icons/none.svg}",
             ["asset 'j'", "key 'icon'", "icons/none.svg", "no such file"], .unreadableFile),
            ([:], "{name: k, kind: segmentedControl, segments: [A], font: {family: Lato, weight: boldest}}",
             ["asset 'k'", "key 'weight'", "'boldest' is not a weight", "did you mean 'bold'"], .invalidValue),
        ]
        for (files, asset, mentions, code) in cases {
            let theme = try Self.folder(files, theme: "assets:\n  - \(asset)\n")
            defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
            let error = Self.failure(theme)
            #expect(error?.code == code, "\(asset): \(String(describing: error?.code))")
            let message = error?.description ?? ""
            for word in mentions {
                #expect(message.contains(word), "\(asset): \(message) does not mention \(word)")
            }
        }
    }

    @Test("a file over its limit, a directory, and a link out of the folder are refused by name")
    func limitsAndLinks() throws {
        let theme = try Self.folder(["icons/reply.svg": try Self.icon("reply")],
                                    theme: "assets:\n  - {name: a, kind: tintedImage, image: icons/reply.svg, color: '#102030'}\n")
        let directory = theme.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        var limits = ThemeLimits.standard
        limits.inputs.maximumSVGBytes = 100
        let tooLargeError = Self.failure(theme, limits: limits)
        #expect(tooLargeError?.code == .limitExceeded)
        let tooLarge = tooLargeError?.description ?? ""
        #expect(tooLarge.contains("key 'image'") && tooLarge.contains("icons/reply.svg") && tooLarge.contains("size in bytes"), "\(tooLarge)")

        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.svg"), withIntermediateDirectories: true)
        let folderTheme = directory.appendingPathComponent("folder.yaml")
        try "assets:\n  - {name: b, kind: tintedImage, image: folder.svg, color: '#102030'}\n".write(to: folderTheme, atomically: true, encoding: .utf8)
        let notAFileError = Self.failure(folderTheme)
        #expect(notAFileError?.code == .unreadableFile)
        let notAFile = notAFileError?.description ?? ""
        #expect(notAFile.contains("folder.svg") && notAFile.contains("not a regular file"), "\(notAFile)")

        let outside = try scratchDirectory("glaze-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.icon("reply").write(to: outside.appendingPathComponent("secret.svg"))
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("link.svg"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.svg"))
        let linkTheme = directory.appendingPathComponent("link.yaml")
        try "assets:\n  - {name: c, kind: tintedImage, image: link.svg, color: '#102030'}\n".write(to: linkTheme, atomically: true, encoding: .utf8)
        let linkError = Self.failure(linkTheme)
        #expect(linkError?.code == .pathRefused)
        let link = linkError?.description ?? ""
        #expect(link.contains("link.svg") && link.contains("symbolic link"), "\(link)")
    }

    @Test("an assets root lets paths leave the theme's folder, and only into the root")
    func assetsRoot() throws {
        let root = try scratchDirectory("glaze-root")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try Self.icon("chat").write(to: root.appendingPathComponent("shared/chat.svg"))
        let theme = root.appendingPathComponent("themes/app.yaml")
        try "assets:\n  - {name: a, kind: tintedImage, image: ../shared/chat.svg, color: '#102030'}\n".write(to: theme, atomically: true, encoding: .utf8)
        #expect(Self.failure(theme)?.description.contains("leaves the theme's folder") == true)
        let read = try Theme(contentsOf: theme, assetsRoot: root)
        #expect(read.assets.count == 1)
        let narrow = Self.failure(theme, assetsRoot: root.appendingPathComponent("themes"))?.description ?? ""
        #expect(narrow.contains("is outside the assets root"), "\(narrow)")
    }

    @Test("glaze refuses an --assets-root that is not a folder, as a usage error")
    func assetsRootOption() async throws {
        let run = try await runGlaze(["validate", Self.brand.path, "--assets-root", "/nonexistent-glaze-root"])
        #expect(run.status == 64 && run.error.contains("--assets-root '/nonexistent-glaze-root' is not a folder"), "\(run.error)")
        let fine = try await runGlaze(["validate", Self.brand.path, "--assets-root", examplesDirectory.path])
        #expect(fine.status == 0, "\(fine.error)")
    }

    @Test("fonts: a missing file and a file that is not a font are errors naming the key and the file")
    func badFonts() throws {
        let theme = try Self.folder(["fonts/fake.ttf": Data("not a font".utf8)],
                                    theme: "fonts: [fonts/fake.ttf]\nassets:\n  - {name: a, kind: hybridBackground}\n")
        defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
        let fake = Self.failure(theme)?.description ?? ""
        #expect(fake.contains("key 'fonts'") && fake.contains("fonts/fake.ttf") && fake.contains("not a TrueType or OpenType font"), "\(fake)")
        let missingTheme = theme.deletingLastPathComponent().appendingPathComponent("missing.yaml")
        try "fonts: [fonts/Missing.otf]\nassets:\n  - {name: a, kind: hybridBackground}\n".write(to: missingTheme, atomically: true, encoding: .utf8)
        let missing = Self.failure(missingTheme)?.description ?? ""
        #expect(missing.contains("key 'fonts'") && missing.contains("fonts/Missing.otf") && missing.contains("no such file"), "\(missing)")
    }

    @Test("a look's key holds the file's content, not its path: shared across themes, new when the file changes")
    func contentKeys() throws {
        func key(_ files: [String: Data], _ path: String) throws -> String {
            let theme = try Self.folder(files, theme: "assets:\n  - {name: a, kind: tintedImage, image: \(path), color: '#102030'}\n")
            defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
            return try #require(try Theme(contentsOf: theme).assets.first).look.cacheKeyDescription
        }
        let reply = try Self.icon("reply"), chat = try Self.icon("chat")
        let first = try key(["icons/reply.svg": reply], "icons/reply.svg")
        #expect(try key(["elsewhere/renamed.svg": reply], "elsewhere/renamed.svg") == first)
        #expect(try key(["icons/reply.svg": chat], "icons/reply.svg") != first)
        #expect(!first.contains("reply") && first.contains("svg("), "\(first)")
    }

    @Test("glaze renders the brand example: tinted icons at 1x to 3x, and SVG files without bitmaps", .tags(.needsPoppler))
    func renderBrand() async throws {
        let out = try scratchDirectory("glaze-brand")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try await runGlaze(["render", Self.brand.path, "--out", out.path, "--scales", "1,2,3", "--formats", "png,pdf,svg"])
        #expect(result.status == 0, "\(result.error)")
        for (scale, pixels) in [(1, 24), (2, 48), (3, 72)] {
            let icon = try ImageSurface(contentsOf: out.appendingPathComponent("reply@\(scale)x.png"))
            #expect(icon.pixelWidth == pixels && icon.pixelHeight == pixels)
        }
        // The tinted icon in its colour (#1F6FD1) where the SVG is solid.
        let icon = try ImageSurface(contentsOf: out.appendingPathComponent("reply@3x.png"))
        let solid = allPixels(icon).filter { $0.alpha == 255 }
        #expect(solid.count > 100 && solid.allSatisfy { $0.red == 0x1F && $0.green == 0x6F && $0.blue == 0xD1 })
        for name in ["reply", "inbox-tab-bar", "title-bar", "filter"] {
            let svg = try String(contentsOf: out.appendingPathComponent("\(name).svg"), encoding: .utf8)
            #expect(!svg.contains("<image"), "\(name).svg embeds a bitmap")
            #expect(try pdfImages(in: out.appendingPathComponent("\(name).pdf")).isEmpty, "\(name).pdf holds an image")
        }
    }
}
