// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "sous",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sous", targets: ["sous"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .target(name: "SousCore", resources: [.copy("Diet/Data"), .copy("Nutrition/Tables"), .copy("Timeline/Vocabulary")]),
        .target(
            name: "SousFormats",
            dependencies: ["SousCore", "CGumbo", "CZlib", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Starter/recipes")]
        ),
        .target(name: "SousStore", dependencies: ["SousCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "SousApp", dependencies: ["SousCore"]),
        .target(name: "SousTUI", dependencies: ["SousApp", "SousCore", .product(name: "TOMLKit", package: "TOMLKit")]),
        .systemLibrary(name: "CNCursesw", path: "Sources/CNCursesw"),
        .systemLibrary(name: "CGumbo", path: "Sources/CGumbo"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1"),
        .target(name: "SousDesktop", dependencies: ["CDBus"]),
        .executableTarget(name: "SousEval", dependencies: ["SousCore", "SousFormats"]),
        .target(name: "SousTerminal", dependencies: ["CNCursesw", "SousTUI", "SousApp"]),
        .executableTarget(
            name: "sous",
            dependencies: [
                "SousCore", "SousFormats", "SousStore", "SousApp", "SousTUI", "SousTerminal", "SousDesktop",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // libFuzzer harness: `make fuzz` builds it with `--sanitize fuzzer`; a plain build replays inputs.
        .executableTarget(name: "SousFuzz", dependencies: ["SousCore", "SousFormats", "SousTUI", "CZlib"]),
        .executableTarget(
            name: "SousBench",
            dependencies: ["SousCore", "SousFormats", "SousStore", "SousApp", "SousTUI"]
        ),
        .testTarget(name: "SousCoreTests", dependencies: ["SousCore"], exclude: ["Diet/Labelled", "Nutrition/Labelled"]),
        .testTarget(name: "SousFormatsTests", dependencies: ["SousFormats", "SousCore"], exclude: ["Captions/Labelled", "Captions/HeldOut"]),
        .testTarget(name: "SousStoreTests", dependencies: ["SousStore", "SousCore", "SousFormats"]),
        .testTarget(name: "SousAppTests", dependencies: ["SousApp", "SousCore"]),
        .testTarget(name: "SousTUITests", dependencies: ["SousTUI", "SousApp", "SousCore"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SousDesktopTests", dependencies: ["SousDesktop"]),
        .testTarget(name: "EndToEndTests", dependencies: [], exclude: ["FakeDesktop"]),
    ],
    swiftLanguageModes: [.v6]
)
