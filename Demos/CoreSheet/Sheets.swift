import DemoSupport

/// The core sheet: paths, gradients, clipping, blend modes and text.
public let coreSheets: [Sheet] = [
    Sheet(name: "core", size: CoreSheet.pageSize, draw: CoreSheet.draw),
]
