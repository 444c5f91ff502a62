import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("CGContext device-space conversions")
struct CGContextDeviceSpaceTests {
    @Test("a 2x renderer's context: flipped, scaled")
    func renderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        _ = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { rendererContext in
            let context = rendererContext.cgContext
            #expect(context.userSpaceToDeviceSpaceTransform == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
            #expect(context.convertToDeviceSpace(CGPoint(x: 10, y: 5)) == CGPoint(x: 20, y: 90))
            #expect(context.convertToUserSpace(CGPoint(x: 20, y: 90)) == CGPoint(x: 10, y: 5))
            #expect(context.convertToDeviceSpace(CGSize(width: 10, height: 5)) == CGSize(width: 20, height: -10))
            #expect(context.convertToUserSpace(CGSize(width: 20, height: -10)) == CGSize(width: 10, height: 5))
            #expect(context.convertToDeviceSpace(CGRect(x: 10, y: 5, width: 20, height: 10))
                    == CGRect(x: 20, y: 70, width: 40, height: 20))
            #expect(context.convertToUserSpace(CGRect(x: 20, y: 70, width: 40, height: 20))
                    == CGRect(x: 10, y: 5, width: 20, height: 10))

            context.translateBy(x: 10, y: 10)
            context.rotate(by: .pi / 2)
            #expect(context.userSpaceToDeviceSpaceTransform == context.ctm)
            // User (5, 0) is base (10, 15) after a quarter turn: device (20, 70).
            let device = context.convertToDeviceSpace(CGPoint(x: 5, y: 0))
            #expect(abs(device.x - 20) < 1e-9 && abs(device.y - 70) < 1e-9)
            let back = context.convertToUserSpace(device)
            #expect(abs(back.x - 5) < 1e-9 && abs(back.y) < 1e-9)
            // A rect's bounding box turns with it.
            let box = context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 10, height: 4))
            #expect(abs(box.width - 8) < 1e-9 && abs(box.height - 20) < 1e-9)
        }
    }

    @Test("a bitmap context: device space is user space until the transform changes")
    func bitmap() {
        let context = rgbaContext(nil, width: 40, height: 30)!
        #expect(context.userSpaceToDeviceSpaceTransform == .identity)
        #expect(context.convertToDeviceSpace(CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        context.scaleBy(x: 2, y: 3)
        context.translateBy(x: 1, y: 1)
        #expect(context.userSpaceToDeviceSpaceTransform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 6))
        #expect(context.convertToUserSpace(CGPoint(x: 4, y: 6)) == CGPoint(x: 1, y: 1))
        #expect(context.convertToDeviceSpace(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 3))
        #expect(context.convertToUserSpace(CGRect(x: 2, y: 3, width: 4, height: 6)) == CGRect(x: 0, y: 0, width: 2, height: 2))
    }
}
