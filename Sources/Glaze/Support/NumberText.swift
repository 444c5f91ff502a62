/// Numbers written for people and for stable keys alike.
public enum NumberText {
    /// `value` in Swift's shortest form that reads back exactly, whole numbers
    /// without a fraction (`2`, `0.65`, `1e+20`): the same text in every run,
    /// and distinct texts for distinct values.
    public static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
