import Foundation

/// Filters that crop, move, scale or turn an image.
enum GeometryFilters {
    static let definitions: [FilterDefinition] = [crop, affineTransform]

    static let crop = FilterDefinition("CICrop", categories: [kCICategoryGeometryAdjustment, kCICategoryStillImage],
                                       parameters: [.image(), FilterParameter("inputRectangle", .vector(count: 4, type: kCIAttributeTypeRectangle),
                                                                              default: .vector(CIVector(x: -8.98847e+307, y: -8.98847e+307,
                                                                                                        z: 1.79769e+308, w: 1.79769e+308)))]) { arguments throws(CoreImageError) in
        let rect = arguments.vector("inputRectangle").cgRectValue
        return arguments.requiredImage().cropped(to: rect)
    }

    static let affineTransform = FilterDefinition("CIAffineTransform",
                                                  categories: [kCICategoryGeometryAdjustment, kCICategoryStillImage],
                                                  parameters: [.image(), FilterParameter(kCIInputTransformKey, .transform,
                                                                                         default: .transform(.identity))]) { arguments throws(CoreImageError) in
        arguments.requiredImage().transformed(by: arguments.transform(kCIInputTransformKey))
    }
}
