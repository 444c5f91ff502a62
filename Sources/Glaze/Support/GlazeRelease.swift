/// Which release of Glaze this is.
///
/// The one place the version is written: `glaze --version` and `glaze serve`'s
/// start line print it, and a test holds it equal to the newest release in
/// CHANGELOG.md and to the version the README tells a package to depend on.
public enum GlazeRelease {
    /// The release's semantic version (`"0.1.0"`), as its git tag names it.
    public static let version = "0.1.0"
}
