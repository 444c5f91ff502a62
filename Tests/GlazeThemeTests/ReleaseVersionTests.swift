import Foundation
import Glaze
import Testing

/// The version is written once, in `GlazeRelease.version`; these hold the
/// command, the changelog and the README to it.
@Suite("The release version")
struct ReleaseVersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the version is a semantic version, as a release tag names it")
    func semanticVersion() {
        #expect(GlazeRelease.version.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)/) != nil)
    }

    @Test("glaze --version prints the version alone")
    func commandVersion() async throws {
        let result = try await runGlaze(["--version"])
        #expect(result.status == 0)
        #expect(result.output == GlazeRelease.version + "\n")
    }

    @Test("CHANGELOG.md's newest release is this version, dated")
    func changelog() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Keep a Changelog: "## [Unreleased]" first, then "## [X.Y.Z] - YYYY-MM-DD", newest first.
        let releases = text.matches(of: /(?m)^## \[([0-9]+\.[0-9]+\.[0-9]+)\] - ([0-9]{4}-[0-9]{2}-[0-9]{2})$/)
        #expect(releases.first?.output.1 == Substring(GlazeRelease.version))
        #expect(text.contains("\n## [Unreleased]\n"))
    }

    @Test("the README tells a package to depend on this version")
    func readme() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let versions = text.matches(of: /\.package\(url: "[^"]+", from: "([0-9.]+)"\)/).map { String($0.output.1) }
        #expect(!versions.isEmpty && versions.allSatisfy { $0 == GlazeRelease.version }, "\(versions)")
        #expect(text.contains("Glaze \(GlazeRelease.version)"))
    }
}
