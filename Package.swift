// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Glaze",
    products: [
        .library(name: "Glaze", targets: ["Glaze"]),
        .library(name: "GlazeKit", targets: ["GlazeKit"]),
        .library(name: "GlazeCoreGraphics", targets: ["GlazeCoreGraphics"]),
        .library(name: "GlazeTheme", targets: ["GlazeTheme"]),
        .executable(name: "glaze", targets: ["glaze"]),
        // The demo sheets as a library, for the benchmarks package.
        .library(name: "GlazeDemoSheets", targets: ["DemoSheets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: a plugin, never linked into the libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Prefixed so it never clashes with another package's `CCairo`.
        .systemLibrary(
            name: "CGlazeCairo",
            path: "Sources/CGlazeCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // Debian's librsvg: SVG parsed and drawn into the core's Cairo contexts.
        .systemLibrary(
            name: "CGlazeRSVG",
            path: "Sources/CGlazeRSVG",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // Debian's libyaml, read event by event so that the theme reader owns alias expansion.
        .systemLibrary(
            name: "CGlazeYAML",
            path: "Sources/CGlazeYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(
            name: "Glaze",
            dependencies: ["CGlazeCairo", "CGlazeRSVG"],
            path: "Sources/Glaze"
        ),
        .target(
            name: "GlazeKit",
            dependencies: ["Glaze"],
            path: "Sources/GlazeKit"
        ),
        // Core Graphics and UIKit names over the core, for ports; GlazeKit never imports it.
        .target(
            name: "GlazeCoreGraphics",
            dependencies: ["Glaze"],
            path: "Sources/GlazeCoreGraphics"
        ),
        .target(
            name: "GlazeTheme",
            dependencies: ["Glaze", "GlazeKit", "CGlazeYAML"],
            path: "Sources/GlazeTheme"
        ),
        .executableTarget(
            name: "glaze",
            dependencies: ["GlazeTheme", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/glaze"
        ),
        .target(
            name: "DemoSupport",
            dependencies: ["Glaze"],
            path: "Demos/DemoSupport"
        ),
        .target(
            name: "CoreSheet",
            dependencies: ["Glaze", "DemoSupport"],
            path: "Demos/CoreSheet"
        ),
        .target(
            name: "GlazeTestSupport",
            dependencies: [
                "Glaze",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/GlazeTestSupport"
        ),
        .target(
            name: "ResizableSheet",
            dependencies: ["Glaze", "GlazeKit", "DemoSupport"],
            path: "Demos/ResizableSheet"
        ),
        .target(
            name: "ButtonsSheet",
            dependencies: ["Glaze", "GlazeKit", "DemoSupport"],
            path: "Demos/ButtonsSheet"
        ),
        .target(
            name: "BarsSheet",
            dependencies: ["Glaze", "GlazeKit", "DemoSupport"],
            path: "Demos/BarsSheet"
        ),
        .target(
            name: "CacheSheet",
            dependencies: ["Glaze", "GlazeKit", "DemoSupport"],
            path: "Demos/CacheSheet"
        ),
        .target(
            name: "AssetsSheet",
            dependencies: ["Glaze", "GlazeKit", "DemoSupport"],
            path: "Demos/AssetsSheet"
        ),
        // The articles' drawing code as an Apple developer writes it, compiled
        // against GlazeCoreGraphics alone.
        .target(
            name: "PortedArticles",
            dependencies: ["GlazeCoreGraphics"],
            path: "Demos/PortedArticles"
        ),
        .target(
            name: "PortedSheet",
            dependencies: ["Glaze", "GlazeCoreGraphics", "PortedArticles", "DemoSupport"],
            path: "Demos/PortedSheet"
        ),
        .target(
            name: "DemoSheets",
            dependencies: ["DemoSupport", "CoreSheet", "ResizableSheet", "ButtonsSheet", "BarsSheet", "CacheSheet", "AssetsSheet",
                           "PortedSheet"],
            path: "Demos/DemoSheets"
        ),
        .executableTarget(
            name: "GlazeSheets",
            dependencies: ["DemoSheets"],
            path: "Demos/GlazeSheets"
        ),
        .testTarget(
            name: "GlazeTests",
            dependencies: [
                "Glaze",
                "GlazeTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/GlazeTests",
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "GlazeKitTests",
            dependencies: [
                "Glaze",
                "GlazeKit",
                "GlazeTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/GlazeKitTests",
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "GlazeCoreGraphicsTests",
            dependencies: ["Glaze", "GlazeKit", "GlazeCoreGraphics", "PortedArticles", "GlazeTestSupport"],
            path: "Tests/GlazeCoreGraphicsTests"
        ),
        .testTarget(
            name: "GlazeThemeTests",
            dependencies: ["Glaze", "GlazeKit", "GlazeTheme", "GlazeTestSupport", "glaze"],
            path: "Tests/GlazeThemeTests",
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
