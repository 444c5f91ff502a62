@_exported import DemoSupport
import AssetsSheet
import BarsSheet
import ButtonsSheet
import CacheSheet
import CoreSheet
import PortedSheet
import ResizableSheet

/// Every demo sheet, in the order of the combined PDF: the core, then one page
/// per recipe, then the page of files a team brings, then the articles' own
/// code ported through GlazeCoreGraphics.
public let allSheets: [Sheet] = coreSheets + resizableSheets + buttonSheets + barSheets + cacheSheets + assetSheets
    + portedSheets
