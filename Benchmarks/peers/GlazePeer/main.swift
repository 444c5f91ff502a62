import Foundation
import Glaze
import GlazeKit

// Glaze's side of the peer comparison (Benchmarks/peers/run): each command
// draws its drawing COUNT times in one process, a new surface each time, and
// writes the last one to OUT as a PNG, so that the whole process is timed and
// what it drew can be looked at beside the peers' pictures.

/// The card: 432 × 172 points at 2x, a white rect (16, 12, 400, 140) with
/// corners of 12 casting a black 50 % shadow offset (0, 4), blur 8 (σ 8 px).
func card() throws -> ImageSurface {
    let surface = try ImageSurface(width: 432, height: 172, scale: 2)
    try surface.draw { canvas in
        canvas.shadow = Shadow(offset: CGSize(width: 0, height: 4), blur: 8, color: Color(white: 0, alpha: 0.5))
        try canvas.fill(Path(roundedRect: CGRect(x: 16, y: 12, width: 400, height: 140), cornerRadius: 12), with: .color(.white))
    }
    return surface
}

/// A five-pointed star, radii 70 and 30 around (108, 86), on 216 × 172 at 2x,
/// with the card's shadow: a path no nine-slice can take.
func star() throws -> ImageSurface {
    let surface = try ImageSurface(width: 216, height: 172, scale: 2)
    try surface.draw { canvas in
        canvas.shadow = Shadow(offset: CGSize(width: 0, height: 4), blur: 8, color: Color(white: 0, alpha: 0.5))
        try canvas.fill(Path(starCenteredAt: CGPoint(x: 108, y: 86), pointCount: 5, outerRadius: 70, innerRadius: 30),
                        with: .color(.white))
    }
    return surface
}

/// The articles' glossy button, 310 × 54 at 2x, in the recipe's red.
func glossy() throws -> ImageSurface {
    let surface = try ImageSurface(width: 310, height: 54, scale: 2)
    try surface.draw { try GlossyButton(color: Color(red: 0.65, green: 0.05, blue: 0.05)).drawBackground(in: $0.bounds, on: $0) }
    return surface
}

let drawings: [String: () throws -> ImageSurface] = ["card": card, "star": star, "glossy": glossy]
let arguments = CommandLine.arguments
guard arguments.count == 4, let draw = drawings[arguments[1]], let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: GlazePeer card|star|glossy COUNT OUT.png\n".utf8))
    exit(64)
}
var last = try draw()
for _ in 1..<count { last = try draw() }
try last.writePNG(to: URL(fileURLWithPath: arguments[3]))
