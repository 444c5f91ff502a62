import Foundation
import Glaze
import GlazeCoreImage
import Testing

/// Graphs of filters that real code rarely builds but a loop can: a chain
/// deeper than a stack holds, and an image reused at every step.
@Suite("Core Image: deep and reused filter graphs")
struct GraphDepthTests {
    /// The deepest graph an image holds (`RecipeDepth.maximum` in the library).
    static let maximumDepth = 2048

    /// `image` moved right by one pixel `count` times, a node a step.
    static func shifted(_ image: CIImage, _ count: Int) -> CIImage {
        var result = image
        for _ in 0..<count { result = result.transformed(by: CGAffineTransform(translationX: 1, y: 0)) }
        return result
    }

    /// `body`'s result, computed on a thread with the stack a secondary thread
    /// gets on Apple's systems (512 KiB): the graph is built, rendered and
    /// released there.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = 512 << 10
            thread.start()
        }
    }

    @Test("a chain at the bound renders and is released on a small stack, its pixels moved by every step")
    func atTheBound() async throws {
        let source = try CoreImageSupport.bitmap(width: 2, height: 1) { x, _ in x == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let steps = Self.maximumDepth - 1
        let (extent, pixels) = await Self.onSmallStack {
            // The bitmap is a node of its own.
            let chain = Self.shifted(CIImage(cgImage: source), steps)
            return (chain.extent, try? CoreImageSupport.pixels(chain, chain.extent))
        }
        #expect(extent == CGRect(x: steps, y: 0, width: 2, height: 1))
        #expect(pixels?.first?.map(\.red) == [255, 0])
        #expect(pixels?.first?.map(\.blue) == [0, 255])
    }

    @Test("100,000 steps: the extent is kept, the render and the next filter refused with the bound, nothing overflows")
    func pastTheBound() async throws {
        let outcome = await Self.onSmallStack { () -> (CGRect, CoreImageError?, CoreImageError?, Bool) in
            let chain = Self.shifted(CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1)), 100_000)
            var renderError: CoreImageError?
            do throws(CoreImageError) {
                _ = try CIContext().makeCGImage(chain, from: chain.extent)
            } catch {
                renderError = error
            }
            let filter = CIFilter(name: "CIColorInvert")!
            filter.setValue(chain, forKey: kCIInputImageKey)
            var filterError: CoreImageError?
            do throws(CoreImageError) {
                _ = try filter.makeOutputImage()
            } catch {
                filterError = error
            }
            return (chain.extent, renderError, filterError, filter.outputImage == nil)
        }
        let (extent, renderError, filterError, noOutput) = outcome
        #expect(extent == CGRect(x: 100_000, y: 0, width: 1, height: 1))
        #expect(renderError?.code == .limitExceeded)
        #expect(renderError?.description.contains("more than the 2048") == true, "\(String(describing: renderError))")
        #expect(filterError?.code == .limitExceeded)
        #expect(filterError?.description.hasPrefix("CIColorInvert: ") == true, "\(String(describing: filterError))")
        #expect(noOutput)
    }

    @Test("an image composited over itself 64 times: its extent at once, its render refused at the work limit",
          .timeLimit(.minutes(1)))
    func reusedAtEveryStep() throws {
        let dot = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        var image = dot
        for _ in 0..<64 { image = image.composited(over: image) }
        #expect(image.extent == dot.extent)
        do {
            _ = try CIContext().makeCGImage(image, from: image.extent)
            Issue.record("rendered 2⁶⁴ visits")
        } catch {
            #expect(error.code == .limitExceeded && error.description.contains("pixels in all"), "\(error)")
        }
        // Shallow reuse renders: 2⁴ visits of the same red.
        var small = dot
        for _ in 0..<4 { small = small.composited(over: small) }
        #expect(try CoreImageSupport.pixels(small, small.extent).first?.first?.red == 255)
    }
}
