import Foundation
import Glaze
import GlazeKit
import Testing

@Suite("Cache keys: declared, readable, stable")
struct CacheKeyTests {
    /// Keys as the reflection-built keys of earlier versions wrote them (declaring
    /// the parts kept every key), and the SHA-256 file names of disk layout v2.
    @Test("pinned keys of the three button backgrounds", arguments: [
        (0, "ButtonBackgroundLook(kind: glossy(GlossyButton(color: rgba(0.65, 0.05, 0.05, 1), highlightedColor: rgba(0.5, 0.5, 0.5, 1), "
            + "hasBorder: true, borderColor: rgba(0.6235294117647059, 0.6235294117647059, 0.6235294117647059, 1), cornerRadius: 10, "
            + "title: nil)), state: normal) @2x 23×44", "d8058a75d80ee6e3041c6e82593b72893c4643735417a48907b8412a08542933"),
        (1, "ButtonBackgroundLook(kind: hybrid(HybridBackground(cornerRadius: 5, height: 37, borderColor: rgba(0.77, 0.43, 0, 1), "
            + "topColor: rgba(0.94, 0.82, 0.52, 1), bottomColor: rgba(0.91, 0.55, 0, 1), glow: InnerGlow(color: rgba(1, 1, 1, 0.5), "
            + "width: 1, inset: 1.5))), state: highlighted) @2x 11×37", "a7f0d54a9e2ee4c5636df6469ed4da34c075e56456f40c2ff575e7808921aba9"),
        (2, "ButtonBackgroundLook(kind: noise(NoiseTexture(seed: 7, noiseOpacity: 0.05, cornerRadius: 10, height: 44, tileWidth: 50, "
            + "topColor: rgba(0.997, 0.866, 0.24, 1), bottomColor: rgba(0.715, 0.526, 0.148, 1), borderColor: rgba(0.36, 0.36, 0.36, 1), "
            + "borderWidth: 2)), state: normal) @2x 70×44", "3568c8b4530b3d4f205a2d352f07de04513f90a1b6e409515cd67265008a3b26"),
    ] as [(Int, String, String)])
    func pinned(index: Int, description: String, fileName: String) throws {
        var glossy = GlossyButton(color: Color(red: 0.65, green: 0.05, blue: 0.05))
        glossy.title = ButtonTitle("Buy")  // drawn over the background, not part of it
        let looks = [ButtonBackgroundLook(.glossy(glossy)), ButtonBackgroundLook(.hybrid(HybridBackground()), state: .highlighted),
                     ButtonBackgroundLook(.noise(NoiseTexture(seed: 7)))]
        let key = try RasterCache().key(for: looks[index], size: CGSize(width: 100, height: 44), scale: 2)
        #expect(key.description == description)
        #expect(key.fileName == fileName)
    }

    /// Each record's declared parts against its stored properties, read here by
    /// reflection (the keys themselves use none): a property added to a component
    /// must be added to its key, or named here as not part of the look.
    @Test("every stored property of every component is a declared part of its key")
    func coverage() throws {
        let records: [(any CacheKeyRecord, notInKey: Set<String>)] = [
            (GlossyButton(color: .red), []), (HybridBackground(), []), (NoiseTexture(seed: 1), []), (InnerGlow(), []),
            (ButtonTitle("A"), []), (BackButton(title: "Back"), []), (BarButton(title: "Edit"), []),
            (NavigationBar(title: "T", background: .gradient([.white])), []), (Font.body(12), []), (TextShadow(color: .black, offset: CGSize(width: 0, height: -1)), []),
            (EdgeInsets(all: 1), []), (CGSize(width: 1, height: 2), []),
            (ButtonBackgroundLook(.hybrid(HybridBackground())), []),
        ]
        for (record, notInKey) in records {
            let stored = Mirror(reflecting: record).children.compactMap(\.label)
            let declared = record.cacheKeyFields.map(\.key)
            #expect(Set(stored).subtracting(notInKey) == Set(declared),
                    "\(type(of: record)): stored \(stored), declared \(declared)")
            #expect(!stored.isEmpty, "\(type(of: record)) has stored properties to compare")
        }
    }

    @Test("a declared name, not the property's, is what the key shows")
    func declaredNames() throws {
        struct Renamed: Rasterizable {
            var fillColour: Color  // renamed in code; the key still says "color"
            static var cacheKeyName: String { "Badge" }
            var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["color": fillColour] }
            func draw(in rect: CGRect, on canvas: Canvas) throws {}
        }
        let key = try RasterCache().key(for: Renamed(fillColour: .red), size: CGSize(width: 4, height: 4), scale: 1)
        #expect(key.description == "Badge(color: rgba(1, 0, 0, 1)) @1x 4×4")
        #expect(["a\\b\"c".cacheKeyDescription, [1.5, 2].cacheKeyDescription, (nil as Int?).cacheKeyDescription]
            == ["\"a\\\\b\\\"c\"", "[1.5, 2]", "nil"])
        #expect(NavigationBar.Background.gradient([.white]).cacheKeyDescription == "gradient([rgba(1, 1, 1, 1)])")
    }
}
