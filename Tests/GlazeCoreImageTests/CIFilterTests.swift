import Foundation
import GlazeCoreImage
import Testing

@Suite("Core Image: filters by name and key")
struct CIFilterTests {
    @Test("an unknown name gives nil, as Core Image does; a known one starts with its defaults")
    func names() throws {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        let mono = try #require(CIFilter(name: "CIColorMonochrome"))
        #expect(mono.inputKeys == ["inputImage", "inputColor", "inputIntensity"])
        #expect(mono.value(forKey: kCIInputColorKey) as? CIColor == CIColor(red: 0.6, green: 0.45, blue: 0.3))
        #expect((mono.value(forKey: kCIInputIntensityKey) as? NSNumber)?.doubleValue == 1)
        #expect(mono.value(forKey: kCIInputImageKey) == nil)
        #expect(CIFilter.filterNames(inCategory: kCICategoryGenerator).contains("CIRandomGenerator"))
        #expect(!CIFilter.filterNames(inCategory: kCICategoryGenerator).contains("CIColorMonochrome"))
        #expect(CIFilter.localizedName(forFilterName: "CIColorMonochrome") == "Color Monochrome")
        let attributes = mono.attributes
        #expect(attributes[kCIAttributeFilterName] as? String == "CIColorMonochrome")
        let intensity = try #require(attributes[kCIInputIntensityKey] as? [String: Any])
        #expect(intensity[kCIAttributeClass] as? String == "NSNumber")
        #expect((intensity[kCIAttributeSliderMax] as? NSNumber)?.doubleValue == 1)
    }

    @Test("values set by key are read back and used; setDefaults restores them")
    func keyValueCoding() throws {
        let mono = try #require(CIFilter(name: "CIColorMonochrome", parameters: [kCIInputIntensityKey: 0.25]))
        #expect(mono.value(forKey: kCIInputIntensityKey) as? Double == 0.25)
        mono.setValue(Float(0.5), forKey: kCIInputIntensityKey)
        #expect(mono.value(forKey: kCIInputIntensityKey) as? Float == 0.5)
        mono.setDefaults()
        #expect((mono.value(forKey: kCIInputIntensityKey) as? NSNumber)?.doubleValue == 1)
        // The typed builder and key-value coding see the same values.
        let typed = CIFilter.colorMonochrome()
        typed.intensity = 0.3
        #expect(typed.value(forKey: kCIInputIntensityKey) as? Float == 0.3)
        typed.setValue(0.7, forKey: kCIInputIntensityKey)
        #expect(abs(typed.intensity - 0.7) < 1e-6)
    }

    @Test("a missing image, a wrong type, NaN and an unknown key: nil output and a typed error naming the key")
    func badInputs() throws {
        let mono = try #require(CIFilter(name: "CIColorMonochrome"))
        #expect(mono.outputImage == nil)
        #expect(throws: CoreImageError.self) { try mono.makeOutputImage() }
        do {
            _ = try mono.makeOutputImage()
        } catch {
            #expect(error.code == .missingInput && error.description.contains("inputImage"))
        }
        mono.setValue(CIImage(color: .red), forKey: kCIInputImageKey)
        #expect(mono.outputImage != nil)

        mono.setValue("strong", forKey: kCIInputIntensityKey)
        #expect(mono.outputImage == nil)
        #expect(Self.code(mono) == .wrongValueType)

        mono.setValue(Double.nan, forKey: kCIInputIntensityKey)
        #expect(Self.code(mono) == .invalidValue)

        mono.setValue(CIColor(red: .nan, green: 0, blue: 0), forKey: kCIInputColorKey)
        mono.setValue(1, forKey: kCIInputIntensityKey)
        #expect(Self.code(mono) == .invalidValue)

        let other = try #require(CIFilter(name: "CIColorMonochrome"))
        other.setValue(CIImage(color: .red), forKey: kCIInputImageKey)
        other.setValue(3, forKey: "inputSharpness")
        #expect(other.outputImage == nil)
        #expect(Self.code(other) == .unknownKey)

        let crop = try #require(CIFilter(name: "CICrop"))
        crop.setValue(CIImage(color: .red), forKey: kCIInputImageKey)
        crop.setValue(CIVector(x: 1, y: 2), forKey: "inputRectangle")
        #expect(Self.code(crop) == .invalidValue)
    }

    @Test("applyingFilter with an unknown name or a bad value gives an empty image, not a crash")
    func applyingFilter() {
        let red = CIImage(color: .red)
        #expect(red.applyingFilter("CINoSuchFilter").extent.isNull)
        #expect(red.applyingFilter("CIColorMonochrome", parameters: [kCIInputIntensityKey: "x"]).extent.isNull)
        #expect(red.applyingFilter("CIColorMonochrome").extent.isInfinite)
    }

    static func code(_ filter: CIFilter) -> CoreImageError.Code? {
        do {
            _ = try filter.makeOutputImage()
            return nil
        } catch {
            return error.code
        }
    }
}
