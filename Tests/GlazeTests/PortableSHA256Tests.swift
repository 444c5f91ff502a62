import Foundation
@testable import Glaze
import GlazeTestSupport
import Testing

/// Glaze's own SHA-256, which hashes when libcrypto cannot be loaded, gives
/// OpenSSL's digests: FIPS 180-4's examples, and any bytes in any pieces.
@Suite("Portable SHA-256")
struct PortableSHA256Tests {
    static func digest(_ pieces: [[UInt8]], portable: Bool) -> String {
        var hasher = ContentHasher(portable: portable)
        for piece in pieces { piece.withUnsafeBytes { hasher.combine($0) } }
        return hasher.finalize().hexDigits
    }

    @Test("FIPS 180-4's examples, the empty message, and a million a's, by both", arguments: [false, true])
    func examples(portable: Bool) {
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ]
        for (text, expected) in cases {
            #expect(Self.digest([Array(text.utf8)], portable: portable) == expected, "\(text)")
        }
        #expect(Self.digest([[UInt8](repeating: 0x61, count: 1_000_000)], portable: portable)
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("random bytes around every block boundary, combined in random pieces, hash as OpenSSL hashes them")
    func agreesWithOpenSSL() {
        var generator = SeededGenerator(seed: 38)
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4099] + (0..<40).map({ _ in Int(generator.next() % 9000) }) {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var pieces: [[UInt8]] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let size = Int(generator.next() % 150)
                pieces.append(Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            #expect(Self.digest(pieces, portable: true) == Self.digest([bytes], portable: false), "\(length) bytes in \(pieces.count) pieces")
        }
    }
}
