import Glaze
import Testing

@Suite("Support: stable hashing and numbers")
struct SupportTests {
    @Test("FNV-1a matches the published 64-bit test vectors")
    func fnv() {
        var empty = FNV1a()
        empty.combine(bytes: [UInt8]())
        #expect(empty.value == 0xCBF2_9CE4_8422_2325)
        var a = FNV1a()
        a.combine(bytes: Array("a".utf8))
        #expect(a.value == 0xAF63_DC4C_8601_EC8C && a.hexDigits == "af63dc4c8601ec8c")
        var foobar = FNV1a()
        foobar.combine(bytes: Array("foobar".utf8))
        #expect(foobar.value == 0x8594_4171_F739_67E8)
        #expect(FNV1a.hexDigits(0xAB) == "00000000000000ab")
    }

    @Test("exact number text: whole numbers bare, fractions shortest, distinct values distinct")
    func numbers() {
        #expect([2, -3, 0.65, 1e20, 0.1 + 0.2, .infinity].map(NumberText.exact)
            == ["2", "-3", "0.65", "1e+20", "0.30000000000000004", "inf"])
    }
}
