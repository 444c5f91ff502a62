#!/usr/bin/env python3
"""Writes a PaintCode-3-style StyleKit of about LINES lines to stdout, for timing
how long Swift takes to type-check generated drawing code against
GlazeCoreGraphics. Every method has what PaintCode emits: resizing to a target
frame, fastFloor geometry inside CGRect(x:y:width:height:), Bezier curves with
frame-relative control points, gradients, shadows and a text block measured
with boundingRect. Deterministic: the same LINES gives the same file.
Usage: generate_stylekit.py [LINES]   (default 5000)"""
import random
import sys

lines_wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
rng = random.Random(7)


def f():
    return f"{rng.random():.5f}"


def rect(name):
    x0, x1 = sorted([rng.random(), rng.random()])
    y0, y1 = sorted([rng.random(), rng.random()])
    return (f"CGRect(x: frame.minX + fastFloor(frame.width * {x0:.5f} + 0.5), "
            f"y: frame.minY + fastFloor(frame.height * {y0:.5f} + 0.5), "
            f"width: fastFloor(frame.width * {x1:.5f} + 0.5) - fastFloor(frame.width * {x0:.5f} + 0.5), "
            f"height: fastFloor(frame.height * {y1:.5f} + 0.5) - fastFloor(frame.height * {y0:.5f} + 0.5))")


def point():
    return f"CGPoint(x: frame.minX + {f()} * frame.width, y: frame.minY + {f()} * frame.height)"


def method(index):
    out = []
    out.append(f"    dynamic public class func drawSymbol{index}(frame targetFrame: CGRect = CGRect(x: 0, y: 0, width: 120, height: 80), "
               f"resizing: ResizingBehavior = .aspectFit, title: String = \"Item {index}\") {{")
    out.append("        //// General Declarations")
    out.append("        let context = UIGraphicsGetCurrentContext()!")
    out.append("")
    out.append("        //// Resize to Target Frame")
    out.append("        context.saveGState()")
    out.append("        let resizedFrame: CGRect = resizing.apply(rect: CGRect(x: 0, y: 0, width: 120, height: 80), target: targetFrame)")
    out.append("        context.translateBy(x: resizedFrame.minX, y: resizedFrame.minY)")
    out.append("        context.scaleBy(x: resizedFrame.width / 120, y: resizedFrame.height / 80)")
    out.append("        let resizedShadowScale: CGFloat = min(resizedFrame.width / 120, resizedFrame.height / 80)")
    out.append("        let frame = CGRect(x: 0, y: 0, width: 120, height: 80)")
    out.append("")
    out.append("        //// Color Declarations")
    out.append(f"        let fillColor{index} = UIColor(red: {f()}, green: {f()}, blue: {f()}, alpha: 1.000)")
    out.append(f"        let strokeColor{index} = UIColor(red: {f()}, green: {f()}, blue: {f()}, alpha: {f()})")
    out.append("")
    out.append("        //// Gradient Declarations")
    out.append(f"        let gradient{index} = CGGradient(colorsSpace: nil, colors: [fillColor{index}.cgColor, "
               f"fillColor{index}.blendedColor(withFraction: 0.5, of: UIColor.white).cgColor, strokeColor{index}.cgColor] as CFArray, "
               f"locations: [0, {f()}, 1])!")
    out.append("")
    out.append("        //// Shadow Declarations")
    out.append("        let shadow = NSShadow()")
    out.append("        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)")
    out.append(f"        shadow.shadowOffset = CGSize(width: {f()}, height: {1 + rng.random():.5f})")
    out.append(f"        shadow.shadowBlurRadius = {2 + rng.random() * 4:.5f}")
    out.append("")
    out.append("        //// Rectangle Drawing")
    out.append(f"        let rectanglePath = UIBezierPath(roundedRect: {rect('rectangle')}, cornerRadius: {2 + rng.random() * 8:.5f})")
    out.append("        context.saveGState()")
    out.append("        context.setShadow(offset: CGSize(width: shadow.shadowOffset.width * resizedShadowScale, height: shadow.shadowOffset.height * resizedShadowScale), blur: shadow.shadowBlurRadius * resizedShadowScale, color: (shadow.shadowColor as! UIColor).cgColor)")
    out.append("        context.beginTransparencyLayer(auxiliaryInfo: nil)")
    out.append("        rectanglePath.addClip()")
    out.append(f"        let rectangleBounds: CGRect = rectanglePath.cgPath.boundingBoxOfPath")
    out.append(f"        context.drawLinearGradient(gradient{index}, start: CGPoint(x: rectangleBounds.midX, y: rectangleBounds.minY), end: CGPoint(x: rectangleBounds.midX, y: rectangleBounds.maxY), options: [])")
    out.append("        context.endTransparencyLayer()")
    out.append("        context.restoreGState()")
    out.append("")
    out.append("        //// Bezier Drawing")
    out.append("        let bezierPath = UIBezierPath()")
    out.append(f"        bezierPath.move(to: {point()})")
    for _ in range(4):
        out.append(f"        bezierPath.addCurve(to: {point()}, controlPoint1: {point()}, controlPoint2: {point()})")
    out.append(f"        bezierPath.addLine(to: {point()})")
    out.append("        bezierPath.close()")
    out.append(f"        strokeColor{index}.setStroke()")
    out.append(f"        bezierPath.lineWidth = {1 + rng.random() * 2:.5f}")
    out.append("        bezierPath.lineCapStyle = .round")
    out.append("        bezierPath.stroke()")
    out.append("")
    out.append("        //// Oval Drawing")
    out.append(f"        let ovalPath = UIBezierPath(ovalIn: {rect('oval')})")
    out.append(f"        fillColor{index}.setFill()")
    out.append("        ovalPath.fill()")
    out.append("")
    out.append("        //// Text Drawing")
    out.append(f"        let textRect = {rect('text')}")
    out.append("        let textStyle = NSMutableParagraphStyle()")
    out.append("        textStyle.alignment = .center")
    out.append("        let textFontAttributes = [")
    out.append(f"            .font: UIFont.systemFont(ofSize: {10 + rng.randint(0, 8)}),")
    out.append("            .foregroundColor: UIColor.black,")
    out.append("            .paragraphStyle: textStyle,")
    out.append("        ] as [NSAttributedString.Key: Any]")
    out.append("")
    out.append("        let textTextHeight: CGFloat = title.boundingRect(with: CGSize(width: textRect.width, height: CGFloat.infinity), options: .usesLineFragmentOrigin, attributes: textFontAttributes, context: nil).height")
    out.append("        context.saveGState()")
    out.append("        context.clip(to: textRect)")
    out.append("        title.draw(in: CGRect(x: textRect.minX, y: textRect.minY + (textRect.height - textTextHeight) / 2, width: textRect.width, height: textTextHeight), withAttributes: textFontAttributes)")
    out.append("        context.restoreGState()")
    out.append("")
    out.append("        context.restoreGState()")
    out.append("    }")
    out.append("")
    return out


