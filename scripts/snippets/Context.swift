// The names README and DocC snippets use without declaring them: a canvas to
// draw on and a few icons. Snippets are type-checked against these, never run.
import Foundation
import Glaze

private func unavailable<T>() -> T { fatalError("snippets are type-checked, not run") }

nonisolated(unsafe) let canvas: Canvas = unavailable()
let home: Image = unavailable()
let search: Image = unavailable()
let star: Image = unavailable()
let reply: Image = unavailable()
let retweet: Image = unavailable()
let cellImage: Image = unavailable()
let uploadedSVG: Data = unavailable()
