import Foundation
import Glaze
import Testing

@Suite("GlazeError: codes and context")
struct GlazeErrorCodeTests {
    @Test("every code keeps its name: renaming one breaks callers that log or compare it")
    func codeNames() {
        #expect(GlazeError.Code.all.map(\.description) == [
            "invalidArgument", "surfaceTooLarge", "cairo", "unreadableImage", "unreadableFont", "fileAccess", "limitExceeded",
            "svgLimitExceeded", "drawingLimitExceeded", "invalidMarkup", "blendModeUnsupported", "alreadyFinished", "abandoned",
            "unbalanced",
        ])
        #expect(Set(GlazeError.Code.all).count == GlazeError.Code.all.count)
    }

    @Test("an invalid argument is matched by its code and carries the argument, its value and the reason")
    func invalidArgument() throws {
        do {
            _ = try ImageSurface(width: -1, height: 10)
            Issue.record("a surface of width -1 was made")
        } catch where error.code == .invalidArgument {
            #expect(error.description == "invalid width -1.0: must be finite and greater than zero")
            #expect(error.argument == "width" && error.rejectedValue == "-1.0")
            #expect(error.reason == "must be finite and greater than zero")
            #expect(error.source == nil && error.limit == nil && error.quantity == nil)
        } catch {
            // Without this clause swiftc 6.3.1 crashes on a `catch where` of a typed error.
            Issue.record("another error: \(error)")
        }
    }

    @Test("a surface too large carries its pixel size and Cairo's limit")
    func surfaceTooLarge() throws {
        do {
            _ = try ImageSurface(width: 20_000, height: 10, scale: 2)
            Issue.record("a surface 40,000 pixels wide was made")
        } catch where error.code == .surfaceTooLarge {
            #expect(error.pixelSize?.width == 40_000 && error.pixelSize?.height == 20)
            #expect(error.limit == Double(ImageSurface.maximumPixelDimension))
            #expect(error.description == "surface of 40000×20 pixels exceeds Cairo's limit of 32767 pixels a side")
        } catch {
            Issue.record("another error: \(error)")
        }
    }

    @Test("a limit error carries the source, the quantity, what was asked and the limit")
    func limitExceeded() throws {
        let png = try ImageSurface(width: 4, height: 3).pngData()
        var limits = InputLimits.standard
        limits.maximumImagePixels = 10
        #expect {
            _ = try Image(pngData: png, limits: limits)
        } throws: { error in
            guard let error = error as? GlazeError, error.code == .limitExceeded else { return false }
            return error.source == "data" && error.quantity == .pixels && error.requested == 12 && error.limit == 10
                && error.description == "cannot read data: \(InputLimits.Quantity.pixels) 12 exceeds the limit of 10 (see InputLimits)"
        }
    }

    @Test("errors with the same code and context are equal; a different context is not")
    func equality() throws {
        func refusal(_ width: CGFloat) -> GlazeError? {
            do {
                _ = try ImageSurface(width: width, height: 1)
                return nil
            } catch {
                return error
            }
        }
        let first = try #require(refusal(-1)), again = try #require(refusal(-1)), other = try #require(refusal(-2))
        #expect(first == again && first.hashValue == again.hashValue)
        #expect(first != other && first.code == other.code)
    }
}

/// Code written against the enum GlazeError was until 0.1.0: it still compiles,
/// with a deprecation warning, and builds the errors Glaze throws.
@Suite("GlazeError: the deprecated factories")
struct GlazeErrorDeprecatedFactoryTests {
    @available(*, deprecated, message: "uses the deprecated factories on purpose")
    @Test("the old case syntax builds the same error Glaze throws")
    func oldSyntax() throws {
        do {
            _ = try ImageSurface(width: -1, height: 10)
        } catch {
            #expect(error == GlazeError.invalidArgument(name: "width", value: "-1.0", reason: "must be finite and greater than zero"))
        }
        let old = GlazeError.limitExceeded(source: "a.png", quantity: .pixels, value: 12, limit: 10)
        #expect(old.code == .limitExceeded && old.source == "a.png" && old.requested == 12 && old.limit == 10)
        #expect(GlazeError.unbalanced("restoreState()").description == "unbalanced call: restoreState()")
    }
}
