import Foundation
import GlazeCoreGraphics
import Testing

/// A cell that counts how often it is made and reused.
private final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate with `rows` rows, of `heights` when given.
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var sections = 1
    var heights: ((IndexPath) -> CGFloat)?
    var identifier = "row"
    var events: [String] = []
    var fixedCell: UITableViewCell?

    init(_ rows: Int) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let fixedCell { return fixedCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
}

@Suite("UITableView: rows, reuse and selection", .serialized)
struct UITableViewTests {
    private func table(_ rows: Rows, height: CGFloat = 200) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        return table
    }

    @Test("IndexPath(row:section:) addresses the section first")
    func indexPaths() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        path.row = 4
        #expect(path == IndexPath(indexes: [1, 4]))
        #expect(IndexPath(item: 2, section: 0).row == 2)
    }

    @Test("rows stack top to bottom by rowHeight and heightForRowAt, sections one after another")
    func geometry() {
        let rows = Rows(5)
        rows.sections = 2
        rows.heights = { $0.row == 1 ? 60 : 30 }
        let table = table(rows, height: 400)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 5)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 180, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 75)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 180)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        let cells = table.visibleCells
        #expect(cells.count == 10)
        #expect(cells.map(\.frame.minY) == [0, 30, 90, 120, 150, 180, 210, 270, 300, 330])
        #expect(table.contentSize == CGSize(width: 320, height: 360))
        #expect(table.indexPath(for: cells[3]) == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Row 1")
    }

    @Test("the default row height is 44 points; only rows in the bounds get cells")
    func visibleRowsOnly() {
        let rows = Rows(100)
        let table = table(rows, height: 200)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3, 4])
        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [10, 11, 12, 13, 14])
    }

    @Test("scrolling reuses cells: as many cells are made as rows show at once, each reused after prepareForReuse")
    func reuse() {
        CountingCell.made = 0
        let rows = Rows(1000)
        let table = table(rows, height: 220)
        #expect(table.visibleCells.count == 5)
        for step in 1...100 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 44)
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.first?.row == 100)
        // 5 rows show at each offset; the one that leaves is reused for the one that comes.
        #expect(CountingCell.made == 5)
        let reuses = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        #expect(reuses == 100)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(CountingCell.made == 5)
    }

    @Test("a layout leaves a cell's own frame alone until its row moves or the table's width changes")
    func layoutKeepsCellFrames() throws {
        let rows = Rows(10)
        let table = table(rows, height: 200)
        table.layoutIfNeeded()
        let path = IndexPath(row: 1, section: 0)
        let cell = try #require(table.cellForRow(at: path))
        // What a swipe does: slide the cell aside, then add a view to the table.
        cell.frame.origin.x = 300
        table.insertSubview(UIView(frame: CGRect(x: 0, y: 44, width: 320, height: 44)), belowSubview: cell)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 300, y: 44, width: 320, height: 44))
        // Rows of another height move it to its new row rectangle.
        rows.heights = { _ in 50 }
        table.frame.size.width = 300
        table.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 44, width: 300, height: 44))
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: path)?.frame == CGRect(x: 0, y: 50, width: 300, height: 50))
    }

    @Test("a million rows: only the rows in sight are made, quickly")
    func millionRows() {
        CountingCell.made = 0
        let rows = Rows(1_000_000)
        let table = table(rows, height: 480)
        #expect(table.visibleCells.count == 11)
        table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
        #expect(table.indexPathsForVisibleRows?.last?.row == 999_999)
        #expect(table.contentSize.height == 44_000_000)
        #expect(CountingCell.made <= 22)
    }

    @Test("negative, NaN and infinite heights give rows of no height that are not shown; automaticDimension gives 44")
    func badHeights() {
        let rows = Rows(6)
        rows.heights = { [30, -5, .nan, .infinity, UITableView.automaticDimension, 30][$0.row] }
        let table = table(rows)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 44))
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 4, 5])
        table.rowHeight = -1e300
        rows.heights = nil
        table.reloadData()
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize.height == 0)
    }

    @Test("a cell of the wrong class or a cell returned twice never breaks the table")
    func wrongCells() {
        let rows = Rows(3)
        rows.identifier = "unregistered"
        let table = table(rows)
        table.register(NSObject.self, forCellReuseIdentifier: "object")
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.allSatisfy { type(of: $0) == UITableViewCell.self })
        rows.identifier = "object"
        table.reloadData()
        #expect(table.visibleCells.count == 3)
        let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
        rows.fixedCell = shared
        table.reloadData()
        let cells = table.visibleCells
        #expect(cells.count == 3)
        #expect(cells.filter { $0 === shared }.count == 1)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
    }

    @Test("a registered subclass is made by its own init(style:reuseIdentifier:), with the identifier")
    func registeredClass() {
        let rows = Rows(1)
        let table = table(rows)
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
        #expect(cell is CountingCell)
        #expect(cell.reuseIdentifier == "row")
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    }

    @Test("a tap highlights the row and selects it; a second tap elsewhere moves the selection")
    func selectionByTouches() throws {
        let rows = Rows(4)
        let table = table(rows)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 50), timestamp: 0)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isHighlighted)
        window.endTouch(touch, timestamp: 0.1)
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(rows.events == ["highlight 1", "unhighlight 1", "willSelect 1", "didSelect 1"])
        rows.events.removeAll()
        let second = window.beginTouch(at: CGPoint(x: 100, y: 150), timestamp: 0.2)
        window.endTouch(second, timestamp: 0.3)
        #expect(rows.events == ["highlight 3", "unhighlight 3", "willSelect 3", "didDeselect 1", "didSelect 3"])
        #expect(!cell.isSelected)
        // A touch dragged off its row selects nothing.
        rows.events.removeAll()
        let dragged = window.beginTouch(at: CGPoint(x: 100, y: 10), timestamp: 0.4)
        window.moveTouch(dragged, to: CGPoint(x: 100, y: 120), timestamp: 0.5)
        window.endTouch(dragged, timestamp: 0.6)
        #expect(rows.events == ["highlight 0", "unhighlight 0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("the default cell lays out its image and labels 15 points in, by style")
    func cellLayout() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(text.minX == 15)
        #expect(detail.minY == text.maxY)
        #expect(abs((text.minY + detail.maxY) / 2 - 30) <= 0.5)
        // The chevron is 8 points wide, with 15 on either side.
        #expect(cell.contentView.frame.width == CGFloat(282))
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }
}
