import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Gradients")
struct GradientTests {
    @Test("a linear ramp hits its end and middle colours")
    func linearRamp() throws {
        let surface = try ImageSurface(pixelWidth: 256, pixelHeight: 1)
        try surface.draw { canvas in
            try canvas.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 256, y: 0), colors: [.black, .white])))
        }
        // Pixel i is sampled at its centre, t = (i + 0.5) / 256, so it holds ≈ i.
        for x in [0, 1, 64, 127, 128, 191, 254, 255] {
            let level = Double(x) + 0.5 * (255.0 / 256.0) - 0.5 * Double(x) / 256
            expectPixel(surface.pixel(x: x, y: 0), RGBA(level, level, level, 255), tolerance: 1, "x = \(x)")
        }
    }

    @Test("stops may be uneven and colourful")
    func threeStops() throws {
        let surface = try ImageSurface(pixelWidth: 100, pixelHeight: 1)
        let gradient = Gradient.linear(from: .zero, to: CGPoint(x: 100, y: 0), stops: [
            .init(location: 0, color: .red), .init(location: 0.2, color: .green), .init(location: 1, color: .blue),
        ])
        try surface.draw { try $0.paint(.gradient(gradient)) }
        expectPixel(surface.pixel(x: 0, y: 0), RGBA(255 * 0.975, 255 * 0.025, 0, 255), tolerance: 1.5, "start")
        expectPixel(surface.pixel(x: 19, y: 0), RGBA(255 * 0.025, 255 * 0.975, 0, 255), tolerance: 1.5, "just before the green stop")
        // x = 60 is halfway from 0.2 to 1: green and blue at half each.
        expectPixel(surface.pixel(x: 59, y: 0), RGBA(0, 255 * (0.5 + 0.5 / 80), 255 * (0.5 - 0.5 / 80), 255), tolerance: 1.5, "middle")
    }

    @Test("extension modes decide what lies beyond the ends")
    func extend() throws {
        func pixels(_ mode: Gradient.Extend) throws -> [Pixel] {
            let surface = try ImageSurface(pixelWidth: 30, pixelHeight: 1)
            try surface.draw {
                try $0.paint(.gradient(.linear(from: CGPoint(x: 10, y: 0), to: CGPoint(x: 20, y: 0),
                                                colors: [.black, .white], extend: mode)))
            }
            return allPixels(surface)
        }
        #expect(try pixels(.none)[2].alpha == 0)
        #expect(try pixels(.none)[27].alpha == 0)
        #expect(try pixels(.pad)[2] == Pixel(.black))
        #expect(try pixels(.pad)[27] == Pixel(.white))
        // Repeat restarts the ramp: x 25 ≈ x 15. Reflect mirrors it: x 25 ≈ x 14.
        #expect(try pixels(.repeat)[25] == pixels(.repeat)[15])
        #expect(try pixels(.reflect)[25] == pixels(.reflect)[14])
    }

    @Test("a radial gradient runs from its centre outward")
    func radial() throws {
        let surface = try ImageSurface(pixelWidth: 21, pixelHeight: 21)
        try surface.draw {
            try $0.paint(.gradient(.radial(startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                                            endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 10,
                                            stops: [.init(location: 0, color: .white), .init(location: 1, color: .black)])))
        }
        #expect(surface.pixel(x: 10, y: 10) == Pixel(.white))
        #expect(surface.pixel(x: 0, y: 0) == Pixel(.black))
        // Five points out: halfway.
        expectPixel(surface.pixel(x: 15, y: 10), RGBA(127.5, 127.5, 127.5, 255), tolerance: 1.5)
    }

    @Test("colour(at:) interpolates like the rendered ramp")
    func colorAt() {
        let gradient = Gradient.linear(from: .zero, to: CGPoint(x: 1, y: 0), colors: [.red, .blue])
        #expect(gradient.color(at: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(gradient.color(at: -1) == .red)
        #expect(gradient.color(at: 2) == .blue)
    }

    @Test("bad gradients are rejected with their fault named")
    func invalid() throws {
        let surface = try ImageSurface(width: 2, height: 2)
        #expect(throws: GlazeError(.invalidArgument(name: "gradient stops", value: "[]", reason: "a gradient needs at least one stop"))) {
            try surface.draw { try $0.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 1, y: 0), stops: []))) }
        }
        #expect(throws: GlazeError(.invalidArgument(name: "gradient stop 0 location", value: "2.0", reason: "must lie in 0...1"))) {
            try surface.draw {
                try $0.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 1, y: 0), stops: [.init(location: 2, color: .red)])))
            }
        }
        #expect(throws: GlazeError.self) {
            try surface.draw {
                try $0.paint(.gradient(.radial(startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 1,
                                                stops: [.init(location: 0, color: .red)])))
            }
        }
    }
}
