import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Colours")
struct ColorTests {
    @Test("parses six- and eight-digit hex")
    func hex() throws {
        #expect(try Color(hex: "#C46E00") == Color(red8: 0xC4, green8: 0x6E, blue8: 0x00))
        #expect(try Color(hex: "ffffff80") == Color(red8: 255, green8: 255, blue8: 255, alpha8: 0x80))
        #expect(try Color(hex: "#c46e00").hexString == "#C46E00")
        #expect(Color.white.withAlpha(0.5).hexString == "#FFFFFF80")
    }

    @Test("rejects malformed hex with the string in the message", arguments: ["", "#", "#12345", "#1234567", "#GG0000", "12 456", "#+12345"])
    func badHex(text: String) {
        #expect(throws: GlazeError(.invalidArgument(name: "hex colour", value: "\"\(text)\"", reason: "expected #RRGGBB or #RRGGBBAA"))) {
            try Color(hex: text)
        }
    }

    @Test("converts to HSV and back")
    func hsvRoundTrip() {
        let samples = [Color(red: 0.65, green: 0.05, blue: 0.05), Color(red: 0.2, green: 0.7, blue: 0.3),
                       Color(red: 0.1, green: 0.2, blue: 0.9), Color(white: 0.4), Color(red: 1, green: 0, blue: 1)]
        for color in samples {
            let back = color.hsv.color
            #expect(abs(back.red - color.red) < 1e-12 && abs(back.green - color.green) < 1e-12
                    && abs(back.blue - color.blue) < 1e-12, "\(color) → \(color.hsv) → \(back)")
        }
    }

    @Test("places primaries and greys on the hue circle")
    func hsvValues() {
        #expect(Color.yellow.hsv == HSVColor(hue: 1.0 / 6.0, saturation: 1, value: 1))
        #expect(Color.blue.hsv == HSVColor(hue: 2.0 / 3.0, saturation: 1, value: 1))
        #expect(Color(white: 0.5).hsv == HSVColor(hue: 0, saturation: 0, value: 0.5))
        #expect(HSVColor(hue: .nan, saturation: 1, value: 1).color == .red)
    }

    @Test("a colour is valid when each component is in 0...1: not NaN, not infinite, the ends included")
    func validity() {
        #expect(Color(red: 0, green: 1, blue: 0.5, alpha: 1).isValid)
        for bad in [-0.001, 1.001, .nan, .infinity, -.infinity] {
            #expect(!Color(red: bad, green: 0, blue: 0).isValid && !Color(red: 0, green: bad, blue: 0).isValid)
            #expect(!Color(red: 0, green: 0, blue: bad).isValid && !Color(red: 0, green: 0, blue: 0, alpha: bad).isValid)
        }
    }

    @Test("validation names the bad component")
    func invalidComponents() throws {
        let surface = try ImageSurface(width: 2, height: 2)
        #expect(throws: GlazeError.self) {
            try surface.draw { try $0.fill($0.bounds, with: .color(Color(red: 1.5, green: 0, blue: 0))) }
        }
        #expect(throws: GlazeError.self) {
            try surface.draw { try $0.fill($0.bounds, with: .color(Color(red: .nan, green: 0, blue: 0))) }
        }
    }
}
