import Foundation
import GlazeTestSupport

/// The fidelity table as Markdown, for FIDELITY.md.
enum FidelityReport {
    /// One pair's figures.
    struct Row {
        var pair: FidelityPair
        var measured: PictureAgreement
        var appleVariance: PictureAgreement?
    }

    /// A share (0...1) as a percentage to three decimals.
    static func percent(_ share: Double) -> String { String(format: "%.3f %%", share * 100) }

    /// The table, one row a pair.
    static func markdown(_ rows: [Row]) -> String {
        var lines = [
            "| pair | source | licence | no counterpart (≤ \(PictureAgreement.radius) px, ≤ \(PictureAgreement.levels) levels) "
                + "| differing in place | largest difference (levels) | tolerance | Apple vs Apple |",
            "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            let apple = row.appleVariance.map {
                "\(percent($0.unmatchedShare)) (\(percent($0.differingShare)) in place; \(percent(Double($0.changed) / Double($0.total))) "
                    + "not identical; largest difference \($0.largest))"
            } ?? "—"
            lines.append("| \(row.pair.name) | \(row.pair.source) | \(row.pair.licence) | \(percent(row.measured.unmatchedShare)) "
                + "| \(percent(row.measured.differingShare)) | \(row.measured.largest) | \(percent(row.pair.tolerance)) | \(apple) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
