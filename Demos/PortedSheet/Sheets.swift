import DemoSupport

/// The articles' own drawing code, ported to Core Graphics and UIKit names and
/// drawn through GlazeCoreGraphics.
public let portedSheets: [Sheet] = [
    Sheet(name: "ported", size: PortedSheet.pageSize, draw: PortedSheet.draw),
]
