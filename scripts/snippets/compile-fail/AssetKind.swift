// A complete asset kind, which must type-check; scripts/check-snippets then
// removes each line marked `// part` in turn, and each kind missing that part
// must fail with the protocol-conformance error: no part of a kind has a
// default that would let a forgotten one compile and draw nothing.
import Foundation
import Glaze
import GlazeKit
import GlazeTheme

struct CompleteKind: AssetKindSpec {
    static let name = "completeKind" // part
    static let summary = "a kind with every part" // part
    static let example = "{name: example, kind: completeKind}" // part
    static let keys: [String] = [] // part
    static let states = KindStates(rest: .normal) // part
    static let takesPreviewTitle = false // part
    static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self { CompleteKind() } // part
    var exportSize: CGSize { CGSize(width: 10, height: 10) } // part
    var resizing: AssetResizing? { nil } // part
    func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {} // part
    var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { ["size": 10] } // part
    var sheetPreview: SheetPreview { .whole } // part
}
