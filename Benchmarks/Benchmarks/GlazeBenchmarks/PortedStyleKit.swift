import Foundation
import Glaze
import GlazeCoreGraphics
import PortingCorpus

// The porting corpus' StyleKit button (a shadowed transparency layer, a
// gradient clipped to a rounded rect, a centred text block sized by
// boundingRect), drawn once as the generated code does, through
// GlazeCoreGraphics, and once with the same steps through Canvas. Their ratio
// is what the port layer costs a PaintCode drawing.

let styleKitFrame = CGRect(x: 0, y: 0, width: 240, height: 80)
let styleKitAccent = Color(red: 0, green: 0.478, blue: 1)
let styleKitAccentDark = Color(red: 0, green: 0.302, blue: 0.8)

func styleKitViaCoreGraphics() -> Pixel {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: styleKitFrame.size, format: format).image { _ in
        GlazeDemoKit.drawButton(frame: styleKitFrame, resizing: .aspectFit, title: "Continue")
    }
    return image.cgImage!.glazeImage.pixel(x: 240, y: 80)
}

func styleKitViaCanvas() throws -> Pixel {
    let image = try Image(size: styleKitFrame.size, scale: 2) { canvas in
        let scale = min(styleKitFrame.width / 120, styleKitFrame.height / 40)
        try canvas.translateBy(x: (styleKitFrame.width - 120 * scale) / 2, y: (styleKitFrame.height - 40 * scale) / 2)
        try canvas.scaleBy(x: scale, y: scale)
        try canvas.withSavedState { canvas in
            canvas.shadow = Shadow(offset: CGSize(width: 0, height: 2 * scale), blur: 4 * scale, color: Color(white: 0, alpha: 0.35))
            try canvas.beginTransparencyLayer()
            try canvas.clip(to: Path(roundedRect: CGRect(x: 4, y: 2, width: 112, height: 32), cornerRadius: 8))
            try canvas.fill(CGRect(x: 4, y: 2, width: 112, height: 32), with: .gradient(Gradient(
                geometry: .linear(start: CGPoint(x: 60, y: 2), end: CGPoint(x: 60, y: 34)),
                stops: [.init(location: 0, color: styleKitAccent), .init(location: 1, color: styleKitAccentDark)], extend: .pad)))
            try canvas.endTransparencyLayer()
        }
        let label = try TextLayout("Continue", font: .bold(14), width: 112, alignment: .center)
        try canvas.withSavedState { canvas in
            try canvas.clip(to: CGRect(x: 4, y: 2, width: 112, height: 32))
            try canvas.draw(label, at: CGPoint(x: 4, y: 2 + (32 - label.size.height) / 2), color: .white)
        }
    }
    return image.pixel(x: 240, y: 80)
}
