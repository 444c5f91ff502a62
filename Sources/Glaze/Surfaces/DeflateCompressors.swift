internal import CGlazeDeflate
import Foundation
import Synchronization

/// libdeflate compressors kept for the next PNG instead of freed.
///
/// A compressor is large for what an icon needs (at levels 1, 6 and 12,
/// 0.2 MB, 0.7 MB and 9 MB), and glibc maps blocks that size afresh and
/// faults their pages in again: allocating one per PNG showed in an icon
/// set's render as page faults and `mprotect` calls beside the deflating.
/// A compressor serves one call at a time, so each is lent out whole; as many
/// are kept for each level as the process has cores (at most 8), one per
/// thread that can be encoding at once, and the rest freed.
final class DeflateCompressors: Sendable {
    /// The compressors of the process.
    static let shared = DeflateCompressors()

    /// Idle compressors kept for each level.
    static let keptPerLevel = min(ProcessInfo.processInfo.activeProcessorCount, 8)

    private let idle = Mutex<[Int32: [Compressor]]>([:])

    /// Runs `body` with a compressor at `level`, kept or new, and keeps it after.
    /// - Throws: `outOfMemory` when no compressor can be allocated, or what `body` throws.
    func withCompressor<Result>(level: Int32, outOfMemory: GlazeError,
                                _ body: (OpaquePointer) throws(GlazeError) -> Result) throws(GlazeError) -> Result {
        let kept = idle.withHandOff(by: self) { $0[level]?.popLast() }
        guard let compressor = kept ?? libdeflate_alloc_compressor(level).map(Compressor.init) else { throw outOfMemory }
        defer {
            let surplus = idle.withHandOff(by: self) { idle -> Compressor? in
                guard idle[level, default: []].count < Self.keptPerLevel else { return compressor }
                idle[level, default: []].append(compressor)
                return nil
            }
            if let surplus { libdeflate_free_compressor(surplus.pointer) }
        }
        return try body(compressor.pointer)
    }

    /// A compressor, owned by whoever holds this: by the pool while idle, by
    /// one call while lent.
    private struct Compressor: @unchecked Sendable {
        let pointer: OpaquePointer
    }
}
