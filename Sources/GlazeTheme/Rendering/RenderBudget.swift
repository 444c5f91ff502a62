import Foundation
import Glaze

/// A render refused before anything was drawn because it would produce more
/// pixels than its budget allows.
///
/// One kind of failure, so it has no code: match it by its type (`catch let
/// error as RenderBudgetError`) and read ``needed`` and ``budget``. A release
/// that gives it a second kind adds a `code`, as ``ThemeError`` has, without
/// breaking that match.
public struct RenderBudgetError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The pixels the render would produce.
    public var needed: Int
    /// The budget it was given.
    public var budget: Int

    /// One line with both numbers.
    public var description: String {
        "this render needs \(needed.formatted()) pixels, over the budget of \(budget.formatted()) (RenderOptions.maximumPixels)"
    }
}

extension ThemeRenderer {
    /// The pixels a render of `theme` with `options` produces: every PNG and
    /// nine-patch at every scale, and each PDF or SVG counted as a 2x raster of
    /// its size, the density of the images a document may hold. Known before
    /// anything is drawn, for the budget.
    public static func pixelCount(of theme: Theme, options: RenderOptions) -> Int {
        func pixels(_ size: CGSize, _ scale: CGFloat, border: Int = 0) -> Int {
            PixelRounding.pixelCount(size, scale: scale, border: border)
        }
        var total = 0
        func add(_ count: Int) {
            let (sum, overflow) = total.addingReportingOverflow(count)
            total = overflow ? .max : sum
        }
        for asset in theme.assets {
            let size = asset.look.exportSize
            for _ in asset.states {
                for scale in options.renderedScales where options.formats.contains(.png) {
                    add(pixels(size, scale))
                    if options.ninePatch, asset.look.capInsets != nil { add(pixels(size, scale, border: 2)) }
                }
                for format in options.formats where format != .png { add(pixels(size, 2)) }
            }
        }
        return total
    }
}
