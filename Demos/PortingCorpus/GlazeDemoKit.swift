//
//  GlazeDemoKit.swift
//  Glaze porting corpus
//
//  In the style PaintCode 3 generates: a StyleKit class with cached colours,
//  drawing methods that take a target frame and a resizing behaviour, images
//  cached in static variables, and text blocks measured with boundingRect.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

// ported: `@objc` removed from every member and from ResizingBehavior
// (`@objc(GlazeDemoKitResizingBehavior)`): Linux has no Objective-C runtime.
// The file builds in Swift 5 mode, as PaintCode's `static var` caches need.

public class GlazeDemoKit : NSObject {

    //// Cache

    private struct Cache {
        static let accent: UIColor = UIColor(red: 0.000, green: 0.478, blue: 1.000, alpha: 1.000)
        static let accentDark: UIColor = UIColor(red: 0.000, green: 0.302, blue: 0.800, alpha: 1.000)
        static let cardFill: UIColor = UIColor(red: 1.000, green: 1.000, blue: 1.000, alpha: 1.000)
        static let cardStroke: UIColor = UIColor(red: 0.780, green: 0.780, blue: 0.800, alpha: 1.000)
        static let caption: UIColor = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.600)
        static let buttonGradient: CGGradient = CGGradient(colorsSpace: nil, colors: [GlazeDemoKit.accent.cgColor, GlazeDemoKit.accentDark.cgColor] as CFArray, locations: [0, 1])!
        static let dropShadow: NSShadow = NSShadow(color: UIColor.black.withAlphaComponent(0.35), offset: CGSize(width: 0, height: 2), blurRadius: 4)
        static var imageOfButton: UIImage?
        // ported: `static var buttonTargets: [AnyObject]?` removed, with the
        // `buttonTargets` outlet below: its setter calls `setImage:` through an
        // Objective-C selector.
    }

    //// Colors

    dynamic public class var accent: UIColor { return Cache.accent }
    dynamic public class var accentDark: UIColor { return Cache.accentDark }
    dynamic public class var cardFill: UIColor { return Cache.cardFill }
    dynamic public class var cardStroke: UIColor { return Cache.cardStroke }
    dynamic public class var caption: UIColor { return Cache.caption }

    //// Gradients

    dynamic public class var buttonGradient: CGGradient { return Cache.buttonGradient }

    //// Shadows

    dynamic public class var dropShadow: NSShadow { return Cache.dropShadow }

    //// Drawing Methods

    dynamic public class func drawButton(frame targetFrame: CGRect = CGRect(x: 0, y: 0, width: 120, height: 40), resizing: ResizingBehavior = .aspectFit, title: String = "Continue") {
        //// General Declarations
        let context = UIGraphicsGetCurrentContext()!

        //// Resize to Target Frame
        context.saveGState()
        let resizedFrame: CGRect = resizing.apply(rect: CGRect(x: 0, y: 0, width: 120, height: 40), target: targetFrame)
        context.translateBy(x: resizedFrame.minX, y: resizedFrame.minY)
        context.scaleBy(x: resizedFrame.width / 120, y: resizedFrame.height / 40)
        let resizedShadowScale: CGFloat = min(resizedFrame.width / 120, resizedFrame.height / 40)

        //// Rectangle Drawing
        let rectanglePath = UIBezierPath(roundedRect: CGRect(x: 4, y: 2, width: 112, height: 32), cornerRadius: 8)
        context.saveGState()
        context.setShadow(offset: CGSize(width: GlazeDemoKit.dropShadow.shadowOffset.width * resizedShadowScale, height: GlazeDemoKit.dropShadow.shadowOffset.height * resizedShadowScale), blur: GlazeDemoKit.dropShadow.shadowBlurRadius * resizedShadowScale, color: (GlazeDemoKit.dropShadow.shadowColor as! UIColor).cgColor)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        rectanglePath.addClip()
        context.drawLinearGradient(GlazeDemoKit.buttonGradient, start: CGPoint(x: 60, y: 2), end: CGPoint(x: 60, y: 34), options: [])
        context.endTransparencyLayer()
        context.restoreGState()


        //// Text Drawing
        let textRect = CGRect(x: 4, y: 2, width: 112, height: 32)
        let textStyle = NSMutableParagraphStyle()
        textStyle.alignment = .center
        let textFontAttributes = [
            .font: UIFont.boldSystemFont(ofSize: 14),
            .foregroundColor: UIColor.white,
            .paragraphStyle: textStyle,
        ] as [NSAttributedString.Key: Any]

        let textTextHeight: CGFloat = title.boundingRect(with: CGSize(width: textRect.width, height: CGFloat.infinity), options: .usesLineFragmentOrigin, attributes: textFontAttributes, context: nil).height
        context.saveGState()
        context.clip(to: textRect)
        title.draw(in: CGRect(x: textRect.minX, y: textRect.minY + (textRect.height - textTextHeight) / 2, width: textRect.width, height: textTextHeight), withAttributes: textFontAttributes)
        context.restoreGState()

        context.restoreGState()

    }

    dynamic public class func drawCard(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 120), heading: String = "Weekly summary", body: String = "Seven drawings rendered, none of them twice.") {
        //// General Declarations
        let context = UIGraphicsGetCurrentContext()!

        //// Card Drawing
        let cardPath = UIBezierPath(roundedRect: CGRect(x: frame.minX + fastFloor(frame.width * 0.02000 + 0.5), y: frame.minY + fastFloor(frame.height * 0.03333 + 0.5), width: fastFloor(frame.width * 0.98000 + 0.5) - fastFloor(frame.width * 0.02000 + 0.5), height: fastFloor(frame.height * 0.95000 + 0.5) - fastFloor(frame.height * 0.03333 + 0.5)), cornerRadius: 10)
        GlazeDemoKit.cardFill.setFill()
        cardPath.fill()
        GlazeDemoKit.cardStroke.setStroke()
        cardPath.lineWidth = 1
        cardPath.stroke()


        //// Accent Drawing
        let accentPath = UIBezierPath(rect: CGRect(x: frame.minX + fastFloor(frame.width * 0.02000 + 0.5), y: frame.minY + fastFloor(frame.height * 0.23333 + 0.5), width: fastFloor(frame.width * 0.04000 + 0.5) - fastFloor(frame.width * 0.02000 + 0.5), height: fastFloor(frame.height * 0.55000 + 0.5) - fastFloor(frame.height * 0.23333 + 0.5)))
        GlazeDemoKit.accent.setFill()
        accentPath.fill()


        //// Heading Drawing
        let headingRect = CGRect(x: frame.minX + fastFloor(frame.width * 0.08000 + 0.5), y: frame.minY + fastFloor(frame.height * 0.16667 + 0.5), width: fastFloor(frame.width * 0.94000 + 0.5) - fastFloor(frame.width * 0.08000 + 0.5), height: fastFloor(frame.height * 0.36667 + 0.5) - fastFloor(frame.height * 0.16667 + 0.5))
        let headingStyle = NSMutableParagraphStyle()
        headingStyle.alignment = .left
        let headingFontAttributes = [
            .font: UIFont.boldSystemFont(ofSize: 15),
            .foregroundColor: UIColor.black,
            .paragraphStyle: headingStyle,
        ] as [NSAttributedString.Key: Any]

        let headingTextHeight: CGFloat = heading.boundingRect(with: CGSize(width: headingRect.width, height: CGFloat.infinity), options: .usesLineFragmentOrigin, attributes: headingFontAttributes, context: nil).height
        context.saveGState()
        context.clip(to: headingRect)
        heading.draw(in: CGRect(x: headingRect.minX, y: headingRect.minY + (headingRect.height - headingTextHeight) / 2, width: headingRect.width, height: headingTextHeight), withAttributes: headingFontAttributes)
        context.restoreGState()


        //// Body Drawing
        let bodyRect = CGRect(x: frame.minX + fastFloor(frame.width * 0.08000 + 0.5), y: frame.minY + fastFloor(frame.height * 0.40000 + 0.5), width: fastFloor(frame.width * 0.94000 + 0.5) - fastFloor(frame.width * 0.08000 + 0.5), height: fastFloor(frame.height * 0.90000 + 0.5) - fastFloor(frame.height * 0.40000 + 0.5))
        let bodyStyle = NSMutableParagraphStyle()
        bodyStyle.alignment = .left
        bodyStyle.lineBreakMode = .byWordWrapping
        let bodyFontAttributes = [
            .font: UIFont.systemFont(ofSize: 12),
            .foregroundColor: GlazeDemoKit.caption,
            .paragraphStyle: bodyStyle,
        ] as [NSAttributedString.Key: Any]

        let bodyTextHeight: CGFloat = body.boundingRect(with: CGSize(width: bodyRect.width, height: CGFloat.infinity), options: .usesLineFragmentOrigin, attributes: bodyFontAttributes, context: nil).height
        context.saveGState()
        context.clip(to: bodyRect)
        body.draw(in: CGRect(x: bodyRect.minX, y: bodyRect.minY, width: bodyRect.width, height: bodyTextHeight), withAttributes: bodyFontAttributes)
        context.restoreGState()
    }

    dynamic public class func drawProgressRing(frame: CGRect = CGRect(x: 0, y: 0, width: 64, height: 64), progress: CGFloat = 0.7) {
        //// General Declarations
        let context = UIGraphicsGetCurrentContext()!

        //// Variable Declarations
        let angle: CGFloat = -progress * 360

        //// Track Drawing
        let trackPath = UIBezierPath(ovalIn: CGRect(x: frame.minX + 6, y: frame.minY + 6, width: frame.width - 12, height: frame.height - 12))
        UIColor.systemGray5.setStroke()
        trackPath.lineWidth = 8
        trackPath.stroke()


        //// Arc Drawing
        context.saveGState()
        context.translateBy(x: frame.midX, y: frame.midY)
        context.rotate(by: -90 * CGFloat.pi/180)

        let arcRect = CGRect(x: -(frame.width - 12) / 2, y: -(frame.height - 12) / 2, width: frame.width - 12, height: frame.height - 12)
        let arcPath = UIBezierPath()
        arcPath.addArc(withCenter: CGPoint(x: arcRect.midX, y: arcRect.midY), radius: arcRect.width / 2, startAngle: 0 * CGFloat.pi/180, endAngle: -angle * CGFloat.pi/180, clockwise: true)

        GlazeDemoKit.accent.setStroke()
        arcPath.lineWidth = 8
        arcPath.lineCapStyle = .round
        arcPath.stroke()

        context.restoreGState()
    }

    //// Generated Images

    dynamic public class var imageOfButton: UIImage {
        if Cache.imageOfButton != nil {
            return Cache.imageOfButton!
        }

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 120, height: 40), false, 0)
            GlazeDemoKit.drawButton()

        Cache.imageOfButton = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()

        return Cache.imageOfButton!
    }

    dynamic public class func imageOfProgressRing(progress: CGFloat = 0.7) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 64, height: 64), false, 0)
            GlazeDemoKit.drawProgressRing(progress: progress)

        let imageOfProgressRing = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()

        return imageOfProgressRing
    }

    //// Customization Infrastructure

    // ported: `@IBOutlet dynamic var buttonTargets: [AnyObject]!`, whose setter
    // sends `setImage:` to each target through an Objective-C selector, removed.



    public enum ResizingBehavior: Int {
        case aspectFit /// The content is proportionally resized to fit into the target rectangle.
        case aspectFill /// The content is proportionally resized to completely fill the target rectangle.
        case stretch /// The content is stretched to match the entire target rectangle.
        case center /// The content is centered in the target rectangle, but it is NOT resized.

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



extension NSShadow {
    convenience init(color: AnyObject!, offset: CGSize, blurRadius: CGFloat) {
        self.init()
        self.shadowColor = color
        self.shadowOffset = offset
        self.shadowBlurRadius = blurRadius
    }
}



private func fastFloor(_ x: CGFloat) -> CGFloat { return floor(x) }
