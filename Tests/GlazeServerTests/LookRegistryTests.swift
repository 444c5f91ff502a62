#if Server
import Foundation
@testable import GlazeServer
import GlazeTheme
import Testing

/// The registry that keeps earlier versions' looks at their URLs, within its
/// bounds however often a theme with a large file is edited.
@Suite("glaze serve: the look registry")
struct LookRegistryTests {
    static let asset = try! Theme(yaml: "assets:\n  - {name: start, kind: glossyButton, color: \"#A60D0D\", height: 44}\n",
                                  file: "/themes/big.yaml").assets[0]

    /// The look of version `number` of a theme whose source holds a file of
    /// `padding` bytes, as a theme with a large font does.
    static func look(_ number: Int, padding: Int = 1 << 20) -> ServedFile {
        let source = ThemeSource(file: "/themes/big.yaml", format: .yaml, text: "# version \(number)\n",
                                 files: ["font.ttf": Data(repeating: UInt8(number & 0xFF), count: padding)])
        return ServedFile(file: AssetFile(asset: asset, state: .normal, scale: 1, format: .png), digest: "look-\(number)",
                          source: source)
    }

    @Test("1,000 edits of a theme with a 1 MiB file keep the registry within its byte budget, the newest looks kept")
    func boundedByBytes() async throws {
        let registry = LookRegistry(byteBudget: 8 << 20)
        var largest = 0
        for number in 0..<1000 {
            await registry.remember(Self.look(number))
            largest = max(largest, await registry.sourceBytes)
        }
        #expect(largest <= 8 << 20)
        // Each version's look is kept with its own source: seven of just over 1 MiB fit.
        let count = await registry.count
        #expect(count == 7)
        for number in 993..<1000 {
            #expect(await registry.file(digest: "look-\(number)", scale: 2, format: .png) != nil, "look-\(number)")
        }
        #expect(await registry.file(digest: "look-992", scale: 2, format: .png) == nil)
    }

    @Test("looks sharing a source count its bytes once; a source larger than the budget keeps the newest look")
    func sharedAndOversized() async throws {
        let registry = LookRegistry(byteBudget: 3 << 20)
        let shared = Self.look(1)
        await registry.remember(shared)
        await registry.remember(ServedFile(file: AssetFile(asset: Self.asset, state: .highlighted, scale: 1, format: .png),
                                           digest: "look-1-highlighted", source: shared.source))
        #expect(await registry.count == 2)
        #expect(await registry.sourceBytes == shared.source.byteCount)
        let huge = Self.look(2, padding: 5 << 20)
        await registry.remember(huge)
        #expect(await registry.count == 1)
        #expect(await registry.sourceBytes == huge.source.byteCount)
        #expect(await registry.file(digest: "look-2", scale: 1, format: .png) != nil)
    }

    @Test("a look the registry forgot is still served while its theme's current version has it")
    func forgottenButCurrent() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-looks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "assets:\n  - {name: start, kind: glossyButton, color: \"#A60D0D\", height: 44}\n"
            .write(to: folder.appendingPathComponent("small.yaml"), atomically: true, encoding: .utf8)
        var configuration = ServerConfiguration(themeDirectory: folder)
        configuration.lookMemoryBudget = 1 << 20
        let service = try AssetService(configuration: configuration)
        #expect(await service.refresh() == ["small"])
        let digest = try #require(await service.library.theme(named: "small")?.index?.digests["start"])
        // A look with a 2 MiB source fills the budget: the theme's looks are forgotten.
        await service.looks.remember(Self.look(7, padding: 2 << 20))
        #expect(await service.looks.file(digest: digest, scale: 2, format: .png) == nil)
        let served = try await service.lookFile(segment: "\(digest)@2x.png")
        #expect(served.digest == digest && served.file.asset.name == "start")
        await #expect(throws: ServerError.self) { try await service.lookFile(segment: String(repeating: "0", count: 64) + "@2x.png") }
    }
}
#endif
