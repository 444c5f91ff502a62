import Foundation

extension UITableView {
    /// The selected row, the first when several are selected, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, top to bottom, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects the row at `indexPath` (deselecting the others unless
    /// ``allowsMultipleSelection``) and scrolls to it by `scrollPosition`;
    /// `nil` deselects every row. The delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard currentGeometry.rect(for: indexPath, width: bounds.width) != nil else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; the delegate is not told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// A finger down on a row highlights it, when the delegate lets it.
    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard trackedRow == nil, allowsSelection, let touch = touches.first,
              let path = indexPathForRow(at: touch.location(in: self)) else { return }
        trackedRow = (path, touch)
        guard delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: path)
    }

    /// A finger that leaves its row lets it go: nothing is selected.
    func trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let tracked = trackedRow, touches.contains(tracked.touch),
              indexPathForRow(at: tracked.touch.location(in: self)) != tracked.path else { return }
        releaseTrackedRow()
    }

    /// Lifting the finger on the row it went down on selects it (or, with
    /// ``allowsMultipleSelection``, deselects a selected row), with the delegate's calls.
    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let tracked = trackedRow, touches.contains(tracked.touch) else { return }
        releaseTrackedRow()
        if allowsMultipleSelection, selectedPaths.contains(tracked.path) {
            deselectByTap(tracked.path)
            return
        }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: tracked.path) } ?? tracked.path
        guard let path = target else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths.sorted() where other != path { deselectByTap(other) }
        }
        guard !selectedPaths.contains(path) else { return }
        selectRow(at: path, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: path)
    }

    /// A cancelled touch lets its row go.
    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let tracked = trackedRow, touches.contains(tracked.touch) else { return }
        releaseTrackedRow()
    }

    private func releaseTrackedRow() {
        guard let tracked = trackedRow else { return }
        trackedRow = nil
        visibleCellsByPath[tracked.path]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: tracked.path)
    }

    private func deselectByTap(_ path: IndexPath) {
        let chosen = delegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
        guard let target = chosen else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
