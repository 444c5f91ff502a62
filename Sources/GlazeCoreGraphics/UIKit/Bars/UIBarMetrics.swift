import Foundation

/// The bar sizes a bar's background image is set for (UIKit's raw values).
/// A headless bar has one size, so it draws the `.default` image.
public enum UIBarMetrics: Int, Sendable {
    /// The standard bar.
    case `default` = 0
    /// The shorter bar of a phone in landscape.
    case compact = 1
    /// The standard bar with a prompt above the title.
    case defaultPrompt = 101
    /// The compact bar with a prompt.
    case compactPrompt = 102
}
