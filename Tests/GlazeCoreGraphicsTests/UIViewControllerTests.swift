import Foundation
import GlazeCoreGraphics
import Testing

/// A controller that records its calls.
private final class LoggingController: UIViewController {
    var name = "vc"
    var entries: [String] = []
    var log: ((String) -> Void)?
    private func add(_ entry: String) {
        entries.append(entry)
        log?("\(name).\(entry)")
    }
    override func loadView() {
        add("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() { add("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { add("viewWillAppear(window: \(viewIfLoaded?.window == nil ? "nil" : "window"))") }
    override func viewDidAppear(_ animated: Bool) { add("viewDidAppear(window: \(viewIfLoaded?.window == nil ? "nil" : "window"))") }
    override func viewWillDisappear(_ animated: Bool) { add("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { add("viewDidDisappear") }
    override func viewWillLayoutSubviews() { add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { add("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { add("willMove(toParent: \(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { add("didMove(toParent: \(parent == nil ? "nil" : "parent"))") }
}

@Suite("UIViewController: loading, appearance and children")
struct UIViewControllerTests {
    @Test("the view loads on first access: loadView, then viewDidLoad, once")
    func lazyView() {
        let controller = LoggingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.entries.isEmpty)
        let view = controller.view
        #expect(controller.view === view)
        #expect(controller.entries == ["loadView", "viewDidLoad"])
        #expect(view?.next === controller)
    }

    @Test("the default loadView makes a plain view the size of the main screen")
    func defaultView() {
        let controller = UIViewController()
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    @Test("a root view controller: loaded when set, appearing when the window is shown, laid out in between")
    func rootViewControllerOrder() {
        let controller = LoggingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        #expect(controller.entries == ["loadView", "viewDidLoad"])
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        window.makeKeyAndVisible()
        #expect(controller.entries == ["loadView", "viewDidLoad", "viewWillAppear(window: window)", "viewWillLayoutSubviews",
                                       "viewDidLayoutSubviews", "viewDidAppear(window: window)"])
        window.isHidden = true
        #expect(controller.entries.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("set on a visible window, the controller appears at once: viewWillAppear before its view joins the window")
    func rootOnVisibleWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let first = LoggingController(), second = LoggingController()
        window.rootViewController = first
        #expect(first.entries == ["loadView", "viewDidLoad", "viewWillAppear(window: nil)", "viewWillLayoutSubviews",
                                  "viewDidLayoutSubviews", "viewDidAppear(window: window)"])
        window.rootViewController = second
        #expect(first.entries.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.superview == nil)
        #expect(second.entries.last == "viewDidAppear(window: window)")
        #expect(window.subviews.count == 1)
    }

    @Test("children: addChild calls willMove(toParent:), the caller calls didMove; their views appear after the parent's")
    func children() {
        var journal: [String] = []
        let parent = LoggingController(), child = LoggingController()
        parent.name = "parent"
        child.name = "child"
        parent.log = { journal.append($0) }
        child.log = { journal.append($0) }
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = parent
        journal.removeAll()
        window.makeKeyAndVisible()
        #expect(journal.filter { $0.contains("Appear") } == ["parent.viewWillAppear(window: window)", "child.viewWillAppear(window: window)",
                                                              "parent.viewDidAppear(window: window)", "child.viewDidAppear(window: window)"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.entries.suffix(4) == ["willMove(toParent: nil)", "viewWillDisappear", "viewDidDisappear", "didMove(toParent: nil)"])
    }

    @Test("a view controller's view added to itself, or a controller to itself, changes nothing")
    func selfReference() {
        let controller = LoggingController()
        controller.view.addSubview(controller.view)
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.view.superview == nil)
        controller.addChild(controller)
        #expect(controller.children.isEmpty)
        let child = UIViewController()
        controller.addChild(child)
        child.addChild(controller)
        #expect(child.children.isEmpty)
        #expect(controller.parent == nil)
        // A window whose root controller's view is the window itself.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let windowController = UIViewController()
        windowController.view = window
        window.rootViewController = windowController
        #expect(window.subviews.isEmpty)
    }

    @Test("reading the view inside loadView before setting it gives a plain view, not endless loading")
    func readingViewWhileLoading() {
        final class Eager: UIViewController {
            var loads = 0
            override func loadView() {
                loads += 1
                view.backgroundColor = .red
            }
        }
        let controller = Eager()
        #expect(controller.view.backgroundColor == .red)
        #expect(controller.loads == 1)
    }

    @Test("the title names the navigation item")
    func title() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Sent"
        #expect(controller.navigationItem.title == "Sent")
    }
}
