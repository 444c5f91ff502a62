import Foundation

/// Rows of cells laid out top to bottom, as UIKit's table view lays them
/// out, of which only the rows in sight are made, from cells it reuses.
///
/// ```swift
/// final class Inbox: NSObject, UITableViewDataSource {
///     let subjects = ["Lunch?", "Build is green", "Invoice"]
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
///         cell.textLabel?.text = subjects[indexPath.row]
///         return cell
///     }
/// }
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
/// table.dataSource = inbox
/// ```
///
/// The data source is read at the first layout and after ``reloadData()``:
/// every row's height is asked then (``rowHeight``, or the delegate's
/// `tableView(_:heightForRowAt:)`), as UIKit does with estimated heights off,
/// and the rows stack from the top, sections one after another. Each layout
/// makes cells for the rows that come into the bounds (the
/// ``UIScrollView/contentOffset`` sets which) and puts the cells of rows
/// that left into a pool per reuse identifier, from which
/// ``dequeueReusableCell(withIdentifier:for:)`` hands them out again after
/// their ``UITableViewCell/prepareForReuse()``. A touch on a row highlights
/// it and lifting the finger there selects it, with the delegate's calls.
///
/// Headless rules, where UIKit has none or raises: a height that is negative
/// (other than ``automaticDimension``), not a number or infinite is taken as
/// 0 and the row is not shown; heights above 10⁹ points are cut to that;
/// ``automaticDimension`` means 44 points, as there is no self-sizing. Rows
/// past the first 10 million, all sections together, are left out, and at
/// most 10,000 rows are shown at once. An identifier never registered gives
/// a default-style cell, and a registered class that is not a cell gives
/// one too. A cell the data source returns that already shows another row
/// is not moved: the new row gets an empty default-style cell. Section
/// headers and footers, editing, index titles and touch scrolling are absent.
open class UITableView: UIScrollView {
    /// How the table looks (UIKit's raw values); every style lays out rows the same way here.
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain = 0
        /// Sections in groups.
        case grouped = 1
        /// Sections in rounded groups, inset.
        case insetGrouped = 2
    }

    /// Where a row is brought to when scrolled to (UIKit's raw values).
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none = 0
        /// The row at the top.
        case top = 1
        /// The row in the middle.
        case middle = 2
        /// The row at the bottom.
        case bottom = 3
    }

    /// Whether lines are drawn between rows (UIKit's raw values).
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none = 0
        /// A thin line under each row.
        case singleLine = 1
        /// The older etched line, drawn as `.singleLine`.
        case singleLineEtched = 2
    }

    /// A row height that asks for the default: 44 points here.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style
    /// The object that says what rows there are and gives their cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// The object asked for row heights and told of display and selection.
    open weak var delegate: UITableViewDelegate? {
        didSet { reloadData() }
    }
    /// The height of every row the delegate gives no height for.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// Whether lines are drawn under the rows.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of the lines between rows.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// How far the lines between rows are inset from the edges: 15 points on the left.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// Whether a tap selects a row.
    open var allowsSelection = true
    /// Whether several rows may be selected at once: a tap on a selected row then deselects it.
    open var allowsMultipleSelection = false

    var geometry: TableRowGeometry?
    /// The cells showing rows now, by row.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// The row rectangle each visible cell was last placed at: a layout moves
    /// a cell only when its row's rectangle changed, so a frame the app set
    /// (a cell sliding aside) survives layouts that other subviews cause.
    var placedRowRects: [IndexPath: CGRect] = [:]
    /// Cells waiting to be reused, by reuse identifier.
    var reusePool: [String: [UITableViewCell]] = [:]
    /// The classes registered for reuse identifiers.
    var registeredClasses: [String: AnyClass] = [:]
    /// The selected rows.
    var selectedPaths: Set<IndexPath> = []
    /// The row a finger is on, and the touch.
    var trackedRow: (path: IndexPath, touch: UITouch)?

    /// A table with `frame` and `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table from an archive; see ``UIView/init(coder:)``.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    // MARK: Data

    /// Reads the data source again at the next layout: every cell shown goes
    /// back to its pool, the selection is cleared and the rows are asked for again.
    open func reloadData() {
        for (path, cell) in visibleCellsByPath { retire(cell, from: path) }
        visibleCellsByPath.removeAll()
        placedRowRects.removeAll()
        selectedPaths.removeAll()
        trackedRow = nil
        invalidateGeometry()
    }

    /// How many sections the table has, as last read.
    open var numberOfSections: Int { currentGeometry.sections.count }

    /// How many rows `section` has, as last read.
    open func numberOfRows(inSection section: Int) -> Int { currentGeometry.rowCount(in: section) }

    // MARK: Rows and cells

    /// The rectangle of the row at `indexPath` in the table's content, or
    /// `.zero` for a row the table does not have.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        currentGeometry.rect(for: indexPath, width: bounds.width) ?? .zero
    }

    /// The row at `point`, in the table's content coordinates, or `nil`.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= bounds.minX, point.x < bounds.maxX else { return nil }
        return currentGeometry.indexPath(at: point.y)
    }

    /// The rows that overlap `rect`, in content coordinates, top to bottom (at most 10,000).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let r = rect.standardized
        return currentGeometry.indexPaths(from: r.minY, to: r.maxY, limit: TableRowGeometry.maximumVisibleRows)
    }

    /// The cells shown now, top to bottom, after laying the table out if it needs it.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows shown now, top to bottom, after laying the table out if it needs it.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell showing the row at `indexPath`, or `nil` when the row is not in sight.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The row `cell` shows, or `nil` when it shows none.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// Scrolls so that the row at `indexPath` shows at `scrollPosition`,
    /// within the content; nothing animates here.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = currentGeometry.rect(for: indexPath, width: bounds.width) else { return }
        let height = bounds.height
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY
        case .middle: y = row.midY - height / 2
        case .bottom: y = row.maxY - height
        case .none:
            if row.minY < bounds.minY { y = row.minY } else if row.maxY > bounds.maxY { y = row.maxY - height } else { return }
        }
        y = min(max(y, 0), max(currentGeometry.height - height, 0))
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    // MARK: Touches

    /// A finger down on a row highlights it; see ``allowsSelection``.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesBegan(touches) }
    /// A finger that leaves its row lets it go: nothing is selected.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesMoved(touches) }
    /// Lifting the finger on its row selects the row, with the delegate's calls.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesEnded(touches) }
    /// A cancelled touch lets its row go.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesCancelled(touches) }

    // MARK: Layout

    /// Makes the cells of the rows in sight, retires the others and places them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    /// The geometry as last read, reading the data source when it must.
    var currentGeometry: TableRowGeometry {
        if let geometry { return geometry }
        let made = readGeometry()
        geometry = made
        contentSize = CGSize(width: bounds.width, height: made.height)
        return made
    }

    private func invalidateGeometry() {
        geometry = nil
        setNeedsLayout()
    }

    private func readGeometry() -> TableRowGeometry {
        guard let dataSource else { return TableRowGeometry(sectionCount: 0, rows: { _ in 0 }, height: { _ in 0 }) }
        let fallback = Self.sanitized(rowHeight, fallback: 44)
        return TableRowGeometry(sectionCount: dataSource.numberOfSections(in: self),
                                rows: { dataSource.tableView(self, numberOfRowsInSection: $0) },
                                height: { path in
                                    guard let delegate = self.delegate else { return fallback }
                                    return Self.sanitized(delegate.tableView(self, heightForRowAt: path), fallback: fallback)
                                })
    }

    /// A height as the table uses it: `fallback` for ``automaticDimension``,
    /// 0 for a negative or non-finite one, at most 10⁹.
    static func sanitized(_ height: CGFloat, fallback: CGFloat) -> CGFloat {
        if height == automaticDimension { return fallback }
        guard height.isFinite, height > 0 else { return 0 }
        return min(height, TableRowGeometry.maximumRowHeight)
    }
}