header = """//
//  GeneratedStyleKit.swift
//  Written by Benchmarks/TypeCheck/generate_stylekit.py in PaintCode 3's style.
//

import GlazeCoreGraphics

public class GeneratedStyleKit : NSObject {
"""
footer = """    public enum ResizingBehavior: Int {
        case aspectFit, aspectFill, stretch, center

        public func apply(rect: CGRect, target: CGRect) -> CGRect {
            if rect == target || target == CGRect.zero {
                return rect
            }
            var scales = CGSize.zero
            scales.width = abs(target.width / rect.width)
            scales.height = abs(target.height / rect.height)
            switch self {
                case .aspectFit:
                    scales.width = min(scales.width, scales.height)
                    scales.height = scales.width
                case .aspectFill:
                    scales.width = max(scales.width, scales.height)
                    scales.height = scales.width
                case .stretch:
                    break
                case .center:
                    scales.width = 1
                    scales.height = 1
            }
            var result = rect.standardized
            result.size.width *= scales.width
            result.size.height *= scales.height
            result.origin.x = target.minX + (target.width - result.width) / 2
            result.origin.y = target.minY + (target.height - result.height) / 2
            return result
        }
    }
}

extension UIColor {
    func blendedColor(withFraction fraction: CGFloat, of color: UIColor) -> UIColor {
        var r1: CGFloat = 1, g1: CGFloat = 1, b1: CGFloat = 1, a1: CGFloat = 1
        var r2: CGFloat = 1, g2: CGFloat = 1, b2: CGFloat = 1, a2: CGFloat = 1

        self.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        color.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)

        return UIColor(red: r1 * (1 - fraction) + r2 * fraction,
            green: g1 * (1 - fraction) + g2 * fraction,
            blue: b1 * (1 - fraction) + b2 * fraction,
            alpha: a1 * (1 - fraction) + a2 * fraction);
    }
}

private func fastFloor(_ x: CGFloat) -> CGFloat { return floor(x) }
"""

body = []
index = 0
while len(body) + header.count("\n") + footer.count("\n") < lines_wanted:
    body += method(index)
    index += 1
sys.stdout.write(header + "\n".join(body) + "\n" + footer)
