// Core Image's key, attribute and category names, spelled as Apple spells
// them, so that key-value code ports unchanged.

/// The key of a filter's main input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a compositing filter's background image.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The key of a mask image.
public let kCIInputMaskImageKey = "inputMaskImage"
/// The key of a radius, in pixels.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a colour.
public let kCIInputColorKey = "inputColor"
/// The key of an effect's strength.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a centre point.
public let kCIInputCenterKey = "inputCenter"
/// The key of a scale.
public let kCIInputScaleKey = "inputScale"
/// The key of an aspect ratio.
public let kCIInputAspectRatioKey = "inputAspectRatio"
/// The key of an angle, in radians.
public let kCIInputAngleKey = "inputAngle"
/// The key of a saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a contrast.
public let kCIInputContrastKey = "inputContrast"
/// The key of an exposure value, in stops.
public let kCIInputEVKey = "inputEV"
/// The key of an affine transform.
public let kCIInputTransformKey = "inputTransform"
/// The key of a rectangle, as a vector of x, y, width and height.
public let kCIInputExtentKey = "inputExtent"
/// The key of a width.
public let kCIInputWidthKey = "inputWidth"
/// The key of a sharpness.
public let kCIInputSharpnessKey = "inputSharpness"

/// A filter's name, in its ``CIFilter/attributes``.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// A filter's name for people, in its attributes.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// A filter's categories, in its attributes.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// A parameter's class name (`"CIImage"`, `"NSNumber"`, `"CIColor"`, …).
public let kCIAttributeClass = "CIAttributeClass"
/// A parameter's type (``kCIAttributeTypeScalar``, …).
public let kCIAttributeType = "CIAttributeType"
/// A parameter's default value.
public let kCIAttributeDefault = "CIAttributeDefault"
/// A number's least value.
public let kCIAttributeMin = "CIAttributeMin"
/// A number's greatest value.
public let kCIAttributeMax = "CIAttributeMax"
/// A number's least value on a slider.
public let kCIAttributeSliderMin = "CIAttributeSliderMin"
/// A number's greatest value on a slider.
public let kCIAttributeSliderMax = "CIAttributeSliderMax"
/// A parameter's name for people.
public let kCIAttributeDisplayName = "CIAttributeDisplayName"
/// The identity value of a number: the one that leaves the image as it is.
public let kCIAttributeIdentity = "CIAttributeIdentity"

/// A plain number.
public let kCIAttributeTypeScalar = "CIAttributeTypeScalar"
/// A distance, in pixels.
public let kCIAttributeTypeDistance = "CIAttributeTypeDistance"
/// An angle, in radians.
public let kCIAttributeTypeAngle = "CIAttributeTypeAngle"
/// A true-or-false number.
public let kCIAttributeTypeBoolean = "CIAttributeTypeBoolean"
/// A whole number.
public let kCIAttributeTypeInteger = "CIAttributeTypeInteger"
/// A position, as a vector of two numbers.
public let kCIAttributeTypePosition = "CIAttributeTypePosition"
/// A rectangle, as a vector of four numbers.
public let kCIAttributeTypeRectangle = "CIAttributeTypeRectangle"
/// A colour.
public let kCIAttributeTypeColor = "CIAttributeTypeColor"
/// An opaque colour.
public let kCIAttributeTypeOpaqueColor = "CIAttributeTypeOpaqueColor"
/// An image.
public let kCIAttributeTypeImage = "CIAttributeTypeImage"
/// An affine transform.
public let kCIAttributeTypeTransform = "CIAttributeTypeTransform"

/// Filters that blur.
public let kCICategoryBlur = "CICategoryBlur"
/// Filters that adjust colour.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// Filters that apply a colour effect.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// Filters that combine two images.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// Filters that make an image from nothing.
public let kCICategoryGenerator = "CICategoryGenerator"
/// Filters that move, scale or turn an image.
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
/// Filters that change an image's look.
public let kCICategoryStylize = "CICategoryStylize"
/// Filters that make gradients.
public let kCICategoryGradient = "CICategoryGradient"
/// Filters that cut an image into tiles or cells.
public let kCICategoryTileEffect = "CICategoryTileEffect"
/// Filters that darken or lighten an image's edges.
public let kCICategoryDistortionEffect = "CICategoryDistortionEffect"
/// Filters that work on still images.
public let kCICategoryStillImage = "CICategoryStillImage"
/// Filters that work on video.
public let kCICategoryVideo = "CICategoryVideo"
/// Filters that come with the system.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
/// Filters that work on images of any size.
public let kCICategoryNonSquarePixels = "CICategoryNonSquarePixels"
/// Filters that work on high dynamic range images.
public let kCICategoryHighDynamicRange = "CICategoryHighDynamicRange"
/// Filters that work on interlaced video.
public let kCICategoryInterlaced = "CICategoryInterlaced"
