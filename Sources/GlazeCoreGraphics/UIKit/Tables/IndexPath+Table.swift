import Foundation

extension IndexPath {
    /// The path of `row` in `section`, as UIKit's table views address rows.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path of `item` in `section`, as UIKit's collection views address items.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index, as ``row``.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
