// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses for Glaze's readers. A package of its own, depending on
// Glaze by path, so that people who depend on Glaze never build or resolve it.
// Build and run them with scripts/fuzz, which adds the sanitizer flags: they
// would make every `swift build` of this package need libFuzzer's runtime.

// No top-level code: libFuzzer's own `main` drives LLVMFuzzerTestOneInput.
let harness: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "GlazeFuzz",
    dependencies: [
        // Named, because a path package's identity is its folder's name, which is
        // whatever the clone happened to be called.
        .package(name: "Glaze", path: ".."),
    ],
    targets: [
        // What the harnesses share: the FUZZ_VERBOSE switch and PNG CRC repair.
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        .executableTarget(
            name: "theme",
            dependencies: ["FuzzSupport", .product(name: "GlazeTheme", package: "Glaze")],
            path: "Sources/theme",
            swiftSettings: harness
        ),
        .executableTarget(
            name: "ninepatch",
            dependencies: ["FuzzSupport", .product(name: "Glaze", package: "Glaze"), .product(name: "GlazeKit", package: "Glaze")],
            path: "Sources/ninepatch",
            swiftSettings: harness
        ),
        .executableTarget(
            name: "svg",
            dependencies: ["FuzzSupport", .product(name: "Glaze", package: "Glaze")],
            path: "Sources/svg",
            swiftSettings: harness
        ),
        .executableTarget(
            name: "jpeg",
            dependencies: ["FuzzSupport", .product(name: "Glaze", package: "Glaze")],
            path: "Sources/jpeg",
            swiftSettings: harness
        ),
        .executableTarget(
            name: "png",
            dependencies: ["FuzzSupport", .product(name: "Glaze", package: "Glaze")],
            path: "Sources/png",
            swiftSettings: harness
        ),
        .executableTarget(
            name: "font",
            dependencies: ["FuzzSupport", .product(name: "Glaze", package: "Glaze")],
            path: "Sources/font",
            swiftSettings: harness
        ),
    ],
    swiftLanguageModes: [.v6]
)
