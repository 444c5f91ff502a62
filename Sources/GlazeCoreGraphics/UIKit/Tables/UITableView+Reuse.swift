internal import CGlazeLayerInit
import Foundation

extension UITableView {
    /// Registers `cellClass` (a ``UITableViewCell`` subclass) to be made for
    /// `identifier` when its pool is empty; `nil` removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell from the pool for `identifier`, prepared for reuse, or a new
    /// one of the class registered for it; `nil` when the pool is empty and
    /// no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let registered = registeredClasses[identifier] else { return nil }
        return Self.makeCell(of: registered, reuseIdentifier: identifier)
    }

    /// A cell for the row at `indexPath`: from the pool for `identifier`,
    /// prepared for reuse, or a new one of the class registered for it. An
    /// identifier with no class registered gives a new default-style cell,
    /// where UIKit raises an exception.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.frame = rectForRow(at: indexPath)
            return cell
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    /// A new cell of `cellClass`, made by that class's own
    /// `init(style:reuseIdentifier:)` with the default style, as UIKit makes
    /// registered cells; a default-style cell when the class is not a cell.
    static func makeCell(of cellClass: AnyClass, reuseIdentifier: String) -> UITableViewCell {
        guard let type = cellClass as? UITableViewCell.Type else {
            return UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
        }
        return UITableViewCell.make(type, style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Takes `cell` out of the table and puts it in its pool, telling the delegate.
    func retire(_ cell: UITableViewCell, from path: IndexPath) {
        cell.removeFromSuperview()
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    /// Shows the rows in the bounds: retires the cells of rows that left,
    /// asks for cells for rows that came, and places a cell when its row's
    /// rectangle is new or changed (as UIKit leaves a visible cell's frame
    /// alone otherwise); separators follow the table's current style.
    func tileRows() {
        let geometry = currentGeometry
        contentSize = CGSize(width: bounds.width, height: geometry.height)
        let wanted = bounds.height > 0
            ? geometry.indexPaths(from: bounds.minY, to: bounds.maxY, limit: TableRowGeometry.maximumVisibleRows) : []
        let wantedSet = Set(wanted)
        for (path, cell) in visibleCellsByPath where !wantedSet.contains(path) {
            visibleCellsByPath[path] = nil
            placedRowRects[path] = nil
            retire(cell, from: path)
        }
        for path in wanted {
            let rect = geometry.rect(for: path, width: bounds.width) ?? .zero
            if let cell = visibleCellsByPath[path] {
                place(cell, in: rect, for: path)
                continue
            }
            guard let dataSource else { break }
            var cell = dataSource.tableView(self, cellForRowAt: path)
            if visibleCellsByPath.values.contains(where: { $0 === cell }) {
                cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            visibleCellsByPath[path] = cell
            place(cell, in: rect, for: path)
            cell.setSelected(selectedPaths.contains(path), animated: false)
            delegate?.tableView(self, willDisplay: cell, forRowAt: path)
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
    }

    private func place(_ cell: UITableViewCell, in rect: CGRect, for path: IndexPath) {
        if placedRowRects[path] != rect {
            cell.frame = rect
            placedRowRects[path] = rect
        }
        let isLast = path.row == numberOfRows(inSection: path.section) - 1
        cell.separatorView.isHidden = separatorStyle == .none || (isLast && style != .plain)
        cell.separatorView.backgroundColor = separatorColor
        let hairline = 1 / max(UIScreen.main.scale, 1)
        cell.separatorView.frame = CGRect(x: separatorInset.left, y: rect.height - hairline,
                                          width: max(rect.width - separatorInset.left - separatorInset.right, 0), height: hairline)
        cell.bringSubviewToFront(cell.separatorView)
    }
}

extension UITableViewCell {
    /// A new cell of `type`, made by that class's own `init(style:reuseIdentifier:)`.
    static func make(_ type: UITableViewCell.Type, style: CellStyle, reuseIdentifier: String?) -> UITableViewCell {
        let metatype = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // The identifier is handed over as its two words, owned: the
        // initialiser consumes it, so only the memory is freed here.
        let identifier = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        defer { identifier.deallocate() }
        identifier.initialize(to: reuseIdentifier)
        let words = UnsafeRawPointer(identifier)
        // The style goes as its case's index, which its raw values follow.
        let cell = glaze_cell_make(metatype, UInt8(truncatingIfNeeded: style.rawValue),
                                   words.load(as: UInt64.self), words.load(fromByteOffset: 8, as: UInt64.self))
        return Unmanaged<UITableViewCell>.fromOpaque(cell).takeRetainedValue()
    }
}
