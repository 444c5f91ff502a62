import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("UINavigationBar: the classic layout")
struct UINavigationBarTests {
    private func bar(_ titles: [String], width: CGFloat = 320) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        bar.setItems(titles.map { UINavigationItem(title: $0) }, animated: false)
        bar.layoutIfNeeded()
        return bar
    }

    /// The view showing the title text: the label among the bar's subviews.
    private func titleFrame(_ bar: UINavigationBar) -> CGRect? {
        bar.subviews.compactMap { $0 as? UILabel }.first?.frame
    }

    @Test("44 points high; the title centred on the bar, at its measured size")
    func centredTitle() throws {
        let bar = bar(["Photos"])
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
        let title = try #require(titleFrame(bar))
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Photos", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(title.size == label.sizeThatFits(.zero))
        #expect(abs(title.midX - 160) < 0.01)
        #expect(title.minY == (22 - title.height / 2).rounded())
    }

    @Test("a back button on the left titled by the item below; tapping it pops the top item")
    func backButton() throws {
        let bar = bar(["Albums", "Photos"])
        #expect(bar.backItem?.title == "Albums")
        let back = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden && $0.superview === bar })
        #expect(back.currentTitle == "Albums")
        #expect(back.frame.minX == 5)
        let window = UIWindow(frame: bar.frame)
        window.addSubview(bar)
        window.makeKeyAndVisible()
        let touch = window.beginTouch(at: CGPoint(x: back.frame.midX, y: back.frame.midY), timestamp: 0)
        window.endTouch(touch, timestamp: 0.1)
        #expect(bar.items?.count == 1)
        #expect(bar.topItem?.title == "Albums")
    }

    @Test("a custom left view replaces the back button; a long title keeps 6 points clear of it")
    func customLeftItem() throws {
        let bar = bar(["Albums", "A very long title that cannot be centred"], width: 320)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        bar.topItem?.leftBarButtonItem = UIBarButtonItem(customView: custom)
        bar.layoutIfNeeded()
        #expect(custom.frame == CGRect(x: 5, y: 7, width: 120, height: 30))
        let title = try #require(titleFrame(bar))
        #expect(title.minX == 131)
        #expect(title.maxX <= 320)
        #expect(!bar.subviews.contains { ($0 as? UIButton)?.currentTitle == "Albums" })
    }

    @Test("right items from the right edge; a title view in place of the title")
    func rightItemsAndTitleView() {
        let item = UINavigationItem(title: "Ignored")
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        item.titleView = titleView
        let edit = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        item.rightBarButtonItem = UIBarButtonItem(customView: edit)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.pushItem(item, animated: false)
        bar.layoutIfNeeded()
        #expect(edit.frame == CGRect(x: 265, y: 7, width: 50, height: 30))
        #expect(titleView.frame == CGRect(x: 110, y: 12, width: 100, height: 20))
        #expect(bar.popItem(animated: false) == nil)
    }

    @Test("the background image for .default is drawn across the bar, else the bar tint")
    func background() throws {
        let bar = bar([])
        bar.barTintColor = .red
        var pixels = try #require(bar.renderedImage(scale: 1).cgImage?.glazeImage)
        let red = pixels.pixel(x: 10, y: 10)
        #expect(red.red == 255 && red.green == 0 && red.blue == 0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        bar.setBackgroundImage(image, for: .default)
        #expect(bar.backgroundImage(for: .default) === image)
        pixels = try #require(bar.renderedImage(scale: 1).cgImage?.glazeImage)
        let blue = pixels.pixel(x: 300, y: 40)
        #expect(blue.red == 0 && blue.green == 0 && blue.blue == 255)
    }
}
