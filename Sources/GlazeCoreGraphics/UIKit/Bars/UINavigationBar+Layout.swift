import Foundation

extension UINavigationBar {
    /// Puts the top item's views in the bar and places them; see the class overview.
    func layOutItems() {
        let top = topItem
        let left = leftViews(for: top), right = rightViews(for: top)
        let title = titleView(for: top)
        let wanted = left + right + (title.map { [$0] } ?? [])
        for view in shownItemViews where !wanted.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== self { addSubview(view) }
        shownItemViews = wanted

        var leftEdge = bounds.minX + Self.buttonMargin
        for view in left {
            view.frame = CGRect(origin: CGPoint(x: leftEdge, y: centredY(view.bounds.height)), size: view.bounds.size)
            leftEdge = view.frame.maxX + Self.buttonMargin
        }
        var rightEdge = bounds.maxX - Self.buttonMargin
        for view in right {
            let x = rightEdge - view.bounds.width
            view.frame = CGRect(origin: CGPoint(x: x, y: centredY(view.bounds.height)), size: view.bounds.size)
            rightEdge = x - Self.buttonMargin
        }
        guard let title else { return }
        let minX = left.isEmpty ? bounds.minX : leftEdge - Self.buttonMargin + Self.titleClearance
        let maxX = right.isEmpty ? bounds.maxX : rightEdge + Self.buttonMargin - Self.titleClearance
        let size = title.bounds.size
        let width = min(size.width, max(maxX - minX, 0))
        let x = min(max(bounds.midX - width / 2, minX), maxX - width)
        title.frame = CGRect(x: x, y: centredY(size.height), width: width, height: size.height)
    }

    /// The y at which a view `height` high is centred down the bar.
    private func centredY(_ height: CGFloat) -> CGFloat {
        (bounds.midY - height / 2).rounded()
    }

    /// The views on the left: the item's left items, or the back button.
    private func leftViews(for item: UINavigationItem?) -> [UIView] {
        guard let item else { return [] }
        if let items = item.leftBarButtonItems, !items.isEmpty { return items.map(view(for:)) }
        guard let back = backItem, !item.hidesBackButton else { return [] }
        let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        backButton.setTitle(title, for: .normal)
        backButton.sizeToFit()
        backButton.frame.size.width += backButton.titleEdgeInsets.left
        return [backButton]
    }

    /// The views on the right, from the right edge inwards.
    private func rightViews(for item: UINavigationItem?) -> [UIView] {
        (item?.rightBarButtonItems ?? []).map(view(for:))
    }

    /// The item's custom view, or a system button showing its title or image.
    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let key = ObjectIdentifier(item)
        let button = itemButtons[key] ?? UIButton(type: .system)
        if itemButtons[key] == nil, let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
        itemButtons[key] = button
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.titleLabel?.font = item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.tintColor = item.tintColor
        button.isEnabled = item.isEnabled
        button.sizeToFit()
        if item.width > 0 { button.frame.size.width = item.width }
        return button
    }

    /// The top item's title view, or the title label showing its title in
    /// the title attributes; `nil` when there is neither.
    private func titleView(for item: UINavigationItem?) -> UIView? {
        guard let item else { return nil }
        if let view = item.titleView { return view }
        guard let title = item.title, !title.isEmpty else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label]
        attributes.merge(titleTextAttributes ?? [:]) { $1 }
        titleLabel.attributedText = NSAttributedString(string: title, attributes: attributes)
        titleLabel.sizeToFit()
        return titleLabel
    }
}
