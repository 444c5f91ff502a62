import Foundation
import Glaze

// Draws the benchmark ratios against their goals, on a log scale, from
// results.json into ratios.png. Usage: BenchmarkChart [results.json] [ratios.png]

struct Results: Decodable {
    struct Comparison: Decodable {
        var name: String
        var median: Double
        var min: Double
        var max: Double
        var goal: Double
        var atMost: Bool
    }
    var machine: String
    var comparisons: [Comparison]
}

let arguments = CommandLine.arguments
let input = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "results.json")
let output = URL(fileURLWithPath: arguments.count > 2 ? arguments[2] : "ratios.png")
let results = try JSONDecoder().decode(Results.self, from: Data(contentsOf: input))

let width: CGFloat = 980, rowHeight: CGFloat = 34, left: CGFloat = 330, right: CGFloat = 150, top: CGFloat = 80
let height = top + CGFloat(results.comparisons.count) * rowHeight + 50
// log10 scale from 0.5 to 5000.
let low = log10(0.5), high = log10(5000.0)
func x(_ value: Double) -> CGFloat { left + (width - left - right) * CGFloat((log10(value) - low) / (high - low)) }

let ink = Color(red: 0.13, green: 0.15, blue: 0.19), muted = Color(red: 0.42, green: 0.45, blue: 0.5)
let pass = Color(red: 0.18, green: 0.6, blue: 0.35), fail = Color(red: 0.8, green: 0.25, blue: 0.2)
let image = try ImageSurface(width: width, height: height, scale: 2)
try image.draw { canvas in
    try canvas.fill(canvas.bounds, with: .color(.white))
    try canvas.drawText("Glaze benchmarks: median ratios against their goals", font: .bold(17), color: ink, at: CGPoint(x: 24, y: 18))
    try canvas.drawText(results.machine, font: .body(10), color: muted, at: CGPoint(x: 24, y: 44))
    for tick in [0.5, 1, 2, 5, 10, 20, 50, 100, 1000, 5000] {
        var line = Path()
        line.move(to: CGPoint(x: x(tick).rounded() + 0.5, y: top - 6))
        line.addLine(to: CGPoint(x: x(tick).rounded() + 0.5, y: height - 40))
        try canvas.stroke(line, with: .color(Color(white: tick == 1 ? 0.6 : 0.9)))
        let label = try TextLayout(tick < 1 ? "0.5×" : "\(Int(tick))×", font: .body(9), width: 40, alignment: .center)
        try canvas.draw(label, at: CGPoint(x: x(tick) - 20, y: height - 34), color: muted)
    }
    for (index, item) in results.comparisons.enumerated() {
        let y = top + CGFloat(index) * rowHeight
        let met = item.atMost ? item.median <= item.goal : item.median >= item.goal
        try canvas.draw(TextLayout(item.name, font: .body(10), width: left - 34, alignment: .right, truncation: .tail),
                        at: CGPoint(x: 12, y: y + 8), color: ink)
        let barStart = x(1), barEnd = x(item.median)
        try canvas.fill(CGRect(x: min(barStart, barEnd), y: y + 6, width: max(abs(barEnd - barStart), 2), height: 16),
                        with: .color((met ? pass : fail).withAlpha(0.85)))
        var goal = Path()
        goal.move(to: CGPoint(x: x(item.goal), y: y + 2))
        goal.addLine(to: CGPoint(x: x(item.goal), y: y + 26))
        try canvas.stroke(goal, with: .color(ink), style: StrokeStyle(lineWidth: 2, dash: [3, 2]))
        let value = item.median >= 100 ? String(format: "%.0f×", item.median) : String(format: "%.2f×", item.median)
        try canvas.drawText(value + (item.atMost ? "  (goal ≤ " : "  (goal ≥ ") + String(format: "%g", item.goal) + ")",
                            font: .body(9), color: muted, at: CGPoint(x: max(barStart, barEnd) + 6, y: y + 9))
    }
}
try image.writePNG(to: output)
print("wrote \(output.path)")
