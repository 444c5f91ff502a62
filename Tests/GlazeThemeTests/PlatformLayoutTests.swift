import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// `glaze render --layout xcassets,android,web`: each platform's own format,
/// read back by that platform's tools — aapt for nine-patches, headless
/// Chromium for the stylesheet — and the manifest checked against its schema.
@Suite("Platform layouts")
struct PlatformLayoutTests {
    static let warm = examplesDirectory.appendingPathComponent("warm-glossy.yaml")
    static let schema = examplesDirectory.deletingLastPathComponent().appendingPathComponent("docs/manifest.schema.json")

    /// Runs a tool and returns its status and both outputs (standard output
    /// first), killed after `seconds`.
    static func run(_ tool: String, _ arguments: [String], seconds: Int = 120) async throws -> (status: Int32, output: String) {
        try requireTool(forExecutable: tool)
        let scratch = try scratchDirectory("glaze-tool")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout"), errors = scratch.appendingPathComponent("stderr")
        let status = try await ChildProcess(["/usr/bin/timeout", "-s", "KILL", "\(seconds)", tool] + arguments,
                                            standardOutput: output, standardError: errors).waitForExit()
        return (status, String(decoding: try Data(contentsOf: output) + Data(contentsOf: errors), as: UTF8.self))
    }

