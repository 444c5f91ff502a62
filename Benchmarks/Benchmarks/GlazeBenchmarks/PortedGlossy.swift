import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit

// The glossy button (article 04) drawn twice with the same steps: once as a
// port writes it, through GlazeCoreGraphics' UIKit and Core Graphics names,
// and once through Glaze's Canvas. Their ratio is what the port layer costs.

/// The gloss gradient's colours at the stops both versions use.
let glossStops: [Gradient.Stop] = GlossGradient(color: red).gradient(from: .zero, to: CGPoint(x: 0, y: 1)).stops
let glossColors = glossStops.map { CGColor(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha) }
let glossLocations = glossStops.map { CGFloat($0.location) }
/// The gradient made once, as a port keeps it in a `static let`; making it
/// (bridging 130 colours through `CFArray`) is measured on its own.
let glossGradient = makeGlossGradient()

func makeGlossGradient() -> CGGradient {
    CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: glossColors as CFArray, locations: glossLocations)!
}
let glossyBorder = 159.0 / 255

func glossyViaCoreGraphics() -> Pixel {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let size = CGSize(width: 310, height: 54)
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
        let cg = context.cgContext
        let outline = UIBezierPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1),
                                   cornerRadius: 9.5)
        UIColor(white: glossyBorder, alpha: 1).setStroke()
        outline.stroke()
        UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2), cornerRadius: 9).addClip()
        cg.drawLinearGradient(glossGradient, start: CGPoint(x: 0, y: 1), end: CGPoint(x: 0, y: size.height - 1), options: [])
    }
    return image.cgImage!.glazeImage.pixel(x: 0, y: 0)
}

func glossyViaCanvas() throws -> Pixel {
    let size = CGSize(width: 310, height: 54)
    let surface = try ImageSurface(size: size, scale: 2)
    try surface.draw { canvas in
        let outline = Path(roundedRect: CGRect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1), cornerRadius: 9.5)
        try canvas.stroke(outline, with: .color(Color(white: glossyBorder)))
        try canvas.clip(to: Path(roundedRect: CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2), cornerRadius: 9))
        let gradient = Gradient(geometry: .linear(start: CGPoint(x: 0, y: 1), end: CGPoint(x: 0, y: size.height - 1)),
                                stops: glossStops, extend: .none)
        try canvas.paint(.gradient(gradient))
    }
    return try surface.makeImage().pixel(x: 0, y: 0)
}
