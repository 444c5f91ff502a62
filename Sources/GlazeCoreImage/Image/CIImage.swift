import Foundation

/// A recipe for an image: where its pixels come from and the filters they go
/// through, computed only when a ``CIContext`` renders part of it.
///
/// Its space is Core Image's: `y` grows upwards, and an image made from a
/// bitmap sits with its bottom-left corner at the origin. Generators are
/// infinite (``extent`` is `CGRect.infinite`); crop them before rendering.
///
/// ```swift
/// let photo = CIImage(cgImage: cgImage)
/// let soft = photo.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 4])
///     .cropped(to: photo.extent)
/// let result = CIContext().createCGImage(soft, from: soft.extent)
/// ```
public final class CIImage: Hashable, Sendable, CustomStringConvertible {
    let recipe: any Recipe
    /// How transforms of this image read between its pixels.
    let sampling: Sampling

    /// The bitmap the image was made from, or `nil` when it was made any other way.
    public let cgImage: CGImage?

    init(recipe: any Recipe, sampling: Sampling = .linear, cgImage: CGImage? = nil) {
        self.recipe = recipe.depth > RecipeDepth.maximum ? RefusedRecipe(refusing: recipe) : recipe
        self.sampling = sampling
        self.cgImage = cgImage
    }

    /// Where the image has pixels: its bitmap's rectangle, a filter's result,
    /// or `CGRect.infinite` for a generator.
    public var extent: CGRect { recipe.extent }

    /// An image of `cgImage`'s pixels, its bottom-left corner at the origin.
    public convenience init(cgImage: CGImage) {
        self.init(recipe: BitmapRecipe(image: cgImage), cgImage: cgImage)
    }

    /// An image of `cgImage`'s pixels; `options` are accepted and not used.
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: cgImage)
    }

    /// An image of a UIKit image's pixels, as stored (its `imageOrientation` is
    /// not applied, as in UIKit), or the Core Image image it was made from;
    /// `nil` for an image with neither.
    public convenience init?(image: UIImage) {
        if let ciImage = image.ciImage {
            self.init(recipe: ciImage.recipe, sampling: ciImage.sampling, cgImage: ciImage.cgImage)
        } else if let cgImage = image.cgImage {
            self.init(cgImage: cgImage)
        } else {
            return nil
        }
    }

    /// An image of `color` everywhere: infinite.
    public convenience init(color: CIColor) {
        let managed = color.working(colorManaged: true), unmanaged = color.working(colorManaged: false)
        self.init(recipe: GeneratorRecipe(extent: .infinite) { _, _, colorManaged in colorManaged ? managed : unmanaged })
    }

    /// An image of a PNG or JPEG file's pixels, or `nil` when `data` is neither
    /// or is past Glaze's input limits.
    public convenience init?(data: Data) {
        guard let cgImage = UIImage(data: data)?.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }

    /// An image of a PNG or JPEG file's pixels; `options` are accepted and not used.
    public convenience init?(data: Data, options: [CIImageOption: Any]?) {
        self.init(data: data)
    }

    /// An image of the PNG or JPEG file at `url`, or `nil`.
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// An image with no pixels, whose extent is `CGRect.null`.
    public static func empty() -> CIImage { CIImage(recipe: EmptyRecipe()) }

    /// `"CIImage extent [x y width height]"`.
    public var description: String {
        let box = extent
        if box.isInfinite { return "CIImage extent [infinite]" }
        if box.isNull { return "CIImage extent [empty]" }
        return "CIImage extent [\(box.minX) \(box.minY) \(box.width) \(box.height)]"
    }

    /// Images are equal when they are the same object.
    public static func == (lhs: CIImage, rhs: CIImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key of the options an image is made with.
public struct CIImageOption: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String

    /// A key of this name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The colour space to read the pixels in (Glaze reads every bitmap as sRGB).
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    /// Whether to apply the file's orientation (Glaze's readers apply none).
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
}
