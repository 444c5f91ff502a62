import Foundation
import GlazeCoreImage
import Testing

/// The porting guide's list of filters is kept by hand; this holds it to the registry.
@Suite("Core Image: the documented filter list")
struct FilterListTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The filter names in the first column of the guide's Core Image table.
    static func documentedFilters() throws -> [String] {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent(
            "Sources/GlazeCoreGraphics/GlazeCoreGraphics.docc/PortingFromCoreGraphics.md"), encoding: .utf8)
        guard let start = guide.range(of: "\n## Core Image\n") else { return [] }
        let section = guide[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `CI") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
    }

    @Test("the porting guide lists every built-in filter once, and no filter Glaze does not have")
    func guideMatchesRegistry() throws {
        let documented = try Self.documentedFilters()
        let registered = CIFilter.filterNames(inCategory: nil)
        #expect(!registered.isEmpty)
        #expect(documented.count == Set(documented).count, "listed twice: \(documented.filter { name in documented.filter { $0 == name }.count > 1 })")
        #expect(Set(documented).subtracting(registered).sorted() == [], "listed, not built in")
        #expect(Set(registered).subtracting(documented).sorted() == [], "built in, not listed")
    }
}
