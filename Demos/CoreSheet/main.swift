import Foundation
import Glaze
let destination = Color(red8: 51, green8: 153, blue8: 230)
let s = try ImageSurface(pixelWidth: 8, pixelHeight: 8)
try s.draw { c in
  c.blendMode = .copy
  try c.fill(c.bounds, with: .color(destination))
  c.blendMode = .clear
  try c.stroke(Path(rect: CGRect(x: 1.5, y: 1.5, width: 5, height: 5)), with: .color(.red))
}
for y in 0..<8 { print((0..<8).map { s.pixel(x: $0, y: y).alpha }) }
