import Foundation
import GlazeCoreGraphics

/// Article 02's menu row: a dark noise pattern, an inner shadow over it, and
/// a button per entry of `buttonData` showing its image filled white.
extension SideSwipeTableViewController {
    /// Builds `sideSwipeView`'s background, shadow and buttons.
    func setupSideSwipeView() {
        // Add the background pattern
        // ported: the article's "dotted-pattern.png", drawn here (see `SideSwipeArt`).
        sideSwipeView.backgroundColor = UIColor(patternImage: SideSwipeArt.pattern(height: sideSwipeView.bounds.height))

        // Overlay a shadow image that adds a subtle darker drop shadow around the edges
        let shadow = SideSwipeArt.innerShadow(height: sideSwipeView.bounds.height).stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
        let shadowImageView = UIImageView(frame: sideSwipeView.frame)
        shadowImageView.alpha = 0.6
        shadowImageView.image = shadow
        shadowImageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sideSwipeView.addSubview(shadowImageView)

        // Iterate through the button data and create a button for each entry
        for buttonInfo in buttonData {
            // Create the button
            let button = UIButton(type: .custom)

            // Make sure the button ends up in the right place when the cell is resized
            button.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin]

            // Add the image as the button's image, filled white through its alpha
            let whiteImage = imageFilled(with: UIColor(white: 1, alpha: 0.9), using: buttonInfo.image)
            button.setImage(whiteImage, for: .normal)
            button.accessibilityLabel = buttonInfo.title

            // Keep track of the buttons
            buttons.append(button)

            // Add the button to the side swipe view
            sideSwipeView.addSubview(button)
        }
        layoutSideSwipeButtons()
    }

    /// Places the buttons in a row centred in `sideSwipeView`, 25 points
    /// apart and at least 10 from each end.
    // ported: the sample starts its row at a fixed left margin on a 320-point
    // screen; the recipe centres it at any width, so the row is laid out
    // again whenever the table's width changes (see `viewDidLayoutSubviews`).
    func layoutSideSwipeButtons() {
        let imagesWidth = buttonData.reduce(0) { $0 + $1.image.size.width }
        let gaps = CGFloat(max(buttons.count - 1, 0))
        let room = sideSwipeView.bounds.width - 2 * Self.buttonMargin
        let spacing = imagesWidth + gaps * Self.buttonSpacing <= room || gaps == 0
            ? Self.buttonSpacing : max(0, (room - imagesWidth) / gaps)
        var leftEdge = sideSwipeView.bounds.midX - (imagesWidth + gaps * spacing) / 2
        for (button, buttonInfo) in zip(buttons, buttonData) {
            // Set the button's frame
            // ported: on whole points, as the recipe places its icons.
            let size = buttonInfo.image.size
            button.frame = CGRect(x: leftEdge.rounded(), y: (sideSwipeView.bounds.midY - size.height / 2).rounded(),
                                  width: size.width, height: size.height)

            // Move the left edge in preparation for the next button
            leftEdge += size.width + spacing
        }
    }

    /// `startImage`'s alpha filled with `color`, at its own pixel size and scale.
    public func imageFilled(with color: UIColor, using startImage: UIImage) -> UIImage {
        guard let cgImage = startImage.cgImage else { return startImage }
        // Create the proper sized rect
        let imageRect = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)

        // Create a new bitmap context
        guard let context = CGContext(data: nil, width: Int(imageRect.size.width), height: Int(imageRect.size.height),
                                      bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return startImage }

        // Use the passed in image as a clipping mask
        context.clip(to: imageRect, mask: cgImage)
        // Set the fill color
        context.setFillColor(color.cgColor)
        // Fill with color
        context.fill(imageRect)

        // Generate a new image
        guard let newCGImage = context.makeImage() else { return startImage }
        return UIImage(cgImage: newCGImage, scale: startImage.scale, orientation: startImage.imageOrientation)
    }
}
