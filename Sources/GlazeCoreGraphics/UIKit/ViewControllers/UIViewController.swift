import Foundation

/// The object that owns a view tree and hears when it is loaded, laid out,
/// shown and hidden, as UIKit's view controllers do.
///
/// ```swift
/// final class InboxViewController: UIViewController {
///     let list = UITableView()
///     override func loadView() {
///         view = list
///     }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Inbox"
///     }
/// }
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// window.rootViewController = InboxViewController()   // loadView(), viewDidLoad()
/// window.makeKeyAndVisible()                           // viewWillAppear(_:), viewDidAppear(_:)
/// ```
///
/// The ``view`` is made on first access: ``loadView()``, then
/// ``viewDidLoad()``. The appearance calls follow the view: when it joins a
/// visible window (as a window's ``UIWindow/rootViewController``, or as a
/// child's view added to a view already on screen), or its window is shown,
/// ``viewWillAppear(_:)`` comes before and ``viewDidAppear(_:)`` after;
/// leaving the window or hiding it calls ``viewWillDisappear(_:)`` and
/// ``viewDidDisappear(_:)``. Each is called once per change, parents before
/// children, with `animated` false: nothing animates a transition here.
/// There are no nibs, storyboards, navigation or presentation.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// Where the controller stands in its appearance cycle.
    var appearance = Appearance.disappeared
    /// The controller's children, in the order they were added.
    open internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open internal(set) weak var parent: UIViewController?
    private var ownNavigationItem: UINavigationItem?

    /// The name of the nib the view would be loaded from: there are no nibs,
    /// so it is kept for code that reads it, and never loaded.
    public let nibName: String?
    /// The bundle the nib would be loaded from; kept, never read.
    public let nibBundle: Bundle?

    /// A controller whose view ``loadView()`` makes. A nib name is kept,
    /// never loaded: there are no nibs on Linux.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive: there are no storyboards on Linux, so
    /// this makes one with no nib, for subclasses that call it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // MARK: The view

    /// The root of the controller's view tree, made by ``loadView()`` (then
    /// ``viewDidLoad()`` is called) the first time it is read.
    ///
    /// Reading it from inside `loadView()` before setting it makes a plain
    /// view there and then, where UIKit would call `loadView()` again without
    /// end; a `loadView()` that sets no view gets a plain view too.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            if isLoadingView {
                setView(UIView(frame: UIScreen.main.bounds))
                return loadedView
            }
            loadViewIfNeeded()
            return loadedView
        }
        set { setView(newValue) }
    }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it has not been: ``loadView()``, then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { setView(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    /// Makes the view: by default a plain view the size of the main screen.
    /// Override it to build the tree and set ``view``, without calling `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded. By default does nothing.
    open func viewDidLoad() {}

    private func setView(_ newView: UIView?) {
        guard newView !== loadedView else { return }
        if loadedView?.viewController === self { loadedView?.viewController = nil }
        loadedView = newView
        newView?.viewController = self
    }

    // MARK: Appearance and layout

    /// Called before the view joins a visible window, or its window is shown.
    /// By default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is in a visible window. By default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves its visible window, or the window is
    /// hidden. By default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view is out of sight. By default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews. By default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews. By default does nothing.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    /// Called before the controller is added to `parent`, or removed (`nil`).
    /// By default does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to `parent`, or removed (`nil`).
    /// By default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Title and navigation item

    /// The title; setting it sets the ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The item a navigation bar shows for the controller, made on first use
    /// with the controller's ``title``.
    open var navigationItem: UINavigationItem {
        if let ownNavigationItem { return ownNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        ownNavigationItem = item
        return item
    }

    // MARK: Responder chain

    /// The superview of the controller's view: touches the view does not
    /// handle go on from there.
    open override var next: UIResponder? { loadedView?.superview }
}

extension UIViewController {
    /// Where a controller stands between its appearance calls.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }
}
