import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// A width Apple measured for a string in the system font, from public test
/// code that ran on Apple's platforms: the string's width lies in `apple`.
private struct AppleWidth {
    let text: String
    let font: UIFont
    let apple: ClosedRange<CGFloat>
    let source: String

    /// How far `width` is from Apple's range, as a share of Apple's width.
    func error(of width: CGFloat) -> CGFloat {
        let distance = width < apple.lowerBound ? width - apple.lowerBound : width > apple.upperBound ? width - apple.upperBound : 0
        return distance / apple.lowerBound
    }
}

/// The Apple-measured widths, with the system font made by `standIn`.
private func appleWidths(_ standIn: SystemFontStandIn) -> [AppleWidth] {
    UIFont.withSystemFontStandIn(standIn) {
        [
            // A default 17-point label's intrinsic width, 88.0, is its width rounded up to a
            // 3x pixel (a public Auto Layout demo, IntrinsicVC.swift, 2023).
            AppleWidth(text: "Hello World", font: .systemFont(ofSize: 17), apple: 87.34...88.0, source: "UILabel, iOS"),
            // size(withAttributes:) asserted to ±0.1 and ±0.5 (PayNoMind/iostags, CellWidthTests.swift).
            AppleWidth(text: "short", font: .systemFont(ofSize: 14), apple: 33.9...34.1, source: "iOS"),
            AppleWidth(text: "shorttexts", font: .systemFont(ofSize: 14), apple: 65.5...66.5, source: "iOS"),
            // Widths floored in assertions (bakkenbaeck/SweetUIKit, StringTests.swift).
            AppleWidth(text: "a", font: .systemFont(ofSize: 15), apple: 8...8.999, source: "iOS"),
            AppleWidth(text: "aa", font: .systemFont(ofSize: 15), apple: 16...16.999, source: "iOS"),
            AppleWidth(text: "a", font: .boldSystemFont(ofSize: 30), apple: 16...16.999, source: "iOS"),
            AppleWidth(text: "aa", font: .boldSystemFont(ofSize: 30), apple: 33...33.999, source: "iOS"),
            // Rounded up in an assertion (abdullahselek/SwiftyNotifications, String+SizeTests.swift).
            AppleWidth(text: "string", font: .boldSystemFont(ofSize: 16), apple: 44.001...45, source: "iOS"),
            // NSFont.systemFont(ofSize: 10) on macOS, printed exactly (SwiftRohan, PlaygroundTests).
            AppleWidth(text: "Hello", font: .systemFont(ofSize: 10), apple: 24.6875...24.6875, source: "macOS"),
            AppleWidth(text: "Jenny", font: .systemFont(ofSize: 10), apple: 28.584...28.584, source: "macOS"),
        ]
    }
}

private func width(_ sample: AppleWidth) -> CGFloat {
    sample.text.size(withAttributes: [.font: sample.font]).width
}

