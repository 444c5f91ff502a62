import Foundation
import Glaze

/// The example brand theme's files (Examples/brand/), found from this source
/// file so that the sheet renders from any working directory.
enum BrandFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/brand").standardizedFileURL

    /// The eight icons, in the sheet's order.
    static let iconNames = ["reply", "compose", "inbox", "calendar", "camera", "map-pin", "chat", "settings"]

    static func icon(_ name: String) throws -> SVGImage {
        try SVGImage(contentsOf: folder.appendingPathComponent("icons/\(name).svg"))
    }

    static func art(_ name: String) throws -> SVGImage {
        try SVGImage(contentsOf: folder.appendingPathComponent("art/\(name).svg"))
    }

    /// Registers Lato Bold and returns its family.
    static func brandFamily() throws -> String {
        try FontRegistry.register(contentsOf: folder.appendingPathComponent("fonts/Lato-Bold.ttf"))[0]
    }
}
