import Foundation
import GlazeCoreGraphics

/// Article 02's side-swipe table: a view controller that is its table's data
/// source and delegate, with a menu row (`sideSwipeView`) that a swipe on a
/// cell brings in and that goes away with a little bounce.
///
/// The animations are the article's begin/commit blocks, so they run on the
/// clock Core Animation reads: set ``CAMediaClock/now`` and render the
/// window to see them at that moment. The three bounce steps are chained
/// from the completion of the one before, which runs at the first display
/// pass (a render) at or after its end, as the stop selector ran at the
/// first frame after it on a device; render at the steps' ends (0.2, 0.3 s
/// after the bounce begins) to chain them without a gap.
open class SideSwipeTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The swipe direction, as `UISwipeGestureRecognizerDirection` names it.
    // ported: gesture recognizers are absent from GlazeCoreGraphics; the
    // port takes the direction of a swipe its caller detected.
    public enum SwipeDirection: Sendable { case right, left }

    /// How far the cell content overshoots home in the bounce.
    public static let bouncePixels: CGFloat = 5
    /// The gap between the menu's buttons.
    public static let buttonSpacing: CGFloat = 25
    /// The smallest gap between the outer buttons and the menu's ends.
    public static let buttonMargin: CGFloat = 10

    /// The table.
    public private(set) var tableView: UITableView!
    /// The menu row shown behind, or beside, a swiped cell.
    public var sideSwipeView: UIView!
    /// The cell the menu is on, or `nil`.
    public internal(set) var sideSwipeCell: UITableViewCell?
    /// The direction of the swipe that brought the menu in.
    public private(set) var sideSwipeDirection: SwipeDirection = .right
    /// Whether the menu is moving in or out.
    public internal(set) var animatingSideSwipe = false
    /// The menu's buttons, in order.
    public internal(set) var buttons: [UIButton] = []
    /// The menu's buttons: a title and an image used through its alpha.
    public let buttonData: [(title: String, image: UIImage)]
    /// The tweets, one per row.
    public let tweets: [Tweet]
    /// Whether the menu moves with the cell (`PUSH_STYLE_ANIMATION`), or sits
    /// still behind it while only the cell content moves (the default).
    // ported: the article's #define, a property so one program shows both styles.
    public var pushStyleAnimation = false

    /// A controller for `tweets`, its menu made of `buttonData`.
    public init(tweets: [Tweet], buttonData: [(title: String, image: UIImage)]) {
        self.tweets = tweets
        self.buttonData = buttonData
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive: there are none on Linux.
    public required init?(coder: NSCoder) {
        tweets = []
        buttonData = []
        super.init(coder: coder)
    }

    /// The table filling the view, and the menu row a row high.
    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = TweetCell.height
        tableView.separatorStyle = .none
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        sideSwipeView = UIView(frame: CGRect(x: 0, y: 0, width: tableView.frame.width, height: tableView.rowHeight))
        setupSideSwipeView()
    }

    /// Keeps the menu row as wide as the table, its buttons centred.
    // ported: the sample's screen was always 320 points wide; here the view
    // is made at the screen's width and then sized to its window.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard sideSwipeView.bounds.width != tableView.bounds.width else { return }
        sideSwipeView.frame.size.width = tableView.bounds.width
        layoutSideSwipeButtons()
    }

    // MARK: UITableViewDataSource

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tweets.count }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TweetCell.reuseIdentifier, for: indexPath)
        (cell as? TweetCell)?.tweet = tweets[indexPath.row]
        return cell
    }

    // MARK: Swiping

    /// What the swipe recognizers' actions do: bring the menu in on the
    /// swiped row, or take it away if it is already out.
    public func swipe(at indexPath: IndexPath, direction: SwipeDirection) {
        guard !animatingSideSwipe, let cell = tableView.cellForRow(at: indexPath) else { return }
        if cell === sideSwipeCell {
            removeSideSwipeView(animated: true)
        } else {
            // ported: the article waits for the old menu's bounce; here the old one leaves at once.
            removeSideSwipeView(animated: false)
            addSwipeViewTo(cell, direction: direction)
        }
    }

    /// Puts the menu on `cell` and slides the cell's content off towards
    /// `direction` in 0.2 s; in the push style the menu comes in from the other side.
    public func addSwipeViewTo(_ cell: UITableViewCell, direction: SwipeDirection) {
        // Change the frame of the side swipe view to match the cell
        sideSwipeView.frame = cell.frame

        // Add the side swipe view to the table, below the cell
        tableView.insertSubview(sideSwipeView, belowSubview: cell)

        // Remember which cell the side swipe view is displayed on and the swipe direction
        sideSwipeCell = cell
        sideSwipeDirection = direction

        let cellFrame = cell.frame
        if pushStyleAnimation {
            // Move the side swipe view offscreen either to the left or the right depending on the swipe direction
            sideSwipeView.frame = CGRect(x: direction == .right ? -cellFrame.size.width : cellFrame.size.width, y: cellFrame.origin.y,
                                         width: cellFrame.size.width, height: cellFrame.size.height)
        }

        // Animate in the side swipe view
        animatingSideSwipe = true
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.2)
        // ported: setAnimationDelegate/setAnimationDidStopSelector are absent; the block's completion calls it.
        CATransaction.setCompletionBlock { [weak self] in self?.animationDidStopAddingSwipeView() }
        if pushStyleAnimation {
            // Move the side swipe view to offset 0
            sideSwipeView.frame = CGRect(x: 0, y: cellFrame.origin.y, width: cellFrame.size.width, height: cellFrame.size.height)
        }
        // While simultaneously moving the cell's frame offscreen
        // The net effect is that the side swipe view is pushing the cell offscreen
        cell.frame = CGRect(x: direction == .right ? cellFrame.size.width : -cellFrame.size.width, y: cellFrame.origin.y,
                            width: cellFrame.size.width, height: cellFrame.size.height)
        UIView.commitAnimations()
    }

    func animationDidStopAddingSwipeView() {
        animatingSideSwipe = false
    }
}
