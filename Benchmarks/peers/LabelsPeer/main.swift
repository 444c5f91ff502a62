import Foundation
import Glaze
import GlazeCoreGraphics

// The labels of the peer comparison (Benchmarks/peers/run): a chart's axis
// labels, 250 to an image of 480 × 350 points at 3x, in DejaVu Sans 10 pt,
// drawn COUNT times in one process, a new image each time, through Glaze's
// core or through UIKit's names, the last one written to OUT as a PNG.
// drivers.py draws the same labels with skia-python and Pillow.

let size = CGSize(width: 480, height: 350), scale: CGFloat = 3
let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/// Label `index`'s text and top-left corner: a count, a percentage or a date,
/// ten to a row, 25 rows.
func label(_ index: Int) -> (text: String, origin: CGPoint) {
    let text: String
    switch index % 3 {
    case 0: text = String(index * 40)
    case 1: text = "\(index / 4).\(index % 4 == 0 ? "00" : String(index % 4 * 25)) %"
    default: text = "\(months[index % 12]) \(index % 28 + 1)"
    }
    return (text, CGPoint(x: 20 + CGFloat(index % 10) * 45, y: 12 + CGFloat(index / 10) * 13.5))
}

let labels = (0..<250).map(label)

/// The labels through the core: a `TextLayout` each, drawn on an image surface.
func core(count: Int) throws -> Data {
    let font = Font(family: "DejaVu Sans", size: 10), gray = Color(white: 0.25)
    var last: ImageSurface?
    for _ in 0..<count {
        let surface = try ImageSurface(size: size, scale: scale)
        try surface.draw { canvas in
            for (text, origin) in labels { try canvas.draw(TextLayout(text, font: font), at: origin, color: gray) }
        }
        last = surface
    }
    return try last!.pngData()
}

/// The labels through UIKit's names: `NSString.draw(at:withAttributes:)` in a
/// `UIGraphicsImageRenderer`.
func uikit(count: Int) throws -> Data {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont(name: "DejaVu Sans", size: 10)!,
                                                     .foregroundColor: UIColor(white: 0.25, alpha: 1)]
    var last: UIImage?
    for _ in 0..<count {
        last = renderer.image { _ in
            for (text, origin) in labels { (text as NSString).draw(at: origin, withAttributes: attributes) }
        }
    }
    return last!.pngData()!
}

let arguments = CommandLine.arguments
let drawings: [String: (Int) throws -> Data] = ["core": { try core(count: $0) }, "uikit": { try uikit(count: $0) }]
guard arguments.count == 4, let draw = drawings[arguments[1]], let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: LabelsPeer core|uikit COUNT OUT.png\n".utf8))
    exit(64)
}
try draw(count).write(to: URL(fileURLWithPath: arguments[3]))
