import DemoSupport

/// The sheet of files a team brings: SVG icons, a brand font, colour emoji.
public let assetSheets: [Sheet] = [
    Sheet(name: "own-assets", size: OwnAssetsSheet.pageSize, draw: OwnAssetsSheet.draw),
]
