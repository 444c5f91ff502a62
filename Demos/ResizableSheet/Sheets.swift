import DemoSupport

/// The resizable-images sheet: stretch and tile, cap crops, segmented controls, interchange.
public let resizableSheets: [Sheet] = [
    Sheet(name: "resizable", size: ResizableSheet.pageSize, draw: ResizableSheet.draw),
]
