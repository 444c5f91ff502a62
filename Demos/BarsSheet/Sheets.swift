import DemoSupport

/// The bar sheets of article 02: tab bars, navigation bars and the side-swipe menu.
public let barSheets: [Sheet] = [
    Sheet(name: "tab-bar", size: TabBarSheet.pageSize, draw: TabBarSheet.draw),
    Sheet(name: "navigation-bar", size: NavigationBarSheet.pageSize, draw: NavigationBarSheet.draw),
    Sheet(name: "side-swipe", size: SideSwipeSheet.pageSize, draw: SideSwipeSheet.draw),
]
