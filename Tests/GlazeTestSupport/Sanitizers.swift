import Foundation

/// Whether this is a ThreadSanitizer build (scripts/thread-check), whose
/// runtime reserves terabytes of address space, so it cannot run under an
/// address-space limit, and whose instrumented code runs many times slower.
public let underThreadSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

/// How long to wait for something the plain build does within `seconds`: ten
/// times as long under ThreadSanitizer. A wait is a bound that stops a hang,
/// not a measurement; the plain run enforces the plain bound.
public func patience(_ seconds: Double) -> Double {
    underThreadSanitizer ? seconds * 10 : seconds
}
