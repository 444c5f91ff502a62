import Foundation
import GlazeCoreGraphics

/// Drawings of fxm90/GradientLoadingBar (MIT), ported from
/// Sources/GradientLoadingBar/Features (GradientActivityIndicatorView and its
/// view model; NotchGradientLoadingBarController's notch path and mask) as
/// its snapshot tests show them (Tests/GradientLoadingBarTests/SnapshotTests).
/// Auto Layout's result is written as frames. Test data only;
/// References/PROVENANCE.md says where each picture came from.
enum GradientLoadingBarInputs {
    /// UIColor.GradientLoadingBar.gradientColors.
    static let defaultColors = [
        (0.2980392157, 0.8509803922, 0.3921568627), (0.3529411765, 0.7843137255, 0.9803921569), (0, 0.4784313725, 1),
        (0.2039215686, 0.6666666667, 0.862745098), (0.3450980392, 0.337254902, 0.8392156863), (1, 0.1764705882, 0.3333333333),
    ].map { UIColor(red: $0.0, green: $0.1, blue: $0.2, alpha: 1) }

    /// The "Pink Flamingo" colours of the custom-colour tests.
    static let customColors = [
        (0.9490196078, 0.3215686275, 0.431372549), (0.9450980392, 0.4784313725, 0.5921568627), (0.9529411765, 0.737254902, 0.7843137255),
        (0.4274509804, 0.8666666667, 0.9490196078), (0.7568627451, 0.9411764706, 0.9568627451),
    ].map { UIColor(red: $0.0, green: $0.1, blue: $0.2, alpha: 1) }

    /// The activity indicator: a clipping view over a gradient layer three
    /// times its width, holding the colours, their reverse without its ends
    /// (so no colour repeats at a turn) and the colours again.
    static func activityIndicator(frame: CGRect, colors: [UIColor]) -> UIView {
        let view = UIView(frame: frame)
        let gradientLayer = CAGradientLayer()
        gradientLayer.anchorPoint = .zero
        gradientLayer.startPoint = .zero
        gradientLayer.endPoint = CGPoint(x: 1, y: 0)
        view.layer.addSublayer(gradientLayer)
        view.layer.masksToBounds = true
        var gradientFrame = view.bounds
        gradientFrame.size.width *= 3
        gradientLayer.frame = gradientFrame
        gradientLayer.colors = (colors + colors.reversed().dropFirst().dropLast() + colors).map(\.cgColor)
        return view
    }

    /// `gradientActivityIndicatorView_withDefaultGradientColors`, 375 × 4 points at 3x.
    static func defaultIndicator() -> UIImage {
        render(activityIndicator(frame: CGRect(x: 0, y: 0, width: 375, height: 4), colors: defaultColors))
    }

    /// `gradientActivityIndicatorView_withCustomGradientColors`, 375 × 4 points at 3x.
    static func customIndicator() -> UIImage {
        render(activityIndicator(frame: CGRect(x: 0, y: 0, width: 375, height: 4), colors: customColors))
    }

    /// `notchGradientLoadingBarController_withNotchDevice` for the iPhone 12,
    /// whose band ends at 34.25 points, between pixel rows at 3x.
    static func notchIPhone12() -> UIImage {
        notch(notchWidth: 209.75, largeRadius: 21, largeOffset: -1.75)
    }

    /// The same for the iPhone 13, whose band ends at 36 points, on a pixel row.
    static func notchIPhone13() -> UIImage {
        notch(notchWidth: 161.25, largeRadius: 22, largeOffset: -1)
    }

    /// The indicator along the top of a 375 × 100-point view, masked to a
    /// 3-point band that follows a notch of this layout (small circles of 6 points).
    private static func notch(notchWidth: CGFloat, largeRadius: CGFloat, largeOffset: CGFloat) -> UIImage {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let path = notchPath(screenWidth: 375, notchWidth: notchWidth, smallRadius: 6, largeRadius: largeRadius,
                             largeOffset: largeOffset, height: 3)
        let indicator = activityIndicator(frame: CGRect(x: 0, y: 0, width: 375, height: path.bounds.height), colors: defaultColors)
        let shapeLayer = CAShapeLayer()
        shapeLayer.path = path.cgPath
        shapeLayer.fillColor = UIColor.white.cgColor
        indicator.layer.mask = shapeLayer
        screen.addSubview(indicator)
        return render(screen)
    }

    /// The band along the screen's top edge and around the notch, as the
    /// library's `notchBezierPath(screenWidth:notchLayout:height:)` builds it.
    static func notchPath(screenWidth: CGFloat, notchWidth: CGFloat, smallRadius: CGFloat, largeRadius: CGFloat,
                          largeOffset: CGFloat, height: CGFloat) -> UIBezierPath {
        let (right, bottom, left, top): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, .pi / 2, .pi, .pi * 3 / 2)
        let middle = screenWidth / 2
        let leftSmall = CGPoint(x: middle - notchWidth / 2 - smallRadius, y: smallRadius)
        let leftLarge = CGPoint(x: middle - notchWidth / 2 + largeRadius, y: 2 * smallRadius + largeOffset)
        let rightSmall = CGPoint(x: middle + notchWidth / 2 + smallRadius, y: smallRadius)
        let rightLarge = CGPoint(x: middle + notchWidth / 2 - largeRadius, y: 2 * smallRadius + largeOffset)
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: leftSmall.x, y: 0))
        path.addArc(withCenter: leftSmall, radius: smallRadius, startAngle: top, endAngle: right, clockwise: true)
        path.addArc(withCenter: leftLarge, radius: largeRadius, startAngle: left, endAngle: bottom, clockwise: false)
        path.addLine(to: CGPoint(x: rightLarge.x, y: rightLarge.y + largeRadius))
        path.addArc(withCenter: rightLarge, radius: largeRadius, startAngle: bottom, endAngle: right, clockwise: false)
        path.addArc(withCenter: rightSmall, radius: smallRadius, startAngle: left, endAngle: top, clockwise: true)
        path.addLine(to: CGPoint(x: screenWidth, y: 0))
        path.addLine(to: CGPoint(x: screenWidth, y: height))
        path.addLine(to: CGPoint(x: height + rightSmall.x, y: height))
        path.addArc(withCenter: rightSmall, radius: smallRadius - height, startAngle: top, endAngle: left, clockwise: false)
        path.addArc(withCenter: rightLarge, radius: largeRadius + height, startAngle: right, endAngle: bottom, clockwise: true)
        path.addLine(to: CGPoint(x: height + leftLarge.x, y: height + leftLarge.y + largeRadius))
        path.addArc(withCenter: leftLarge, radius: largeRadius + height, startAngle: bottom, endAngle: left, clockwise: true)
        path.addArc(withCenter: leftSmall, radius: smallRadius - height, startAngle: right, endAngle: top, clockwise: false)
        path.addLine(to: CGPoint(x: 0, y: height))
        path.close()
        return path
    }

    /// `view` rendered at 3x as the image strategy renders it.
    private static func render(_ view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { view.layer.render(in: $0.cgContext) }
    }
}
