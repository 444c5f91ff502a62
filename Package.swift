// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glaze",
    products: [
        .library(name: "Glaze", targets: ["Glaze"]),
        .library(name: "GlazeKit", targets: ["GlazeKit"]),
        .library(name: "GlazeCoreGraphics", targets: ["GlazeCoreGraphics"]),
        .library(name: "GlazeCoreImage", targets: ["GlazeCoreImage"]),
        .library(name: "GlazeTheme", targets: ["GlazeTheme"]),
        .library(name: "GlazeWorkers", targets: ["GlazeWorkers"]),
        .executable(name: "glaze", targets: ["glaze"]),
        // The demo sheets as a library, for the benchmarks package.
        .library(name: "GlazeDemoSheets", targets: ["DemoSheets"]),
    ],
    // `glaze serve` is behind a trait, off by default: a package that depends on
    // Glaze never resolves Hummingbird and the server's other dependencies.
    traits: [
        .trait(name: "Server", description: "Builds `glaze serve`, the HTTP server over the raster cache (Hummingbird)."),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Without Hummingbird's default trait ConfigurationSupport, which nothing here
        // uses: swift-configuration and its dependencies stay out of every Server build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The HTTP-types request and response parts Hummingbird's pipeline carries.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
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
        // Debian's librsvg (librsvg2-2): SVG parsed and drawn into the core's
        // Cairo contexts. Neither headers nor pkg-config: the shim declares the
        // functions Glaze calls and loads the library on first use.
        .systemLibrary(
            name: "CGlazeRSVG",
            path: "Sources/CGlazeRSVG"
        ),
        // OpenSSL's libcrypto, for SHA-256: the system's copy costs no build time,
        // where swift-crypto would compile BoringSSL into every user's build.
        // Headers only (libssl-dev, in /usr/include): no pkg-config, whose
        // flags would link it; the shim loads it on first use.
        .systemLibrary(
            name: "CGlazeCrypto",
            path: "Sources/CGlazeCrypto"
        ),
        // Debian's zlib: gzip-compressed SVG (.svgz) inflated by Glaze itself,
        // counted against the SVG size limit as it streams.
        .systemLibrary(
            name: "CGlazeZlib",
            path: "Sources/CGlazeZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Debian's libdeflate: PNGs written by Glaze itself, each image deflated in one
        // call (see PNGCompression.swift for why libdeflate over zlib and zlib-ng).
        .systemLibrary(
            name: "CGlazeDeflate",
            path: "Sources/CGlazeDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // Debian's Brotli decoder: a WOFF 2.0 font's stream read up to its
        // 'fvar' header, to count named instances before FreeType unpacks it.
        .systemLibrary(
            name: "CGlazeBrotli",
            path: "Sources/CGlazeBrotli",
            pkgConfig: "libbrotlidec",
            providers: [.apt(["libbrotli-dev"])]
        ),
        // Debian's libjpeg-turbo, through its TurboJPEG API: UIImage(data:) and
        // jpegData(compressionQuality:) for ports, JPEG in and out for the core.
        // Headers only (libturbojpeg0-dev, in /usr/include), as CGlazeCrypto.
        .systemLibrary(
            name: "CGlazeJPEG",
            path: "Sources/CGlazeJPEG"
        ),
        // Debian's libqrencode: the symbols of CIQRCodeGenerator, for GlazeCoreImage only.
        .systemLibrary(
            name: "CGlazeQREncode",
            path: "Sources/CGlazeQREncode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // Debian's libyaml, read event by event so that the theme reader owns alias expansion.
        .systemLibrary(
            name: "CGlazeYAML",
            path: "Sources/CGlazeYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Calls a CALayer subclass's own init() and init(layer:) through its
        // vtable, as Core Animation does with +alloc/-init (see CALayer+Instantiation.swift):
        // inline functions in a header, compiled by swiftc, so no library is linked.
        .systemLibrary(
            name: "CGlazeLayerInit",
            path: "Sources/CGlazeLayerInit"
        ),
        .target(
            name: "Glaze",
            dependencies: ["CGlazeCairo", "CGlazeRSVG", "CGlazeCrypto", "CGlazeZlib", "CGlazeDeflate", "CGlazeJPEG", "CGlazeBrotli"],
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
            dependencies: ["Glaze", "CGlazeLayerInit"],
            path: "Sources/GlazeCoreGraphics"
        ),
        // Core Image's names over the core and GlazeCoreGraphics, for ports: a
        // library of its own, as Core Image is a framework of its own, so that
        // code drawing with Core Graphics alone never compiles the filters.
        .target(
            name: "GlazeCoreImage",
            dependencies: ["Glaze", "GlazeCoreGraphics", "CGlazeQREncode"],
            path: "Sources/GlazeCoreImage"
        ),
        .target(
            name: "GlazeTheme",
            dependencies: ["Glaze", "GlazeKit", "CGlazeYAML"],
            path: "Sources/GlazeTheme"
        ),
        // Render workers: theme files drawn in child processes with resource
        // limits, so a C library's crash costs one file, never the caller.
        .target(
            name: "GlazeWorkers",
            dependencies: ["Glaze", "GlazeKit", "GlazeTheme"],
            path: "Sources/GlazeWorkers"
        ),
        // The HTTP server; empty unless the Server trait is on.
        .target(
            name: "GlazeServer",
            dependencies: [
                "Glaze", "GlazeKit", "GlazeTheme", "GlazeWorkers",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                // Its connection state handler, which the cached-file responder sits behind.
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "Metrics", package: "swift-metrics", condition: .when(traits: ["Server"])),
                .product(name: "Prometheus", package: "swift-prometheus", condition: .when(traits: ["Server"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Server"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Server"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Server"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
            ],
            path: "Sources/GlazeServer"
        ),
        .executableTarget(
            name: "glaze",
            dependencies: [
                "GlazeTheme", "GlazeWorkers", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "GlazeServer", condition: .when(traits: ["Server"])),
            ],
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
            dependencies: ["GlazeCoreGraphics", "GlazeCoreImage"],
            path: "Demos/PortedArticles"
        ),
        // Drawing code as real projects write it (a StyleKit, UIView subclasses,
        // UIImage helpers, a CALayer subclass), built as they build: Swift 5 mode.
        .target(
            name: "PortingCorpus",
            dependencies: ["GlazeCoreGraphics", "GlazeCoreImage"],
            path: "Demos/PortingCorpus",
            exclude: ["README.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A playground page as a script: top-level code, Swift 5 mode.
        .executableTarget(
            name: "PortingPlayground",
            dependencies: ["GlazeCoreGraphics"],
            path: "Demos/PortingPlayground",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "PortedSheet",
            dependencies: ["Glaze", "GlazeCoreGraphics", "PortedArticles", "PortingCorpus", "DemoSupport"],
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
            dependencies: ["Glaze", "GlazeKit", "GlazeCoreGraphics", "PortedArticles", "PortingCorpus", "PortingPlayground",
                           "GlazeTestSupport"],
            path: "Tests/GlazeCoreGraphicsTests",
            exclude: ["Fixtures", "Fidelity/References"]
        ),
        .testTarget(
            name: "GlazeCoreImageTests",
            dependencies: ["Glaze", "GlazeKit", "GlazeCoreImage", "PortingCorpus", "GlazeTestSupport"],
            path: "Tests/GlazeCoreImageTests",
            exclude: ["AppleReferences"]
        ),
        .testTarget(
            name: "GlazeServerTests",
            dependencies: [
                // glaze: the executable these tests and GlazeThemeTests start.
                "Glaze", "GlazeKit", "GlazeTheme", "GlazeServer", "GlazeTestSupport", "glaze",
                // The router called in the tests' own process (InProcessServer.swift): Hummingbird's
                // own types and NIO's testing channel, not HummingbirdTesting, whose HTTP client
                // would add AsyncHTTPClient and BoringSSL to every build of the tests.
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
                .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["Server"])),
            ],
            path: "Tests/GlazeServerTests"
        ),
        // Its tests start the glaze executable too, which GlazeServerTests' dependency
        // builds: a test target that names an executable compiles only after it, and
        // with the Server trait glaze comes last of all (after Hummingbird and NIO), so
        // naming it here put this target's compilation at the very end of the build.
        .testTarget(
            name: "GlazeThemeTests",
            dependencies: ["Glaze", "GlazeKit", "GlazeTheme", "GlazeWorkers", "GlazeTestSupport"],
            path: "Tests/GlazeThemeTests",
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
