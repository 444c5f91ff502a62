import Foundation
import GlazeTheme
import Testing

@Suite("Render options: one place for their rules")
struct RenderOptionsTests {
    @Test("each bad option is named", arguments: [
        (RenderOptions(scales: []), "give at least one scale"),
        (RenderOptions(scales: [0.5]), "scale 0.5 is not a number from 1 to 4"),
        (RenderOptions(scales: [.nan]), "scale nan is not a number from 1 to 4"),
        (RenderOptions(scales: [2, 3, 2]), "scale 2 is given twice"),
        (RenderOptions(formats: []), "give at least one format"),
        (RenderOptions(formats: [.png, .svg, .png]), "format png is given twice"),
        (RenderOptions(jobs: 0), "jobs must be from 1 to 256, not 0"),
        (RenderOptions(jobs: 257), "jobs must be from 1 to 256, not 257"),
        (RenderOptions(maximumPixels: 0), "the pixel budget must be at least 1, not 0"),
    ] as [(RenderOptions, String)])
    func invalid(options: RenderOptions, message: String) {
        let error = #expect(throws: RenderError.self) { try options.validate() }
        #expect(error == RenderError(.invalidOption, message))
    }

    @Test("every render error code keeps its name: renaming one breaks callers that log or compare it")
    func codeNames() {
        #expect(RenderError.Code.all.map(\.description) == ["invalidOption", "assetFailed", "layoutRefused", "output"])
        #expect(Set(RenderError.Code.all).count == RenderError.Code.all.count)
    }

    @Test("the defaults and the renderer agree")
    func valid() async throws {
        try RenderOptions(scales: [1, 1.5, 4], formats: OutputFormat.allCases, jobs: 1).validate()
        let theme = try Theme(yaml: "assets: [{name: a, kind: hybridBackground}]")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-options-\(UUID().uuidString)")
        let error = await #expect(throws: RenderError.self) {
            try await ThemeRenderer.render(theme, to: out, options: RenderOptions(scales: [8]))
        }
        #expect(error == RenderError(.invalidOption, "scale 8 is not a number from 1 to 4"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("every kind has a reader, and an unknown kind lists them all")
    func kinds() {
        do {
            _ = try Theme(yaml: "assets: [{name: a, kind: glosyButton}]")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("unknown kind 'glosyButton' (did you mean 'glossyButton'?); use "
                + AssetKind.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        for kind in AssetKind.allCases {
            #expect(!kind.allowedStates.isEmpty && kind.allowedStates.first == kind.states.rest)
        }
    }
}
