// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Glaze",
    products: [
        .library(name: "Glaze", targets: ["Glaze"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Prefixed so it never clashes with another package's `CCairo`.
        .systemLibrary(
            name: "CGlazeCairo",
            path: "Sources/CGlazeCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(
            name: "Glaze",
            dependencies: ["CGlazeCairo"],
            path: "Sources/Glaze"
        ),
        .target(
            name: "DemoSupport",
            dependencies: ["Glaze"],
            path: "Demos/DemoSupport"
        ),
        .executableTarget(
            name: "CoreSheet",
            dependencies: ["Glaze", "DemoSupport"],
            path: "Demos/CoreSheet"
        ),
        .target(
            name: "GlazeSnapshotSupport",
            dependencies: [
                "Glaze",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/GlazeSnapshotSupport"
        ),
        .testTarget(
            name: "GlazeTests",
            dependencies: [
                "Glaze",
                "GlazeSnapshotSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/GlazeTests",
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
