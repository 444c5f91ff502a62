import Foundation
import GlazeCoreGraphics

/// Article 04's test code: a view controller whose `loadView` builds a white
/// view with three shiny buttons, each made by `shinyButton(withWidth:height:color:)`.
open class ShinyButtonsViewController: UIViewController {
    /// Creates a button (in the upper-left corner of the client area) with
    /// glossy backgrounds for the normal and highlighted states and the
    /// article's title, adds it to the view and returns it.
    @discardableResult
    public func shinyButton(withWidth width: CGFloat, height: CGFloat, color: UIColor) -> UIButton {
        // Create button (in UL corner of client area)
        let button = UIButton(type: .roundedRect)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)

        // Configure background image(s)
        button.setBackgroundToGlossyRect(ofColor: color, withBorder: true, for: .normal)
        button.setBackgroundToGlossyRect(ofColor: .gray, withBorder: true, for: .highlighted)

        // Configure title(s)
        button.setTitle("Start   Reset", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.setTitleShadowColor(UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1), for: .normal)
        // `setTitleShadowOffset:` and `setFont:` were deprecated for the title label's own.
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: -1)
        button.titleLabel?.font = .boldSystemFont(ofSize: 28)

        // Add to TL view, and return
        view.addSubview(button)
        return button
    }

    /// The white view and the sample's red, green and blue buttons.
    open override func loadView() {
        // TL view
        view = UIView(frame: .zero)
        view.backgroundColor = .white

        // Create buttons
        shinyButton(withWidth: 310, height: 54, color: UIColor(red: 0.65, green: 0.05, blue: 0.05, alpha: 1)).center = CGPoint(x: 160, y: 54)
        shinyButton(withWidth: 310, height: 54, color: UIColor(red: 0.05, green: 0.65, blue: 0.05, alpha: 1)).center = CGPoint(x: 160, y: 162)
        shinyButton(withWidth: 310, height: 54, color: UIColor(red: 0.05, green: 0.05, blue: 0.65, alpha: 1)).center = CGPoint(x: 160, y: 270)
    }
}
