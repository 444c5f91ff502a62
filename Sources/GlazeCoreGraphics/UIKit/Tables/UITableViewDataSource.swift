import Foundation

/// What a table shows: how many sections and rows, and the cell for each row.
///
/// `numberOfSections(in:)` is optional, as in UIKit: one section unless implemented.
public protocol UITableViewDataSource: NSObjectProtocol {
    /// How many rows `section` has. A negative count is taken as none.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell to show for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has: 1 unless implemented; a negative count is taken as none.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table asks and tells about its rows' heights, display, highlight
/// and selection. Every method is optional, as in UIKit.
public protocol UITableViewDelegate: NSObjectProtocol {
    /// The height of the row at `indexPath`: the table's ``UITableView/rowHeight`` unless implemented.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Called before `cell` is shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called after `cell` stopped showing the row at `indexPath`.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touch highlights the row: `true` unless implemented.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Called when a touch highlighted the row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// Called when the row's highlight went.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select for a tap on `indexPath` (it, unless implemented), or `nil` for none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called when a tap selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect for a tap (it, unless implemented), or `nil` to keep it selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called when a tap deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Every row highlights.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The tapped row.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The tapped row.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
