import Foundation

/// Filters that combine an image with a background: Porter–Duff compositing,
/// blend modes and masks.
enum CompositingFilters {
    static let definitions: [FilterDefinition] = [sourceOver]

    static let sourceOver = FilterDefinition("CISourceOverCompositing",
                                             categories: [kCICategoryCompositeOperation, kCICategoryStillImage],
                                             parameters: [.image(), .image(kCIInputBackgroundImageKey)]) { arguments throws(CoreImageError) in
        arguments.requiredImage().composited(over: arguments.requiredImage(kCIInputBackgroundImageKey))
    }
}
