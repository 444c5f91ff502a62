//
//  UIImage+Filters.swift
//  Glaze porting corpus
//
//  The Core Image half of an app's image helpers: blur without dark
//  edges, photo adjustments, a tint, a sepia thumbnail, a QR code.
//

import GlazeCoreImage  // ported: was `import UIKit` and `import CoreImage.CIFilterBuiltins`

/// One context for every filter, as Apple advises: making one is expensive.
private let sharedContext = CIContext(options: [.useSoftwareRenderer: false])

extension UIImage {
    /// The image blurred by `radius` points, its edges clamped first so the
    /// blur does not pull in transparent black, and cropped back to its size.
    public func blurred(radius: CGFloat) -> UIImage? {
        guard let cgImage = cgImage else { return nil }
        let input = CIImage(cgImage: cgImage)
        let clamp = CIFilter(name: "CIAffineClamp")
        clamp?.setValue(input, forKey: kCIInputImageKey)
        clamp?.setValue(CGAffineTransform.identity, forKey: kCIInputTransformKey)
        let blur = CIFilter(name: "CIGaussianBlur")
        blur?.setValue(clamp?.outputImage, forKey: kCIInputImageKey)
        blur?.setValue(radius * scale, forKey: kCIInputRadiusKey)
        guard let output = blur?.value(forKey: kCIOutputImageKey) as? CIImage,
              let blurred = sharedContext.createCGImage(output, from: input.extent) else { return nil }
        return UIImage(cgImage: blurred, scale: scale, orientation: imageOrientation)
    }

    /// Brightness, contrast and saturation as a photo editor's sliders set them, then exposure.
    public func adjusted(brightness: CGFloat, contrast: CGFloat, saturation: CGFloat, exposure: CGFloat) -> UIImage? {
        guard let input = CIImage(image: self) else { return nil }
        let controls = [kCIInputBrightnessKey: brightness, kCIInputContrastKey: contrast, kCIInputSaturationKey: saturation]
        let output = input.applyingFilter("CIColorControls", parameters: controls)
            .applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: exposure])
        guard let result = sharedContext.createCGImage(output, from: input.extent) else { return nil }
        return UIImage(cgImage: result, scale: scale, orientation: imageOrientation)
    }

    /// A colour laid over the whole image at `strength`, the way image libraries tint.
    public func washed(with color: UIColor, strength: CGFloat) -> UIImage? {
        guard let input = CIImage(image: self) else { return nil }
        let generator = CIFilter(name: "CIConstantColorGenerator")!
        generator.setValue(CIColor(color: color.withAlphaComponent(strength)), forKey: kCIInputColorKey)
        let over = CIFilter(name: "CISourceOverCompositing")!
        over.setValue(generator.outputImage, forKey: kCIInputImageKey)
        over.setValue(input, forKey: kCIInputBackgroundImageKey)
        guard let output = over.outputImage?.cropped(to: input.extent),
              let result = sharedContext.createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: result, scale: scale, orientation: imageOrientation)
    }

    /// A sepia-toned copy through the typed filters of `CIFilterBuiltins`.
    public func sepia(intensity: Float = 0.8) -> UIImage? {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = CIImage(image: self)
        filter.intensity = intensity
        guard let output = filter.outputImage else { return nil }
        return UIImage(ciImage: output, scale: scale, orientation: imageOrientation)
    }

    /// A QR code of `text`, each module `moduleSize` points, sharp at any scale.
    public static func qrCode(for text: String, moduleSize: CGFloat, scale: CGFloat = 2) -> UIImage? {
        guard let data = text.data(using: .utf8), let filter = CIFilter(name: "CIQRCodeGenerator") else { return nil }
        filter.setValue(data, forKey: "inputMessage")
        filter.setValue("Q", forKey: "inputCorrectionLevel")
        let pixels = moduleSize * scale
        guard let code = filter.outputImage?.transformed(by: CGAffineTransform(scaleX: pixels, y: pixels)),
              let cgImage = sharedContext.createCGImage(code, from: code.extent) else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
}
