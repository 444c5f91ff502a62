import Foundation
import GlazeCoreGraphics
import Testing

// The four shapes a CALayer subclass comes in, as real code writes them.

/// No initialisers of its own: inherits all three.
private final class PlainLayer: CALayer {
    var tint: CGFloat = 0.5
}

/// `override init()` only, with the `init?(coder:)` the compiler then asks for.
private final class InitOnlyLayer: CALayer {
    var marker: Int
    override init() {
        marker = 7
        super.init()
    }

    required init?(coder: NSCoder) {
        marker = 0
        super.init(coder: coder)
    }
}

/// All three, `init(layer:)` copying its own property.
private final class FullLayer: CALayer {
    var marker: Int
    var copiedFrom: ObjectIdentifier?
    override init() {
        marker = 1
        super.init()
    }

    override init(layer: Any) {
        let other = layer as? FullLayer
        marker = other?.marker ?? -1
        copiedFrom = other.map { ObjectIdentifier($0) }
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        marker = 0
        super.init(coder: coder)
    }
}

/// A custom designated initialiser only.
private final class CustomOnlyLayer: CALayer {
    var marker: Int
    init(marker: Int) {
        self.marker = marker
        super.init()
    }

    required init?(coder: NSCoder) {
        marker = 0
        super.init(coder: coder)
    }
}

private final class PlainView: UIView {
    override class var layerClass: AnyClass { PlainLayer.self }
}

private final class InitOnlyView: UIView {
    override class var layerClass: AnyClass { InitOnlyLayer.self }
}

private final class FullView: UIView {
    override class var layerClass: AnyClass { FullLayer.self }
}

private final class CustomOnlyView: UIView {
    override class var layerClass: AnyClass { CustomOnlyLayer.self }
}

@Suite("CALayer initialisers as Apple declares them")
struct CALayerInitialiserTests {
    @Test("a view's layerClass makes the subclass with its own init()")
    func layerClass() {
        #expect(PlainView(frame: .zero).layer is PlainLayer)
        #expect((InitOnlyView(frame: .zero).layer as? InitOnlyLayer)?.marker == 7)
        #expect((FullView(frame: .zero).layer as? FullLayer)?.marker == 1)
        // A shape layer as a view's layer, the progress-ring pattern.
        final class RingView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        #expect(RingView(frame: .zero).layer is CAShapeLayer)
    }

    @Test("presentation() is a copy of the layer's own class, made by its init(layer:)")
    func presentationCopies() throws {
        let full = FullLayer()
        full.marker = 42
        full.opacity = 0.25
        let copy = try #require(full.presentation())
        #expect(copy !== full)
        #expect(copy.marker == 42 && copy.copiedFrom == ObjectIdentifier(full))
        #expect(copy.opacity == 0.25)
        #expect(copy.model() === full && full.model() === full)
        #expect(copy.presentation() === copy)

        let plain = PlainLayer()
        plain.tint = 0.9
        let plainCopy = try #require(plain.presentation())
        // An inherited init(layer:) makes the subclass; its own stored
        // property keeps its initial value, as on Apple's platforms.
        #expect(type(of: plainCopy) == PlainLayer.self && plainCopy.tint == 0.5)
    }

    @Test("copies are released: init(layer:) consumes its argument")
    func noLeak() {
        weak var weakCopy: FullLayer?
        weak var weakModel: FullLayer?
        do {
            let model = FullLayer()
            weakModel = model
            let copy = model.presentation()
            weakCopy = copy
            #expect(weakCopy != nil)
        }
        #expect(weakModel == nil)
        #expect(weakCopy == nil)
    }

    @Test("a subclass without init(layer:) stops at its first presentation copy, as on Apple's platforms")
    func unimplementedInitLayerTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = InitOnlyLayer().presentation()
        }
    }

    @Test("a layerClass with only a custom initialiser stops, as UIKit does")
    func customOnlyTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = CustomOnlyView(frame: .zero)
        }
    }
}
