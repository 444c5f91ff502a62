/// The 64-bit FNV-1a hash: small, fast and the same in every run and process,
/// which is what digests that name files on disk need (Swift's `Hasher` is
/// seeded per process). Not for anything an adversary chooses to collide.
///
/// ```swift
/// var hash = FNV1a()
/// hash.combine(bytes: Array("key".utf8))
/// let name = String(hash.value, radix: 16)
/// ```
public struct FNV1a: Hashable, Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// An empty hash.
    public init() {}

    /// Mixes in one value: XOR, then multiply by the FNV prime. Bytes are
    /// combined one by one; a wider value counts as one unit.
    public mutating func combine(_ unit: UInt64) {
        value = (value ^ unit) &* 0x0000_0100_0000_01B3
    }

    /// Mixes in `bytes`, one at a time.
    public mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes { combine(UInt64(byte)) }
    }

    /// The hash as 16 lower-case hexadecimal digits.
    public var hexDigits: String { Self.hexDigits(value) }

    /// Any 64-bit digest as 16 lower-case hexadecimal digits, leading zeros kept.
    public static func hexDigits(_ digest: UInt64) -> String {
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
