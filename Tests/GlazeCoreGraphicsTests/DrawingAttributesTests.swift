import Foundation
@testable import GlazeCoreGraphics
import Testing

/// String drawing reads the attributes it knows from a run's dictionary in one
/// pass: each key's value under its name, every other key ignored.
@Suite("Drawing attributes")
struct DrawingAttributesTests {
    @Test("each of the thirteen keys is read under its own name; an unknown key is ignored")
    func everyKey() {
        #expect(DrawingAttributes.keys.count == DrawingAttributes.Name.allCases.count)
        #expect(Set(DrawingAttributes.keys).count == DrawingAttributes.keys.count)
        var attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key("GlazeUnknown"): "ignored"]
        for (index, key) in DrawingAttributes.keys.enumerated() { attributes[key] = index }
        let read = DrawingAttributes(attributes)
        let expected: [(DrawingAttributes.Name, NSAttributedString.Key)] = [
            (.font, .font), (.foregroundColor, .foregroundColor), (.backgroundColor, .backgroundColor), (.kern, .kern),
            (.baselineOffset, .baselineOffset), (.underlineStyle, .underlineStyle), (.underlineColor, .underlineColor),
            (.strikethroughStyle, .strikethroughStyle), (.strikethroughColor, .strikethroughColor),
            (.strokeWidth, .strokeWidth), (.strokeColor, .strokeColor), (.paragraphStyle, .paragraphStyle), (.shadow, .shadow),
        ]
        #expect(expected.count == DrawingAttributes.Name.allCases.count)
        for (name, key) in expected {
            #expect(read[name] as? Int == attributes[key] as? Int, "\(name)")
        }
        #expect(DrawingAttributes([:])[.font] == nil)
    }
}
