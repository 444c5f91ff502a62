// The initializer of ThemeError until 0.1.0, before errors had a code, kept
// so that code building one still compiles.
extension ThemeError {
    /// Creates an error with the code ``Code-swift.struct/invalidValue``.
    @available(*, deprecated, message: "give the error its code: ThemeError(.invalidValue, file:line:column:asset:key:message:)")
    public init(file: String, line: Int? = nil, column: Int? = nil, asset: String? = nil, key: String? = nil, message: String) {
        self.init(.invalidValue, file: file, line: line, column: column, asset: asset, key: key, message: message)
    }
}
