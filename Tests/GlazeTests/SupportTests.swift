import Foundation
import Glaze
import Testing

@Suite("Support: stable hashing and numbers")
struct SupportTests {
    @Test("SHA-256 matches the published test vectors, whole and in pieces")
    func sha256() {
        // FIPS 180-2's examples: the empty message, "abc" and the 448-bit message.
        #expect(ContentDigest(of: "").hexDigits == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentDigest(of: "abc").hexDigits == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        var pieces = ContentHasher()
        for chunk in [long.prefix(5), long.dropFirst(5).prefix(30), long.dropFirst(35)] { pieces.combine(Data(chunk.utf8)) }
        let digest = pieces.finalize()
        #expect(digest.hexDigits == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(digest == ContentDigest(of: Data(long.utf8)))
        #expect(ContentDigest(hexDigits: digest.hexDigits) == digest)
        #expect(ContentDigest(hexDigits: digest.hexDigits.uppercased()) == digest)
        #expect(ContentDigest(hexDigits: String(digest.hexDigits.dropLast())) == nil)
        #expect(ContentDigest(hexDigits: String(digest.hexDigits.dropLast()) + "g") == nil)
    }

    @Test("exact number text: whole numbers bare, fractions shortest, distinct values distinct")
    func numbers() {
        #expect([2, -3, 0.65, 1e20, 0.1 + 0.2, .infinity].map(NumberText.exact)
            == ["2", "-3", "0.65", "1e+20", "0.30000000000000004", "inf"])
    }
}
