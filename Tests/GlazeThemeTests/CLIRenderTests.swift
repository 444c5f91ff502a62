import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

@Suite("glaze render, sheet and validate")
struct CLIRenderTests {
    static let examples = ["warm-glossy.yaml", "dark-textured.yaml", "flat-light.json"]

    @Test("every example renders cleanly, and the manifest matches the files on disk", .tags(.needsPoppler), arguments: examples)
    func renderExample(name: String) async throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let theme = examplesDirectory.appendingPathComponent(name).path
        let result = try await runGlaze(["render", theme, "--out", out.path, "--scales", "1,2,3", "--formats", "png,pdf,svg", "--ninepatch"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "no progress bar or noise when output is not a terminal: \(result.error)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.scales == [1, 2, 3])
        var listed: Set<String> = ["manifest.json"]
        for entry in manifest.assets {
            for file in entry.files {
                listed.insert(file.path)
                let url = out.appendingPathComponent(file.path)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(file.path)")
                switch file.format {
                case "png":
                    let image = try ImageSurface(contentsOf: url)
                    let scale = try #require(file.scale)
                    #expect(image.pixelWidth == file.pixelWidth && image.pixelHeight == file.pixelHeight, "\(file.path)")
                    #expect(image.pixelWidth == Int((entry.logicalSize.width * scale - 1e-9).rounded(.up)), "\(file.path) width")
                    #expect(image.pixelHeight == Int((entry.logicalSize.height * scale - 1e-9).rounded(.up)), "\(file.path) height")
                    #expect(file.path == "\(entry.state == "normal" ? entry.name : "\(entry.name)-\(entry.state)")@\(Int(scale))x.png")
                    #expect((file.css != nil) == (entry.capInsets != nil))
                case "9.png":
                    let patch = try NinePatch(contentsOf: url, scale: file.scale ?? 1)
                    let caps = try #require(entry.capInsets)
                    let read = try #require(patch.resizableImage?.capInsets)
                    #expect(read == EdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right), "\(file.path)")
                case "pdf":
                    #expect(pdfInfoField(try runTool("pdfinfo", [url.path]), "Pages") == "1", "\(file.path)")
                case "svg":
                    #expect(try String(contentsOf: url, encoding: .utf8).contains("<svg"), "\(file.path)")
                default:
                    Issue.record("unexpected format \(file.format)")
                }
            }
        }
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(onDisk == listed, "files on disk and in the manifest")
    }

    @Test("resizable assets are written at their minimum size")
    func minimumSizes() async throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let theme = try themeFile("t.yaml", """
        assets:
          - {name: b, kind: hybridBackground}
          - {name: g, kind: glossyButton, color: "#336699", height: 40, width: 300}
        """)
        #expect(try await runGlaze(["render", theme.path, "--out", out.path, "--scales", "1"]).status == 0)
        #expect(try Image(contentsOf: out.appendingPathComponent("b@1x.png")).size == CGSize(width: 11, height: 37))
        #expect(try Image(contentsOf: out.appendingPathComponent("g@1x.png")).size == CGSize(width: 23, height: 40))
    }

    @Test("--png-compression fast and best write the same pixels, best in fewer bytes, nine-patches too")
    func pngCompression() async throws {
        let theme = examplesDirectory.appendingPathComponent("warm-glossy.yaml").path
        var folders: [String: URL] = [:]
        for level in ["fast", "best"] {
            let out = try scratchDirectory()
            folders[level] = out
            let result = try await runGlaze(["render", theme, "--out", out.path, "--scales", "2", "--ninepatch", "--png-compression", level])
            #expect(result.status == 0, "\(level): \(result.error)")
        }
        let fast = try #require(folders["fast"]), best = try #require(folders["best"])
        defer { for folder in [fast, best] { try? FileManager.default.removeItem(at: folder) } }
        let names = try FileManager.default.contentsOfDirectory(atPath: fast.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.contains { $0.hasSuffix(".9.png") })
        var bytes = (fast: 0, best: 0)
        for name in names {
            let fastFile = fast.appendingPathComponent(name), bestFile = best.appendingPathComponent(name)
            bytes.fast += try Data(contentsOf: fastFile).count
            bytes.best += try Data(contentsOf: bestFile).count
            let comparison = compareImages(try ImageSurface(contentsOf: fastFile), try ImageSurface(contentsOf: bestFile), channelDelta: 0)
            #expect(comparison.differingPixels == 0, "\(name)")
        }
        #expect(bytes.best < bytes.fast, "\(names.count) files: best \(bytes.best) bytes, fast \(bytes.fast)")
    }

