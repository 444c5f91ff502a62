//: # A playground page, as a script
//:
//: Top-level drawing code in the style of a `UIGraphicsImageRenderer`
//: playground page. ported: `import UIKit` became `import GlazeCoreGraphics`,
//: `import PlaygroundSupport` went, and the page's last line, which showed the
//: image in the results sidebar, writes it to the path given as the argument.

import GlazeCoreGraphics

let size = CGSize(width: 240, height: 160)
let renderer = UIGraphicsImageRenderer(size: size)

let image = renderer.image { context in
    let cg = context.cgContext

    // Sky
    let sky = CGGradient(colorsSpace: nil, colors: [#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).cgColor, #colorLiteral(red: 0.85, green: 0.93, blue: 1, alpha: 1).cgColor] as CFArray, locations: [0, 1])!
    cg.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])

    // Sun
    UIColor.systemYellow.setFill()
    let sun = UIBezierPath(arcCenter: CGPoint(x: 190, y: 40), radius: 22, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    sun.fill()

    // Hills
    let hills = UIBezierPath()
    hills.move(to: CGPoint(x: 0, y: 120))
    hills.addQuadCurve(to: CGPoint(x: 120, y: 110), controlPoint: CGPoint(x: 60, y: 70))
    hills.addQuadCurve(to: CGPoint(x: 240, y: 115), controlPoint: CGPoint(x: 180, y: 80))
    hills.addLine(to: CGPoint(x: 240, y: 160))
    hills.addLine(to: CGPoint(x: 0, y: 160))
    hills.close()
    UIColor.systemGreen.setFill()
    hills.fill()

    // Outline
    UIColor(white: 0, alpha: 0.25).setStroke()
    hills.lineWidth = 2
    hills.stroke()
}

if CommandLine.arguments.count > 1 {
    try image.pngData()!.write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
}
