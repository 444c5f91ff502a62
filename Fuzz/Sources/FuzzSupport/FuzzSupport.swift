import Foundation

// FUZZ_VERBOSE=1 prints what each input did, to see why a seed or an artifact
// stops where it does; read once, since libFuzzer calls millions of times.
public let verbose = getenv("FUZZ_VERBOSE") != nil

/// Prints `message` under FUZZ_VERBOSE.
public func note(_ message: @autoclosure () -> String) {
    if verbose { print("fuzz: \(message())") }
}

/// Uses `value` in a way no optimizer sees through, so that a read whose result
/// the harness ignores still happens in release builds.
@inline(never) @_optimize(none)
public func keep<T>(_ value: T) {}

// FUZZ_SAVE_PNG=FILE writes the input as the reader saw it, CRCs repaired, so
// that an artifact becomes a PNG any other tool (or a test fixture) can read.
private let savePath = getenv("FUZZ_SAVE_PNG").map { String(cString: $0) }

/// The PNG reader's input: the fuzzer's bytes with their chunk CRCs repaired
/// (see ``fixingPNGChecksums(_:)``), saved under FUZZ_SAVE_PNG.
public func pngInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Data {
    let bytes = fixingPNGChecksums(Data(bytes: data, count: size))
    if let savePath { FileManager.default.createFile(atPath: savePath, contents: bytes) }
    return bytes
}

/// `data` with the CRC of every whole chunk recomputed. libpng rejects a chunk
/// whose CRC does not match, so without this nearly every mutation would stop
/// there; a hostile file gets its CRCs right anyway. Bytes after the last whole
/// chunk are left as they are.
public func fixingPNGChecksums(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { break }
        let crc = crc32(bytes[(offset + 4)..<(offset + 8 + length)])
        let at = offset + 8 + length
        for i in 0..<4 { bytes[at + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        offset = at + 4
    }
    return Data(bytes)
}

private let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
}