    /// Renders `theme` into a fresh folder with `arguments`; returns the folder and the run.
    static func render(_ theme: URL, _ arguments: [String]) async throws -> (URL, RunResult) {
        let out = try scratchDirectory("glaze-layouts")
        return (out, try await runGlaze(["render", theme.path, "--out", out.path] + arguments))
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test("every layout at once: each in its own folder, the manifest valid against its schema", .tags(.needsJSONSchema, .needsPython3))
    func everyLayout() async throws {
        let layouts = OutputLayout.allCases.map(\.rawValue)
        let (out, result) = try await Self.render(Self.warm, ["--scales", "1,1.5,2,3", "--layout", layouts.joined(separator: ","),
                                                              "--formats", OutputFormat.allCases.map(\.rawValue).joined(separator: ","),
                                                              "--ninepatch"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("glaze: note: xcassets: scale 1.5 skipped; it takes 1x, 2x, 3x"), "\(result.error)")
        for folder in layouts + ["xcassets/Assets.xcassets", "android/res", "web/glaze.css", "web/preview.html"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(folder).path), "\(folder)")
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.layouts == layouts)
        for file in manifest.assets.flatMap(\.files) + manifest.files {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file.path).path), "\(file.path)")
            #expect(file.path.hasPrefix(file.layout + "/"), "\(file.path) in \(file.layout)")
        }
        let check = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.validate(json.load(open(sys.argv[2])), schema, cls=jsonschema.Draft202012Validator)
            """
        try require(.jsonSchema)
        let validated = try await Self.run("python3", ["-c", check, Self.schema.path, out.appendingPathComponent("manifest.json").path])
        #expect(validated.status == 0, "the manifest does not match docs/manifest.schema.json: \(validated.output)")
        // The check can fail: a manifest with a format the schema does not list.
        let broken = out.appendingPathComponent("broken.json")
        let text = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        try text.replacingOccurrences(of: "\"9.png\"", with: "\"nine\"").write(to: broken, atomically: true, encoding: .utf8)
        #expect(try await Self.run("python3", ["-c", check, Self.schema.path, broken.path]).status != 0)

        // Rendering again into the same folder replaces the layouts' folders.
        let again = try await runGlaze(["render", Self.warm.path, "--out", out.path, "--scales", "1,2", "--layout", "xcassets,android,web"])
        #expect(again.status == 0, "\(again.error)")
        let hdpi = out.appendingPathComponent("android/res/drawable-hdpi").path
        #expect(!FileManager.default.fileExists(atPath: hdpi), "the previous render's 1.5x folder is gone")
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "staging left behind: \(left)")
    }

    @Test("xcassets: Contents.json as Xcode writes it, slicing in each scale's pixels, a vector PDF when asked", .tags(.needsPoppler))
    func xcassets() async throws {
        let (out, result) = try await Self.render(Self.warm, ["--scales", "1,2,3", "--layout", "xcassets"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.error)")
        let catalog = out.appendingPathComponent("Assets.xcassets")
        #expect(try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8)
            == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        // start: a glossy button 23 × 54 points with caps of 11 left and right.
        let start = try Self.json(catalog.appendingPathComponent("start.imageset/Contents.json"))
        let images = try #require(start["images"] as? [[String: Any]])
        #expect(images.map { $0["scale"] as? String } == ["1x", "2x", "3x"])
        for (index, image) in images.enumerated() {
            let scale = index + 1
            #expect(image["filename"] as? String == "start@\(scale)x.png" && image["idiom"] as? String == "universal")
            let resizing = try #require(image["resizing"] as? [String: Any])
            #expect(resizing["mode"] as? String == "3-part-horizontal")
            let caps = try #require(resizing["cap-insets"] as? [String: Int])
            #expect(caps == ["top": 0, "left": 11 * scale, "bottom": 0, "right": 11 * scale])
            let center = try #require(resizing["center"] as? [String: Any])
            #expect(center["mode"] as? String == "stretch" && center["width"] as? Int == 23 * scale - 22 * scale)
            let png = try ImageSurface(contentsOf: catalog.appendingPathComponent("start.imageset/start@\(scale)x.png"))
            #expect(png.pixelWidth == 23 * scale)
        }
        // The bar is not resizable: no slicing.
        let header = try Self.json(catalog.appendingPathComponent("header.imageset/Contents.json"))
        #expect(try #require(header["images"] as? [[String: Any]]).allSatisfy { $0["resizing"] == nil })

        let (pdfOut, pdfResult) = try await Self.render(Self.warm, ["--formats", "pdf", "--layout", "xcassets"])
        defer { try? FileManager.default.removeItem(at: pdfOut) }
        #expect(pdfResult.status == 0, "\(pdfResult.error)")
        let set = pdfOut.appendingPathComponent("Assets.xcassets/periods.imageset")
        let contents = try Self.json(set.appendingPathComponent("Contents.json"))
        #expect((contents["properties"] as? [String: Bool]) == ["preserves-vector-representation": true])
        let single = try #require(contents["images"] as? [[String: Any]])
        #expect(single.count == 1 && single[0]["filename"] as? String == "periods.pdf" && single[0]["scale"] == nil)
        #expect(try pdfImages(in: set.appendingPathComponent("periods.pdf")).isEmpty, "the segmented control stays vector")
    }

    @Test("android: densities, nine-patches aapt accepts, pressed-state selectors, names mapped", .tags(.needsAapt, .needsPython3))
    func android() async throws {
        let (out, result) = try await Self.render(Self.warm, ["--scales", "1,1.5,2,3,4", "--layout", "android"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.error)")
        let res = out.appendingPathComponent("res")
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent("drawable-\(density)").path)
            #expect(names.contains("start_normal.9.png") && names.contains("start_again_highlighted.9.png") && names.contains("header.png"),
                    "\(density): \(names.sorted())")
            #expect(names.allSatisfy { $0.range(of: #"^[a-z][a-z0-9_]*(\.9)?\.png$"#, options: .regularExpression) != nil })
        }
        // hdpi: 23 points at 1.5 is 35 pixels (34.5 rounded up), plus the marker border.
        let hdpi = try ImageSurface(contentsOf: res.appendingPathComponent("drawable-hdpi/start_normal.9.png"))
        #expect(hdpi.pixelWidth == 35 + 2)
        let crunched = try scratchDirectory("glaze-aapt")
        defer { try? FileManager.default.removeItem(at: crunched) }
        let aapt = try await Self.run("aapt", ["crunch", "-S", res.path, "-C", crunched.path])
        #expect(aapt.status == 0 && !aapt.output.contains("ERROR"), "aapt: \(aapt.output)")
        // aapt does report a malformed nine-patch, on its output (its status stays 0).
        let bad = try scratchDirectory("glaze-aapt-bad")
        defer { try? FileManager.default.removeItem(at: bad) }
        try FileManager.default.createDirectory(at: bad.appendingPathComponent("res/drawable-mdpi"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: res.appendingPathComponent("drawable-mdpi/header.png"),
                                         to: bad.appendingPathComponent("res/drawable-mdpi/header.9.png"))
        #expect(try await Self.run("aapt", ["crunch", "-S", bad.appendingPathComponent("res").path, "-C", bad.path]).output.contains("ERROR"))

        let selector = try String(contentsOf: res.appendingPathComponent("drawable/start.xml"), encoding: .utf8)
        #expect(selector.contains(#"<item android:state_pressed="true" android:drawable="@drawable/start_highlighted" />"#))
        #expect(selector.contains(#"<item android:drawable="@drawable/start_normal" />"#))
        let parsed = try await Self.run("python3", ["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])",
                                              res.appendingPathComponent("drawable/start.xml").path])
        #expect(parsed.status == 0, "the selector is not well-formed XML: \(parsed.output)")
        #expect(!FileManager.default.fileExists(atPath: res.appendingPathComponent("drawable/header.xml").path), "one state: no selector")
    }

    @Test("android refuses names it cannot take or that collide, and notes a tiled asset it stretches")
    func androidNames() async throws {
        let collide = try themeFile("collide.yaml", "assets:\n  - {name: a-b, kind: hybridBackground}\n  - {name: a_b, kind: hybridBackground}\n")
        let collided = try await runGlaze(["render", collide.path, "--out", collide.deletingLastPathComponent().appendingPathComponent("out").path,
                                     "--layout", "android"])
        #expect(collided.status == 1 && collided.error.contains("android: assets 'a-b' and 'a_b' both map to the resource name 'a_b'"),
                "\(collided.error)")
        #expect(!FileManager.default.fileExists(atPath: collide.deletingLastPathComponent().appendingPathComponent("out").path),
                "nothing written")
        for (name, reason) in [("class", "a Java keyword"), ("9lives", "must start with a letter")] {
            let theme = try themeFile("\(name).yaml", "assets:\n  - {name: \(name), kind: hybridBackground}\n")
            let run = try await runGlaze(["render", theme.path, "--out", theme.deletingLastPathComponent().appendingPathComponent("out").path,
                                    "--layout", "android"])
            #expect(run.status == 1 && run.error.contains("asset '\(name)'") && run.error.contains(reason), "\(run.error)")
        }
        let tiled = try themeFile("tiled.yaml", "assets:\n  - {name: grain, kind: noiseButton}\n")
        let (out, run) = try await Self.render(tiled, ["--layout", "android"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(run.status == 0 && run.error.contains("android: asset 'grain' tiles, which nine-patches cannot; its nine-patches stretch"),
                "\(run.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.notes.contains { $0.contains("'grain' tiles") })
    }

    @Test("web: a theme's name cannot end the stylesheet's comment or the page's markup")
    func webEscapes() async throws {
        let theme = try themeFile("name.yaml", "name: 'x */ body { display: none } /* <script>'\nassets:\n  - {name: a, kind: hybridBackground}\n")
        let (out, run) = try await Self.render(theme, ["--layout", "web"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(run.status == 0, "\(run.error)")
        let css = try String(contentsOf: out.appendingPathComponent("glaze.css"), encoding: .utf8)
        #expect(css.components(separatedBy: "*/").count == 2, "the header comment is the only one, and closes once: \(css.prefix(120))")
        let html = try String(contentsOf: out.appendingPathComponent("preview.html"), encoding: .utf8)
        #expect(!html.contains("<script>") && html.contains("&lt;script>"))
    }

    @Test("without --scales each platform layout renders its platform's densities")
    func defaultDensities() async throws {
        let (out, result) = try await Self.render(Self.warm, ["--layout", "android"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0 && !result.error.contains("skipped"), "\(result.error)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("res").path).sorted()
        #expect(folders == ["drawable", "drawable-hdpi", "drawable-mdpi", "drawable-xhdpi", "drawable-xxhdpi", "drawable-xxxhdpi"])

        let theme = try Theme(contentsOf: Self.warm)
        let several = try scratchDirectory("glaze-densities")
        defer { try? FileManager.default.removeItem(at: several) }
        let options = RenderOptions(layouts: [.flat, .xcassets, .web], jobs: 2)
        let report = try await ThemeRenderer.render(theme, to: several, options: options)
        #expect(report.notes.isEmpty, "\(report.notes)")
        func scales(_ prefix: String) -> Set<String> {
            Set(report.files.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".png") }.compactMap { $0.firstMatch(of: /@([0-9.]+)x\.png$/).map { String($0.1) } })
        }
        #expect(scales("flat/") == ["2"])
        #expect(scales("xcassets/") == ["1", "2", "3"])
        #expect(scales("web/") == ["1", "2"])
        let css = try String(contentsOf: several.appendingPathComponent("web/glaze.css"), encoding: .utf8)
        #expect(css.contains("@2x.png\") 2x)") && !css.contains("@3x.png"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: several.appendingPathComponent("manifest.json")))
        #expect(manifest.scales == [2, 1, 3], "the scales drawn, in the layouts' order")
        #expect(RenderOptions().renderedScales == [2], "the flat layout alone is 2x, as before")
    }

    @Test("bad layout options are one-line usage errors")
    func badOptions() async throws {
        for (arguments, message) in [(["--layout", "ios"], "layout 'ios' is not one of flat, xcassets, android, web"),
                                     (["--layout", "web,web"], "layout web is given twice"),
                                     (["--layout", "xcassets", "--scales", "4"], "layout xcassets takes scales 1, 2, 3, and none of 4 is one")] {
            let run = try await runGlaze(["render", Self.warm.path, "--out", "/tmp/glaze-never-written"] + arguments)
            #expect(run.status == 64 && run.error.contains(message), "\(arguments): \(run.error)")
        }
    }

    @Test("web: Chromium draws preview.html as Glaze draws each resizable asset, at device scale 1 and 2", .tags(.needsChromium),
          arguments: [1, 2])
    func webInChromium(deviceScale: Int) async throws {
        let (out, result) = try await Self.render(Self.warm, ["--scales", "1,2,3", "--layout", "web"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: out.appendingPathComponent("preview.html"), encoding: .utf8)
        let size = try #require(html.firstMatch(of: /data-width="(\d+)" data-height="(\d+)"/))
        let shot = out.appendingPathComponent("shot.png")
        // A virtual time budget makes Chromium wait for every image, border
        // images included, which the load event does not: on a busy machine the
        // screenshot was once taken before the 2x images had arrived.
        let chromium = try await Self.run("chromium-headless-shell", [
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=\(deviceScale)",
            "--virtual-time-budget=5000",
            "--window-size=\(size.1),\(size.2)", "--screenshot=\(shot.path)",
            out.appendingPathComponent("preview.html").absoluteString,
        ])
        #expect(chromium.status == 0, "\(chromium.output)")
        let screenshot = try ImageSurface(contentsOf: shot, scale: CGFloat(deviceScale))
        // GLAZE_WEB_SCREENSHOT=FILE keeps the 2x screenshot (the README's picture of preview.html).
        if deviceScale == 2, let keep = ProcessInfo.processInfo.environment["GLAZE_WEB_SCREENSHOT"] {
            try screenshot.writePNG(to: URL(fileURLWithPath: keep))
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        var compared = 0
        for box in html.matches(of: /data-asset="([^"]+)" data-state="([^"]+)" style="left: (\d+)px; top: (\d+)px; width: (\d+)px; height: (\d+)px"/) {
            let name = String(box.1), state = String(box.2)
            guard let entry = manifest.assets.first(where: { $0.name == name && $0.state == state }), let caps = entry.capInsets else { continue }
            let frame = CGRect(x: Int(box.3)!, y: Int(box.4)!, width: Int(box.5)!, height: Int(box.6)!)
            // Glaze's own drawing of the asset at that width, from the same PNG the browser picked.
            let file = ThemeRendererNames.base(name, state) + "@\(deviceScale)x.png"
            let image = try Image(contentsOf: out.appendingPathComponent(file), scale: CGFloat(deviceScale))
            let resizable = try ResizableImage(image: image, capInsets: EdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right),
                                               resizingMode: entry.resizingMode == "tile" ? .tile : .stretch)
            let expected = try ImageSurface(size: frame.size, scale: CGFloat(deviceScale))
            try expected.draw { canvas in
                try canvas.fill(canvas.bounds, with: .color(.white))
                try resizable.draw(in: canvas.bounds, on: canvas)
            }
            var total = 0, count = 0, largest = 0
            for y in 0..<expected.pixelHeight {
                for x in 0..<expected.pixelWidth {
                    let a = expected.pixel(x: x, y: y)
                    let b = screenshot.pixel(x: Int(frame.minX) * deviceScale + x, y: Int(frame.minY) * deviceScale + y)
                    let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                    total += delta
                    count += 1
                    largest = max(largest, delta)
                }
            }
            let mean = Double(total) / Double(count)
            // Measured: identical pixels for all 42 boxes at 1x and at 2x (caps copied
            // one to one, the middle stretched from whole columns). A slice in pixels
            // instead of points at 2x would double the caps and miss by far more.
            #expect(mean <= 0.5 && largest <= 8, "\(name) \(state) at \(frame.width) points, \(deviceScale)x: mean \(mean), largest \(largest)")
            compared += 1
        }
        #expect(compared >= 12, "resizable boxes compared: \(compared)")
    }
}

/// File names as the renderer gives them.
enum ThemeRendererNames {
    static func base(_ name: String, _ state: String) -> String { state == "normal" ? name : "\(name)-\(state)" }
}
