// swift-tools-version:6.1
import PackageDescription

// The benchmarks are a package of their own, depending on Glaze by path, so that
// people who depend on Glaze never resolve the benchmark harness.
let package = Package(
    name: "GlazeBenchmarks",
    dependencies: [
        // Named, because a path package's identity is its folder's name, which is
        // whatever the clone happened to be called.
        .package(name: "Glaze", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(
            name: "CBenchCairo",
            path: "Sources/CBenchCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The same recipes drawn straight against Cairo in C: the baseline.
        .target(
            name: "CairoBaseline",
            dependencies: ["CBenchCairo"],
            path: "Sources/CairoBaseline",
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .executableTarget(
            name: "GlazeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Glaze", package: "Glaze"),
                .product(name: "GlazeKit", package: "Glaze"),
                .product(name: "GlazeCoreGraphics", package: "Glaze"),
                .product(name: "GlazeDemoSheets", package: "Glaze"),
                "CairoBaseline",
            ],
            path: "Benchmarks/GlazeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The peer comparison's drivers (Benchmarks/peers/run): Glaze's, and
        // plain C's for the glossy button.
        .executableTarget(
            name: "GlazePeer",
            dependencies: [.product(name: "Glaze", package: "Glaze"), .product(name: "GlazeKit", package: "Glaze")],
            path: "peers/GlazePeer"
        ),
        // The chart labels, through the core and through UIKit's names.
        .executableTarget(
            name: "LabelsPeer",
            dependencies: [.product(name: "Glaze", package: "Glaze"), .product(name: "GlazeCoreGraphics", package: "Glaze")],
            path: "peers/LabelsPeer"
        ),
        .executableTarget(
            name: "CairoPeer",
            dependencies: ["CairoBaseline"],
            path: "peers/CairoPeer",
            // DWARF 4, which Debian's valgrind reads, so callgrind can count it.
            cSettings: [.unsafeFlags(["-O2", "-gdwarf-4"])]
        ),
        .executableTarget(
            name: "BenchmarkChart",
            dependencies: [.product(name: "Glaze", package: "Glaze")],
            path: "Sources/BenchmarkChart"
        ),
    ]
)