@Suite("The system font: Inter standing in for SF Pro")
struct SystemFontTests {
    @Test("Inter below 20 points and Inter Display from 20, with Apple's tracking at each size")
    func standIn() throws {
        try #require(UIFont.systemFontStandIn == .inter, "fonts-inter is not installed (scripts/install-system-packages)")
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 19.5).familyName == "Inter")
        #expect(UIFont.systemFont(ofSize: 20).familyName == "Inter Display")
        #expect(UIFont.boldSystemFont(ofSize: 34).fontName == "Inter Display-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).glazeFont.style == .italic)
        // The Human Interface Guidelines' table, in points: +0.12 at 10, 0 at 12, −0.43 at 17, +0.40 at 30.
        for (size, points) in [(10.0, 0.12), (12, 0), (17, -0.442), (20, -0.46), (30, 0.42), (100, 0)] {
            #expect(abs(UIFont.systemFont(ofSize: size).tracking - points) < 0.001, "\(size) pt")
        }
        #expect(abs(UIFont.systemFont(ofSize: 12.5).tracking - 12.5 * -0.003) < 0.001)
        #expect(UIFont(name: "DejaVuSans", size: 17)?.tracking == 0)
        // Another size of a system font is the system font at that size: family and tracking.
        #expect(UIFont.systemFont(ofSize: 17).withSize(24) == UIFont.systemFont(ofSize: 24))
        // Apple's ultra light is its lightest weight, then thin.
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).glazeFont.weight == .thin)
        #expect(UIFont.systemFont(ofSize: 12, weight: .thin).glazeFont.weight == .ultraLight)
    }

    @Test("string widths within 1.2 % of those Apple measured; DejaVu Sans is 3 % or more off on average")
    func widthsAgainstApple() throws {
        try #require(UIFont.systemFontStandIn == .inter, "fonts-inter is not installed")
        let inter = appleWidths(.inter).map { $0.error(of: width($0)) }
        for (sample, error) in zip(appleWidths(.inter), inter) {
            // Measured: all 10 within 1.1 %, 6 of them inside Apple's range.
            #expect(abs(error) <= 0.012, "\(sample.text) at \(sample.font.pointSize): \(width(sample)) against \(sample.apple)")
        }
        #expect(inter.filter { $0 == 0 }.count >= 6)
        // The choice is by measurement: the fallback is far wider (mean error measured +6 %).
        let dejaVu = appleWidths(.dejaVuSans).map { $0.error(of: width($0)) }
        let meanError: CGFloat = dejaVu.map { abs($0) }.reduce(0, +) / CGFloat(dejaVu.count)
        #expect(meanError > 0.03)
    }

    @Test("the metrics agree with what is drawn: line height, ascender, cap and x height", arguments: [9.0, 12, 17, 20, 28])
    func metricsAgreeWithDrawing(size: CGFloat) throws {
        let font = UIFont.systemFont(ofSize: size)
        #expect(font.leading == 0 && abs(font.ascender - font.descender - font.lineHeight) < 1e-9)
        #expect(abs("Hg".size(withAttributes: [.font: font]).height - font.lineHeight) < 1e-9)
        let box = "Hg".boundingRect(with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin,
                                    attributes: [.font: font], context: nil)
        #expect(abs(box.height - font.lineHeight) < 1e-9)
        // "H" and "x" drawn at the top of a 4x image: their ink starts capHeight and
        // xHeight above the baseline, which is ascender below the top.
        func inkRows(_ text: String) -> (top: CGFloat, bottom: CGFloat) {
            let image = drawn(CGSize(width: size * 2, height: size * 2), scale: 4) {
                text.draw(at: .zero, withAttributes: [.font: font])
            }
            var rows: [Int] = []
            for y in 0..<Int(size * 8) where (0..<Int(size * 8)).contains(where: { pixel(image, $0, y).red < 128 }) {
                rows.append(y)
            }
            return (CGFloat(rows.first ?? 0) / 4, CGFloat((rows.last ?? 0) + 1) / 4)
        }
        let capital = inkRows("H"), small = inkRows("x")
        // Within half a pixel of the 4x image, where the edge pixels are half covered.
        #expect(abs(capital.bottom - font.ascender) <= 0.25 && abs(small.bottom - font.ascender) <= 0.25)
        #expect(abs(capital.top - (font.ascender - font.capHeight)) <= 0.25)
        #expect(abs(small.top - (font.ascender - font.xHeight)) <= 0.25)
        // Inter's are a little taller than SF Pro's (cap height 0.705 em, x height 0.508 em).
        #expect(font.capHeight / size > 0.70 && font.capHeight / size < 0.74)
        #expect(font.xHeight / size > 0.50 && font.xHeight / size < 0.56)
    }

    @Test("monospaced digits: every digit one width, unlike the proportional system font")
    func monospacedDigits() {
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        let widths = ["1111", "8888", "0000"].map { $0.size(withAttributes: [.font: tabular]).width }
        #expect(widths.allSatisfy { abs($0 - widths[0]) < 1e-9 })
        let proportional = ["1111", "8888"].map { $0.size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width }
        #expect(abs(proportional[0] - proportional[1]) > 1)
        #expect(tabular.withSize(20) == .monospacedDigitSystemFont(ofSize: 20, weight: .regular))
        #expect(tabular != .systemFont(ofSize: 12))
    }

    @Test("the monospaced system font: DejaVu Sans Mono, every character one width, its weight, kept by withSize")
    func monospacedSystemFont() {
        let code = UIFont.monospacedSystemFont(ofSize: 22, weight: .regular)
        #expect(code.familyName == "DejaVu Sans Mono" && code.pointSize == 22)
        let widths = ["iiii", "WWWW", "||||", "____"].map { $0.size(withAttributes: [.font: code]).width }
        #expect(widths.allSatisfy { abs($0 - widths[0]) < 1e-9 }, "\(widths)")
        // DejaVu Sans Mono's advance is 0.602 em, with no tracking added.
        #expect(abs(widths[0] / 4 - 22 * 0.602) < 0.05, "\(widths[0])")
        let proportional = ["iiii", "WWWW"].map { $0.size(withAttributes: [.font: UIFont.systemFont(ofSize: 22)]).width }
        #expect(proportional[1] > proportional[0] * 2)
        #expect(code.withSize(13) == .monospacedSystemFont(ofSize: 13, weight: .regular))
        #expect(UIFont.monospacedSystemFont(ofSize: 22, weight: .bold).glazeFont.weight == .bold)
        var standIn = SystemFontStandIn.dejaVuSans
        standIn.monospacedFamily = "DejaVu Serif"
        let serif = UIFont.withSystemFontStandIn(standIn) { UIFont.monospacedSystemFont(ofSize: 12, weight: .regular) }
        #expect(serif.familyName == "DejaVu Serif")
    }

    @Test("a task's stand-in applies to the fonts made in it, and they keep it")
    func scopedStandIn() {
        let scoped = UIFont.withSystemFontStandIn(SystemFontStandIn(family: "DejaVu Serif")) {
            UIFont.systemFont(ofSize: 14)
        }
        #expect(scoped.familyName == "DejaVu Serif" && scoped.tracking == 0)
        #expect(scoped.withSize(30).familyName == "DejaVu Serif")
        #expect(UIFont.systemFont(ofSize: 14).familyName == UIFont.systemFontStandIn.textFamily)
        #expect(UIFont.systemFontStandIn.family(forSize: 25) == UIFont.systemFontStandIn.displayFamily)
    }
}
