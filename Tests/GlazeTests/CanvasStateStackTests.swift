import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The unbalanced forms of saved states and transparency layers, for ports
/// whose calls come in pairs rather than closures.
@Suite("Canvas state stack")
struct CanvasStateStackTests {
    @Test("restoreState returns to the saved transform, clip, alpha, blend mode and shadow")
    func saveAndRestore() throws {
        let surface = try ImageSurface(width: 4, height: 1)
        let canvas = try surface.makeCanvas()
        canvas.saveState()
        try canvas.translateBy(x: 2, y: 0)
        try canvas.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        canvas.alpha = 0.5
        canvas.blendMode = .multiply
        canvas.shadow = Shadow(offset: .zero, blur: 2)
        try canvas.restoreState()
        #expect(canvas.transform.isIdentity && canvas.alpha == 1 && canvas.blendMode == .normal && canvas.shadow == nil)
        try canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 1), with: .color(.red))
        #expect(surface.pixel(x: 0, y: 0) == Pixel(.red) && surface.pixel(x: 3, y: 0) == Pixel(.red))
    }

    @Test("restoreState without a save, or across a layer's start, throws and changes nothing")
    func unbalancedRestore() throws {
        let canvas = try ImageSurface(width: 2, height: 2).makeCanvas()
        #expect(throws: GlazeError(.unbalanced("restoreState() without a matching saveState()"))) { try canvas.restoreState() }
        canvas.saveState()
        try canvas.beginTransparencyLayer()
        #expect(throws: GlazeError.self) { try canvas.restoreState() }
        try canvas.endTransparencyLayer()
        try canvas.restoreState()
        #expect(throws: GlazeError.self) { try canvas.endTransparencyLayer() }
    }

    @Test("a layer cannot end while a state saved inside it is open")
    func layerWithOpenSave() throws {
        let canvas = try ImageSurface(width: 2, height: 2).makeCanvas()
        try canvas.beginTransparencyLayer()
        canvas.saveState()
        #expect(throws: GlazeError.self) { try canvas.endTransparencyLayer() }
        try canvas.restoreState()
        try canvas.endTransparencyLayer()
    }

    @Test("begin and end composite the layer with the alpha given at the start, one shadow for the content")
    func beginAndEnd() throws {
        let surface = try ImageSurface(width: 30, height: 10)
        let canvas = try surface.makeCanvas()
        try canvas.beginTransparencyLayer(alpha: 0.5)
        try canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 10), with: .color(.red))
        try canvas.fill(CGRect(x: 10, y: 0, width: 20, height: 10), with: .color(.red))
        try canvas.endTransparencyLayer()
        #expect(surface.pixel(x: 5, y: 5) == surface.pixel(x: 15, y: 5))
        #expect(surface.pixel(x: 15, y: 5).alpha == 128)
    }

    @Test("withSavedState closes the saves and layers its body left open")
    func closureClosesLeftovers() throws {
        let surface = try ImageSurface(width: 4, height: 4)
        let canvas = try surface.makeCanvas()
        canvas.withSavedState { canvas in
            canvas.saveState()
            try? canvas.translateBy(x: 1, y: 1)
            try? canvas.beginTransparencyLayer(alpha: 0.5)
            try? canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), with: .color(.red))
        }
        #expect(canvas.transform.isIdentity)
        // The layer was composited, with its alpha.
        #expect(surface.pixel(x: 1, y: 1).alpha == 128)
        #expect(throws: GlazeError.self) { try canvas.restoreState() }
    }
}
