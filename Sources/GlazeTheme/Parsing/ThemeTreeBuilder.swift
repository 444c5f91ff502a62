/// Counts what a parser builds into a ``ThemeValue`` tree, so that an alias
/// bomb, a deep nest or a file of a million values stops at its limit with the
/// line where it crossed it, before it can cost more. Text is checked later, by
/// ``ThemeReader``, which knows the asset and the key it belongs to.
struct ThemeTreeBuilder {
    let file: String
    let limits: ThemeLimits
    /// How many values have been built so far, aliases expanded.
    private(set) var values = 0

    init(file: String, limits: ThemeLimits) {
        self.file = file
        self.limits = limits
    }

    /// Counts one value at `depth`, or `size` values for an expanded alias.
    mutating func count(depth: Int, line: Int?, size: Int = 1) throws(ThemeError) {
        let (total, overflow) = values.addingReportingOverflow(size)
        values = overflow ? .max : total
        guard !overflow, values <= limits.maximumValues else {
            throw ThemeError(.limitExceeded, file: file, line: line,
                             message: "holds more than \(limits.maximumValues) values once aliases are expanded (ThemeLimits.maximumValues)")
        }
        guard depth <= limits.maximumDepth else { throw limits.tooDeep(file: file, line: line) }
    }
}
