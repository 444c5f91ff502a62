import DemoSupport

/// The raster-cache sheet of article 03.
public let cacheSheets: [Sheet] = [
    Sheet(name: "raster-cache", size: CacheSheet.pageSize, draw: CacheSheet.draw),
]
