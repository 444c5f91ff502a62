import Foundation
import Glaze

/// The free fonts Glaze draws Apple's system font with, since SF Pro may not
/// be used off Apple's platforms.
///
/// Apple draws text below 20 points with SF Pro Text and larger text with SF
/// Pro Display, and adds a size-specific tracking to every character (the
/// Human Interface Guidelines' table: +0.12 points at 10, −0.43 at 17). The
/// default, ``inter``, mirrors both with Inter and Inter Display: with the
/// tracking, Inter's string widths are within about 1 % of those Apple
/// measured for the system font at 10–17 points (see the porting guide).
///
/// ```swift
/// UIFont.systemFontStandIn = SystemFontStandIn(family: "Roboto")   // every size, no tracking
/// let title = UIFont.boldSystemFont(ofSize: 17)                    // Roboto Bold
/// ```
public struct SystemFontStandIn: Hashable, Sendable {
    /// The family for text smaller than ``displaySize``.
    public var textFamily: String
    /// The family for text of ``displaySize`` points and more.
    public var displayFamily: String
    /// The size, in points, from which ``displayFamily`` is used.
    public var displaySize: CGFloat
    /// Whether Apple's size-specific tracking is added after each character.
    /// Only a font whose widths match SF Pro's before tracking, as Inter's
    /// do, should have it.
    public var appliesAppleTracking: Bool
    /// The family of `UIFont.monospacedSystemFont(ofSize:weight:)`, SF Mono's
    /// stand-in: DejaVu Sans Mono unless set, always installed with Glaze.
    public var monospacedFamily = "DejaVu Sans Mono"

    /// A stand-in with a text and a display family.
    public init(textFamily: String, displayFamily: String, displaySize: CGFloat = 20, appliesAppleTracking: Bool) {
        self.textFamily = textFamily
        self.displayFamily = displayFamily
        self.displaySize = displaySize
        self.appliesAppleTracking = appliesAppleTracking
    }

    /// One family at every size, without Apple's tracking.
    public init(family: String) {
        self.init(textFamily: family, displayFamily: family, displaySize: .infinity, appliesAppleTracking: false)
    }

    /// Inter below 20 points and Inter Display from 20, with Apple's tracking:
    /// the measured best free match for SF Pro (Debian's `fonts-inter`,
    /// under the SIL Open Font License).
    public static let inter = SystemFontStandIn(textFamily: "Inter", displayFamily: "Inter Display",
                                                appliesAppleTracking: true)

    /// DejaVu Sans at every size: Glaze's own default family, always installed
    /// with Glaze, and wider than SF Pro by about 6 %.
    public static let dejaVuSans = SystemFontStandIn(family: Font.defaultFamily)

    /// The family for text of `size` points.
    public func family(forSize size: CGFloat) -> String {
        size >= displaySize ? displayFamily : textFamily
    }

    /// The space added after each character of text at `size` points, in points.
    public func tracking(forSize size: CGFloat) -> CGFloat {
        appliesAppleTracking ? AppleTracking.points(atSize: size) : 0
    }

    /// ``inter`` where fontconfig has both of its families, otherwise
    /// ``dejaVuSans``: Inter's tracking on a fallback font would only make it
    /// worse.
    static let installedDefault: SystemFontStandIn = {
        let installed = [inter.textFamily, inter.displayFamily].allSatisfy { family in
            (try? TextLayout("x", font: Font(family: family, size: 12)).resolvedFontFamily) == family
        }
        return installed ? inter : dejaVuSans
    }()
}
