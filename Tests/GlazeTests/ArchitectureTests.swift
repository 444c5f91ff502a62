import Foundation
import Testing

/// The layers' walls, checked by reading the sources: each C module is imported
/// by one target only, and `internal`ly, so no C type can reach a public
/// signature and no other layer can reach past the Swift API to C.
@Suite("Architecture")
struct ArchitectureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each C module and the one source folder allowed to import it.
    static let cModules = ["CGlazeCairo": "Sources/Glaze/", "CGlazeRSVG": "Sources/Glaze/", "CGlazeZlib": "Sources/Glaze/",
                           "CGlazeDeflate": "Sources/Glaze/", "CGlazeCrypto": "Sources/Glaze/", "CGlazeJPEG": "Sources/Glaze/", "CGlazeBrotli": "Sources/Glaze/",
                           "CGlazeYAML": "Sources/GlazeTheme/", "CGlazeLayerInit": "Sources/GlazeCoreGraphics/",
                           "CGlazeQREncode": "Sources/GlazeCoreImage/"]

    /// The folders holding Swift code of this repository (the nested benchmark
    /// and fuzz packages included), build folders aside.
    static let codeFolders = ["Sources", "Tests", "Demos", "Benchmarks", "Fuzz"]

    /// Every import of a C module that breaks the rules, as `path:line: text`.
    static func violations(under root: URL) throws -> [String] {
        var found: [String] = []
        for folder in codeFolders {
            let directory = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let file as String in walker {
                if (file as NSString).lastPathComponent.hasPrefix(".build") {
                    walker.skipDescendants()
                    continue
                }
                guard file.hasSuffix(".swift") else { continue }
                let path = "\(folder)/\(file)"
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                          let owner = cModules[words[index + 1]] else { continue }
                    let allowed = path.hasPrefix(owner) && words.first == "internal"
                    if !allowed { found.append("\(path):\(number + 1): \(line)") }
                }
            }
        }
        return found
    }

    @Test("every C module in Sources/ has its one allowed importer listed")
    func everyCModuleIsListed() throws {
        // A C module is a folder with a module map; CGlazeLoading has none: it
        // is a header that the shims loading a library on first use include.
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
            $0.hasPrefix("CGlaze")
                && FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/module.modulemap").path)
        }
        #expect(folders.count >= 6)
        #expect(Set(folders) == Set(Self.cModules.keys), "C modules with no rule: \(Set(folders).subtracting(Self.cModules.keys))")
    }

    @Test("only the core imports Cairo, only the theme reader libyaml, both internally")
    func cModulesStayInside() throws {
        let violations = try Self.violations(under: Self.packageRoot)
        #expect(violations.isEmpty, "C modules imported outside their layer, or not internally:\n\(violations.joined(separator: "\n"))")
        // The rule is not vacuous: the core does import Cairo.
        let core = try String(contentsOf: Self.packageRoot.appendingPathComponent("Sources/Glaze/Canvas/Canvas.swift"), encoding: .utf8)
        #expect(core.contains("internal import CGlazeCairo"))
    }

    @Test("the check flags a public import, an import from another layer, and @_exported")
    func checkerWorks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/Glaze/Fine.swift": "internal import CGlazeCairo\n",
            "Sources/Glaze/Public.swift": "import Foundation\nimport CGlazeCairo\n",
            "Sources/GlazeKit/Reach.swift": "internal import CGlazeCairo\n",
            "Sources/GlazeTheme/Yaml.swift": "internal import CGlazeYAML\n",
            "Tests/GlazeTests/Exported.swift": "@_exported import CGlazeYAML\n",
            "Benchmarks/.build/checkouts/x/Ignored.swift": "import CGlazeCairo\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try Self.violations(under: root).sorted() == [
            "Sources/Glaze/Public.swift:2: import CGlazeCairo",
            "Sources/GlazeKit/Reach.swift:1: internal import CGlazeCairo",
            "Tests/GlazeTests/Exported.swift:1: @_exported import CGlazeYAML",
        ])
    }

    /// For each source folder, the modules of this package it may import; any
    /// other module of the package is a reach across the layers.
    static let allowedLayers: [String: Set<String>] = [
        "Sources/Glaze/": [],
        "Sources/GlazeKit/": ["Glaze"],
        "Sources/GlazeCoreGraphics/": ["Glaze"],
        "Sources/GlazeCoreImage/": ["Glaze", "GlazeCoreGraphics"],
        // The ported articles compile against the Core Graphics and Core Image
        // names alone, as they would against UIKit and Core Image.
        "Demos/PortedArticles/": ["GlazeCoreGraphics", "GlazeCoreImage"],
    ]
    static let packageModules: Set<String> = ["Glaze", "GlazeKit", "GlazeCoreGraphics", "GlazeCoreImage", "GlazeTheme",
                                              "PortedArticles"]

    /// Every import of a package module that a folder's layer may not make, as `path:line: text`.
    static func layerViolations(under root: URL) throws -> [String] {
        var found: [String] = []
        for (folder, allowed) in allowedLayers {
            let directory = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let file as String in walker where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                    let module = words[index + 1]
                    if packageModules.contains(module), !allowed.contains(module) {
                        found.append("\(folder)\(file):\(number + 1): \(line)")
                    }
                }
            }
        }
        return found
    }

    @Test("each layer imports only the layers below it: GlazeKit and the core never import GlazeCoreGraphics")
    func layersStayInOrder() throws {
        let violations = try Self.layerViolations(under: Self.packageRoot)
        #expect(violations.isEmpty, "imports across layers:\n\(violations.joined(separator: "\n"))")
        let bridge = try String(contentsOf: Self.packageRoot.appendingPathComponent("Sources/GlazeCoreGraphics/CoreGraphics/CGContext.swift"),
                                encoding: .utf8)
        #expect(bridge.contains("import Glaze\n"))
    }

    @Test("the layer check flags GlazeKit importing GlazeCoreGraphics and a port importing Glaze")
    func layerCheckerWorks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/GlazeKit/Fine.swift": "import Foundation\nimport Glaze\n",
            "Sources/GlazeKit/Reach.swift": "import GlazeCoreGraphics\n",
            "Sources/Glaze/Up.swift": "public import GlazeKit\n",
            "Demos/PortedArticles/Port.swift": "import GlazeCoreGraphics\nimport Glaze\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try Self.layerViolations(under: root).sorted() == [
            "Demos/PortedArticles/Port.swift:2: import Glaze",
            "Sources/Glaze/Up.swift:1: public import GlazeKit",
            "Sources/GlazeKit/Reach.swift:1: import GlazeCoreGraphics",
        ])
    }
}
