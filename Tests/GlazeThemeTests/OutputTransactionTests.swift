import Foundation
import GlazeTestSupport
import GlazeTheme
import Testing

/// Moving a render's staged files into place is one change: all of it, or none.
@Suite("Output transaction")
struct OutputTransactionTests {
    /// An output directory with a file, a folder and another file a render
    /// will replace, and its staging folder holding their replacements and a new file.
    static func prepared() throws -> (out: URL, staging: URL) {
        let out = try scratchDirectory("glaze-commit")
        let staging = out.appendingPathComponent(".glaze-staging-test")
        for (root, tag) in [(out, "old"), (staging, "new")] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("res/drawable"), withIntermediateDirectories: true)
            try Data("\(tag) a".utf8).write(to: root.appendingPathComponent("a.png"))
            try Data("\(tag) c".utf8).write(to: root.appendingPathComponent("c.png"))
            try Data("\(tag) selector".utf8).write(to: root.appendingPathComponent("res/drawable/x.xml"))
        }
        try Data("new b".utf8).write(to: staging.appendingPathComponent("b.png"))
        try Data("old only".utf8).write(to: out.appendingPathComponent("res/drawable/gone.xml"))
        return (out, staging)
    }

    static func text(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    struct Injected: Error {}

    @Test("a move failing part-way puts back everything moved before it", arguments: ["b.png", "c.png", "res"])
    func failurePartWay(failingAt failing: String) throws {
        let (out, staging) = try Self.prepared()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(throws: Injected.self) {
            try OutputTransaction.commit(staging, into: out) { name in if name == failing { throw Injected() } }
        }
        #expect(Self.text(out.appendingPathComponent("a.png")) == "old a")
        #expect(Self.text(out.appendingPathComponent("c.png")) == "old c")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("b.png").path), "nothing new is left behind")
        #expect(Self.text(out.appendingPathComponent("res/drawable/x.xml")) == "old selector")
        #expect(Self.text(out.appendingPathComponent("res/drawable/gone.xml")) == "old only")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == [".glaze-staging-test", "a.png", "c.png", "res"])
        // What was moved went back to the staging folder, which a failed render removes.
        #expect(Self.text(staging.appendingPathComponent("a.png")) == "new a")
    }

    @Test("a commit that succeeds replaces files and folders and reports every file")
    func success() throws {
        let (out, staging) = try Self.prepared()
        defer { try? FileManager.default.removeItem(at: out) }
        let files = try OutputTransaction.commit(staging, into: out)
        #expect(files == ["a.png", "b.png", "c.png", "res/drawable/x.xml"])
        #expect(Self.text(out.appendingPathComponent("a.png")) == "new a" && Self.text(out.appendingPathComponent("b.png")) == "new b")
        #expect(Self.text(out.appendingPathComponent("res/drawable/x.xml")) == "new selector")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("res/drawable/gone.xml").path),
                "a layout's folder replaces the old one whole")
        // The originals wait in the staging folder, which goes once the render is done.
        #expect(Self.text(staging.appendingPathComponent(".replaced-a.png")) == "old a")
    }
}
