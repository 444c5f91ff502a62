internal import CGlazeCairo
import Foundation

/// Where Cairo's stream writers put their bytes: memory, or a file being written.
///
/// Cairo calls back through a C function pointer with an opaque pointer to this
/// object; the owner (a document or surface writer) keeps it alive for as long
/// as the Cairo object that writes into it.
final class ByteSink {
    private(set) var data = Data()
    private let file: FileHandle?
    private(set) var failure: String?

    /// A sink collecting bytes in memory.
    init() {
        file = nil
    }

    /// A sink streaming bytes into an open file, so large documents never pile up in memory.
    init(file: FileHandle) {
        self.file = file
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil else { return false }
        if let file {
            do {
                try file.write(contentsOf: bytes)
            } catch {
                failure = "\(error)"
                return false
            }
        } else {
            data.append(bytes.bindMemory(to: UInt8.self))
        }
        return true
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The C callback Cairo writes through; `closure` is a sink's ``opaque`` pointer.
    static let cairoWrite: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        guard length > 0 else { return CAIRO_STATUS_SUCCESS }
        guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        return sink.write(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }
}

/// Bytes Cairo reads from, such as a PNG held in memory.
final class ByteSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) {
        self.data = data
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The C callback Cairo reads through; it fails on a short read, as Cairo expects.
    static let cairoRead: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: buffer, from: start..<start + count)
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
