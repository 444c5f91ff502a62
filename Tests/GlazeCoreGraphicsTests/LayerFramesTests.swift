import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

@Suite("Filmstrips, animated PNGs and bad input")
struct LayerFramesTests {
    /// A 20-point square that fades from red to blue over one second.
    static func fadingSquare() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = UIColor.blue.cgColor
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = UIColor.red.cgColor
        fade.toValue = UIColor.blue.cgColor
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        return layer
    }

    @Test("a filmstrip puts the frames side by side, each at its time")
    func filmstrip() throws {
        let strip = try Self.fadingSquare().filmstrip(at: [0.25, 0.5, 0.75], scale: 2)
        #expect(strip.size == CGSize(width: 60, height: 20) && strip.scale == 2)
        let middle = pixel(strip, 60, 20)
        #expect(abs(Int(middle.red) - 128) <= 1 && abs(Int(middle.blue) - 128) <= 1)
        #expect(abs(Int(pixel(strip, 20, 20).red) - 191) <= 1 && abs(Int(pixel(strip, 100, 20).red) - 64) <= 1)
        #expect(CACurrentMediaTime() == 0)
    }

    @Test("an animated PNG of 11 frames comes apart in apngdis into the filmstrip's frames", .tags(.needsAPNGDis))
    func animatedPNG() throws {
        let times = (0...10).map { Double($0) / 10 }
        let data = try Self.fadingSquare().animatedPNG(from: 0, to: 1, framesPerSecond: 10)
        let strip = try #require(Self.fadingSquare().filmstrip(at: times).cgImage?.glazeImage)
        // A reader without APNG support sees the first frame: red, at t = 0.
        let first = try ImageSurface(pngData: data)
        #expect(first.pixelWidth == 20 && first.pixel(x: 10, y: 10) == opaqueRed)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fade.png")
        try data.write(to: file)
        try requireTool(forExecutable: "apngdis")
        let apngdis = Process()
        apngdis.executableURL = URL(fileURLWithPath: try #require(executablePath("apngdis")))
        apngdis.arguments = [file.path, "frame"]
        apngdis.currentDirectoryURL = folder
        apngdis.standardOutput = Pipe()
        try apngdis.run()
        apngdis.waitUntilExit()
        #expect(apngdis.terminationStatus == 0)
        for index in times.indices {
            let name = String(format: "frame%02d", index + 1)
            let frame = try ImageSurface(pngData: Data(contentsOf: folder.appendingPathComponent(name + ".png")))
            let delay = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            #expect(delay.contains("delay=100/1000") || delay.contains("delay=1/10"), "\(name): \(delay)")
            #expect(frame.pixel(x: 10, y: 10) == strip.pixel(x: index * 20 + 10, y: 10), "\(name)")
        }
    }

    @Test("absurd filmstrips and animated PNGs are refused before any pixel is made")
    func absurdFrames() {
        let layer = Self.fadingSquare()
        #expect(throws: GlazeError.self) { try layer.filmstrip(at: []) }
        #expect(throws: GlazeError.self) { try layer.filmstrip(at: [.nan]) }
        #expect(throws: GlazeError.self) { try layer.filmstrip(at: Array(repeating: 0, count: 5000)) }
        #expect(throws: GlazeError.self) { try layer.animatedPNG(from: 0, to: 1e9, framesPerSecond: 60) }
        #expect(throws: GlazeError.self) { try layer.animatedPNG(from: 0, to: 1, framesPerSecond: .infinity) }
        let huge = CALayer()
        huge.frame = CGRect(x: 0, y: 0, width: 30_000, height: 30_000)
        do {
            _ = try huge.filmstrip(at: [0, 1], scale: 2)
            Issue.record("a 120,000-pixel-wide strip was made")
        } catch where error.code == .limitExceeded {
            #expect(error.quantity == .width)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("zero, negative, NaN, infinite and huge durations and repeat counts neither trap nor hang")
    func badTiming() {
        withClock { clock in
            let layer = CALayer()
            let durations: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e300, .leastNonzeroMagnitude]
            let counts: [Float] = [0, -1, .nan, .infinity, 1e30, .greatestFiniteMagnitude]
            for (index, duration) in durations.enumerated() {
                for count in counts {
                    let animation = CABasicAnimation(keyPath: "opacity")
                    animation.fromValue = 0
                    animation.toValue = 1
                    animation.duration = duration
                    animation.repeatCount = count
                    animation.speed = index % 2 == 0 ? .nan : -2
                    animation.repeatDuration = .nan
                    layer.add(animation, forKey: "a\(index)-\(count)")
                }
            }
            for time in [0.0, 0.1, 1e6, -5] {
                clock.now = time
                let opacity = layer.presentation()?.opacity ?? -1
                #expect(opacity.isFinite && opacity >= 0 && opacity <= 1)
                _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { layer.render(in: $0.cgContext) }
            }
            // Duration 0 means the transaction's 0.25 s, as on Apple's platforms.
            let zero = CABasicAnimation(keyPath: "zPosition")
            zero.fromValue = 0
            zero.toValue = 1
            layer.add(zero, forKey: "zero")
            clock.now += 0.125
            #expect(abs((layer.presentation()?.zPosition ?? -1) - 0.5) < 1e-9)
        }
    }

    @Test("a tree 10,000 deep renders, animates and is freed without exhausting the stack")
    func deepTree() {
        withClock { clock in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            var leaf = root
            for _ in 0..<10_000 {
                let child = CALayer()
                child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                child.opacity = 0.9999
                leaf.addSublayer(child)
                leaf = child
            }
            leaf.backgroundColor = UIColor.red.cgColor
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.byValue = 10
            slide.duration = 1
            leaf.add(slide, forKey: "slide")
            clock.now = 0.5
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { root.render(in: $0.cgContext) }
            // The leaf has moved half its width right: red on the right, not on the left.
            #expect(pixel(image, 7, 5).red > 200 && pixel(image, 2, 5).alpha == 0)
            #expect(leaf.presentation()?.position.x == 10)
            // A layer added to itself or to its own descendant changes nothing.
            leaf.addSublayer(root)
            root.addSublayer(root)
            #expect(root.superlayer == nil && leaf.sublayers == nil)
            _ = root.convertTime(1, to: leaf)
        }
    }
}
