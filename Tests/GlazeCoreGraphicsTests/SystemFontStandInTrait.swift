import GlazeCoreGraphics
import Testing

/// Runs a test or suite with `standIn` drawing the system font.
///
/// Tests that compare a UIKit port with the same drawing made through Glaze's
/// own API use DejaVu Sans, the family Glaze's recipes draw with, so that
/// they compare the drawing rather than two fonts.
struct SystemFontStandInTrait: TestTrait, SuiteTrait, TestScoping {
    let standIn: SystemFontStandIn

    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        try await UIFont.withSystemFontStandIn(standIn) { try await function() }
    }
}

extension Trait where Self == SystemFontStandInTrait {
    /// The system font drawn with `standIn` for this test or suite.
    static func systemFontStandIn(_ standIn: SystemFontStandIn) -> Self { SystemFontStandInTrait(standIn: standIn) }
}
