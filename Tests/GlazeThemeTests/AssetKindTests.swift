import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// Every registered asset kind, from the registry: what each kind says about
/// itself holds, and the places outside Swift that list kinds list them all.
@Suite("Asset kinds")
struct AssetKindTests {
    /// The example asset of `kind`, read beside the brand example's files.
    static func example(_ kind: AssetKind) throws -> ThemeAsset {
        let file = examplesDirectory.appendingPathComponent("brand/kinds.yaml").path
        return try #require(try Theme(yaml: "assets:\n  - \(kind.spec.example)\n", file: file).assets.first)
    }

    static let repository = examplesDirectory.deletingLastPathComponent()

    @Test("each kind's example reads as that kind and renders in every state and format")
    func examples() async throws {
        #expect(Set(AssetKind.allCases.map(\.rawValue)).count == AssetKind.allCases.count, "kind names are unique")
        let cache = try RasterCache()
        for kind in AssetKind.allCases {
            #expect(AssetKind(rawValue: kind.rawValue) == kind)
            let asset = try Self.example(kind)
            #expect(asset.look.kind == kind)
            #expect(asset.look.cacheKeyDescription.hasPrefix("\(kind.rawValue)("))
            #expect(Set(asset.states).isSubset(of: kind.allowedStates) && kind.allowedStates.first == kind.states.rest)
            #expect(Set(kind.allowedStates).count == kind.allowedStates.count, "\(kind) lists each state once")
            #expect(kind.allowedStates.allSatisfy { ControlState(rawValue: $0.rawValue) == $0 }, "\(kind): state names follow the rule")
            let size = asset.look.exportSize
            #expect(size.width > 0 && size.height > 0, "\(kind)")
            #expect((asset.look.capInsets == nil) == (asset.look.resizingMode == nil), "\(kind): caps come with a mode")
            if let caps = asset.look.capInsets {
                #expect(caps.left + caps.right < size.width || caps.top + caps.bottom < size.height, "\(kind): caps leave a middle")
            }
            for state in asset.states {
                let png = AssetFile(asset: asset, state: state, scale: 2, format: .png)
                let image = try Image(pngData: try await png.data(cache: cache), scale: 2)
                #expect(image.pixelWidth == png.pixelCount / image.pixelHeight, "\(kind)")
                let drawn = image.withPixels { pixels in
                    (0..<pixels.height).contains { y in (0..<pixels.width).contains { x in pixels[x, y].alpha > 0 } }
                }
                #expect(drawn, "\(kind) in \(state) draws something")
                _ = try await AssetFile(asset: asset, state: state, scale: 1, format: .pdf).data(cache: cache)
            }
        }
    }

    @Test("a contact sheet shows every kind")
    func contactSheet() throws {
        let assets = AssetKind.allCases.enumerated().map { index, kind in
            "  - " + kind.spec.example.replacingOccurrences(of: "name: example", with: "name: example\(index)")
        }
        let file = examplesDirectory.appendingPathComponent("brand/kinds.yaml")
        let theme = try Theme(yaml: "name: Kinds\nassets:\n" + assets.joined(separator: "\n") + "\n", file: file.path)
        #expect(Set(theme.assets.map(\.look.kind)) == Set(AssetKind.allCases))
        let out = try scratchDirectory("glaze-kinds").appendingPathComponent("kinds.png")
        try ContactSheet.write(theme, to: out)
        #expect(try Image(contentsOf: out).pixelWidth == 1640)
    }

    @Test("docs/manifest.schema.json lists exactly the registered kinds, their states, resizing modes and the layouts")
    func schema() throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("docs/manifest.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entry = try #require((schema["$defs"] as? [String: Any])?["entry"] as? [String: Any])
        let properties = try #require(entry["properties"] as? [String: Any])
        func values(_ key: String) -> [String]? { (properties[key] as? [String: Any])?["enum"] as? [String] }
        #expect(values("kind") == AssetKind.allCases.map(\.rawValue))
        var states: [String] = []
        for state in AssetKind.allCases.flatMap(\.allowedStates).map(\.rawValue) where !states.contains(state) {
            states.append(state)
        }
        #expect(values("state") == states, "the kinds' states, in registry order")
        let modes = try AssetKind.allCases.compactMap { try Self.example($0).look.resizingMode?.rawValue }
        #expect(Set(modes).isSubset(of: Set(values("resizingMode") ?? [])))
        // And the layouts, as OutputLayout registers them.
        let layouts = ((schema["properties"] as? [String: Any])?["layouts"] as? [String: Any])?["items"] as? [String: Any]
        let fileLayouts = (((schema["$defs"] as? [String: Any])?["file"] as? [String: Any])?["properties"] as? [String: Any])?["layout"]
        #expect(layouts?["enum"] as? [String] == OutputLayout.allCases.map(\.rawValue))
        #expect((fileLayouts as? [String: Any])?["enum"] as? [String] == OutputLayout.allCases.map(\.rawValue))
    }
}