    @Test("repeated looks are rendered once")
    func repeatedLooks() async throws {
        let theme = try Theme(yaml: """
        assets:
          - {name: a, kind: glossyButton, color: "#A60D0D", height: 54, states: [normal, highlighted]}
          - {name: b, kind: glossyButton, color: "#A60D0D", height: 54, states: [normal, highlighted]}
          - {name: c, kind: glossyButton, color: "#0D0DA6", height: 54}
        """)
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try await ThemeRenderer.render(theme, to: out, options: RenderOptions(scales: [1, 2], jobs: 2))
        // a and b share two looks per scale; c adds one: 3 looks × 2 scales.
        #expect(report.renders == 6, "\(report.renders) renders, \(report.cacheHits) hits")
        #expect(report.cacheHits == 4, "\(report.renders) renders, \(report.cacheHits) hits")
        let expectedFiles = 5 * 2 + 1   // five images at each scale, and the manifest
        #expect(report.files.count == expectedFiles)
    }

    @Test("a failed render writes nothing and leaves existing files alone")
    func atomicFailure() async throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try Data("old".utf8).write(to: out.appendingPathComponent("keep.txt"))
        try Data("old".utf8).write(to: out.appendingPathComponent("ok@2x.png"))
        // Valid, but 24000 points at 2x is wider than any surface can be: the render fails part-way.
        let theme = try themeFile("big.yaml", """
        assets:
          - {name: ok, kind: hybridBackground}
          - {name: huge, kind: segmentedControl, segments: [a, b, c], widths: [8000, 8000, 8000]}
        """)
        let result = try await runGlaze(["render", theme.path, "--out", out.path])
        #expect(result.status != 0)
        #expect(result.error.contains("huge") && result.error.contains("32767"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["keep.txt", "ok@2x.png"])
        #expect(try String(contentsOf: out.appendingPathComponent("ok@2x.png"), encoding: .utf8) == "old")
    }

    @Test("an output directory that cannot be written is an error, and nothing is written")
    func unwritableOutput() async throws {
        let blocker = try themeFile("file.txt", "a file, not a directory")
        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let result = try await runGlaze(["render", theme, "--out", blocker.path])
        #expect(result.status != 0 && result.error.contains("is not a directory"), "\(result.error)")
        let nested = try await runGlaze(["render", theme, "--out", blocker.appendingPathComponent("sub").path])
        #expect(nested.status != 0 && nested.error.contains("cannot create output directory"), "\(nested.error)")
    }

    @Test("sheet writes a PDF or PNG contact sheet; validate checks without writing", .tags(.needsPoppler))
    func sheetAndValidate() async throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for example in Self.examples {
            let theme = examplesDirectory.appendingPathComponent(example).path
            let validated = try await runGlaze(["validate", theme])
            #expect(validated.status == 0 && validated.output.contains("ok"), "\(validated.error)")
            let pdf = out.appendingPathComponent("\(example).pdf")
            #expect(try await runGlaze(["sheet", theme, "-o", pdf.path]).status == 0)
            #expect(pdfInfoField(try runTool("pdfinfo", [pdf.path]), "Pages") == "1")
            #expect(try runTool("pdftotext", [pdf.path, "-"]).contains("glossyButton") || example == "dark-textured.yaml")
        }
        let png = out.appendingPathComponent("sheet.png")
        #expect(try await runGlaze(["sheet", examplesDirectory.appendingPathComponent("warm-glossy.yaml").path, "-o", png.path]).status == 0)
        #expect(try ImageSurface(contentsOf: png).scale == 1 && (try ImageSurface(contentsOf: png)).pixelWidth == 1640)
        let wrong = try await runGlaze(["sheet", examplesDirectory.appendingPathComponent("warm-glossy.yaml").path, "-o", out.appendingPathComponent("x.gif").path])
        #expect(wrong.status != 0 && wrong.error.contains(".pdf or a .png"))
    }

    @Test("--help explains the commands with examples")
    func help() async throws {
        let help = try await runGlaze(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("render") && help.output.contains("sheet") && help.output.contains("validate"))
        #expect(help.output.contains("Examples:") && help.output.contains("glaze render Examples/warm-glossy.yaml"))
        #expect(try await runGlaze(["render", "--help"]).output.contains("--ninepatch"))
    }
}
