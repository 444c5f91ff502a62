internal import CGlazeCrypto
import Foundation

/// The SHA-256 digest of some content: what names an image's pixels, a file's
/// bytes or a look in cache keys, ETags, URLs and file names on disk.
///
/// Those names are chosen by whoever writes the content, so they must not be
/// forgeable: two different inputs with one digest would share a cache entry
/// and be served for each other. SHA-256 makes that infeasible; a fast
/// non-cryptographic hash does not.
///
/// ```swift
/// let digest = ContentDigest(of: Data("key".utf8))
/// print(digest.hexDigits)   // 64 lower-case hexadecimal digits
/// ```
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 256 bits as four big-endian words, most significant first.
    public let words: (UInt64, UInt64, UInt64, UInt64)

    /// The digest whose bits are `words`, most significant first.
    public init(words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    /// The digest of `bytes`.
    public init(of bytes: some DataProtocol) {
        var hasher = ContentHasher()
        hasher.combine(bytes)
        self = hasher.finalize()
    }

    /// The digest of the UTF-8 bytes of `text`.
    public init(of text: String) {
        var hasher = ContentHasher()
        var text = text
        text.withUTF8 { hasher.combine(UnsafeRawBufferPointer($0)) }
        self = hasher.finalize()
    }

    /// The digest that `hexDigits` (64 hexadecimal digits, either case) writes out,
    /// or `nil` when it is not one.
    public init?(hexDigits: some StringProtocol) {
        let utf8 = Array(hexDigits.utf8)
        guard utf8.count == 64 else { return nil }
        var words: [UInt64] = []
        for start in stride(from: 0, to: 64, by: 16) {
            guard let word = UInt64(String(decoding: utf8[start..<start + 16], as: UTF8.self), radix: 16) else { return nil }
            words.append(word)
        }
        self.words = (words[0], words[1], words[2], words[3])
    }

    /// The digest as 64 lower-case hexadecimal digits.
    public var hexDigits: String {
        [words.0, words.1, words.2, words.3].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// ``hexDigits``.
    public var description: String { hexDigits }

    /// Equal when all 256 bits are.
    public static func == (lhs: ContentDigest, rhs: ContentDigest) -> Bool {
        lhs.words == rhs.words
    }

    /// Hashes the bits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}

/// Computes a ``ContentDigest`` from content given in pieces.
///
/// ```swift
/// var hasher = ContentHasher()
/// hasher.combine(Data("a".utf8))
/// hasher.combine(Data("b".utf8))
/// let digest = hasher.finalize()   // the digest of "ab"
/// ```
///
/// OpenSSL's libcrypto computes it, loaded on first use; where it cannot be
/// loaded (a machine without it), or gives no context, Glaze's own SHA-256
/// does, to the same digests, a few times slower.
public struct ContentHasher: ~Copyable {
    /// OpenSSL's digest context, owned by this value alone, and libcrypto's
    /// functions; `nil` when ``portable`` computes the digest instead.
    private let openSSL: (context: OpaquePointer, crypto: glaze_crypto_functions)?
    private var portable: PortableSHA256?

    /// An empty hasher.
    public init() {
        self.init(portable: false)
    }

    /// An empty hasher, computing with Glaze's own SHA-256 when `portable`,
    /// as it does when libcrypto cannot be loaded.
    package init(portable: Bool) {
        guard !portable, let crypto = glaze_crypto()?.pointee, let context = crypto.md_ctx_new() else {
            openSSL = nil
            self.portable = PortableSHA256()
            return
        }
        guard crypto.digest_init(context, crypto.sha256(), nil) == 1 else {
            crypto.md_ctx_free(context)
            openSSL = nil
            self.portable = PortableSHA256()
            return
        }
        openSSL = (context, crypto)
        self.portable = nil
    }

    deinit {
        if let openSSL { openSSL.crypto.md_ctx_free(openSSL.context) }
    }

    /// Adds `bytes` to the content.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        guard let openSSL else {
            portable!.combine(bytes)
            return
        }
        // OpenSSL fails an update only for a context it did not set up, which
        // init rules out: a broken library, not anything the content can cause.
        guard openSSL.crypto.digest_update(openSSL.context, base, bytes.count) == 1 else {
            preconditionFailure("OpenSSL cannot update a SHA-256 digest it started")
        }
    }

    /// Adds `bytes` to the content.
    public mutating func combine(_ bytes: some DataProtocol) {
        for region in bytes.regions {
            region.withUnsafeBytes { combine($0) }
        }
    }

    /// The digest of everything combined.
    public consuming func finalize() -> ContentDigest {
        guard let openSSL else { return portable!.finalize() }
        var bytes = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard openSSL.crypto.digest_final(openSSL.context, &bytes, &length) == 1, length == 32 else {
            preconditionFailure("OpenSSL cannot finish a SHA-256 digest it started")
        }
        func word(_ index: Int) -> UInt64 {
            bytes[index * 8..<index * 8 + 8].reduce(0) { $0 << 8 | UInt64($1) }
        }
        return ContentDigest(words: (word(0), word(1), word(2), word(3)))
    }
}
