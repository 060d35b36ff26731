// swift-tools-version: 6.1
import PackageDescription

// glib's headers (pulled in by libchafa and gdk-pixbuf) live partly under an architecture's own
// lib folder; listing both Debian multiarch folders keeps one manifest for amd64 and arm64
// (clang skips a folder that is not there). Only the C target CPictures sees them.
let pictureIncludes = ["/usr/include/glib-2.0", "/usr/include/gdk-pixbuf-2.0", "/usr/include/chafa"]
    + ["x86_64-linux-gnu", "aarch64-linux-gnu"].flatMap { ["/usr/lib/\($0)/glib-2.0/include", "/usr/lib/\($0)/chafa/include"] }
// libdbus-1's headers, for the types of the C target that opens it (CDBusLoader) and the Swift that uses them.
let dbusIncludes = ["/usr/include/dbus-1.0"] + ["x86_64-linux-gnu", "aarch64-linux-gnu"].map { "/usr/lib/\($0)/dbus-1.0/include" }

let package = Package(
    name: "sous",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sous", targets: ["sous"]),
        .executable(name: "sous-fetch", targets: ["SousFetch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        .target(name: "SousCore", exclude: ["Food/Overrides"], resources: [.copy("Diet/Data"), .copy("Food/Concepts"), .copy("Food/FoodWords"), .copy("Nutrition/Tables"), .copy("Timeline/Vocabulary"), .copy("Timers/TimerWords")]),
        .target(
            name: "SousFormats",
            dependencies: [
                "SousCore", "SousProcess", "CGumbo", "CSousZlib", "CPictures", .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"), .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            resources: [.copy("Starter/recipes"), .copy("Headings/Words"), .copy("Video/CaptionWords"), .copy("IngredientLine/LineModel"), .copy("Photo/Readings")]
        ),
        .target(name: "SousStore", dependencies: ["SousCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "SousApp", dependencies: ["SousCore"]),
        .target(name: "SousTUI", dependencies: ["SousApp", "SousCore", .product(name: "TOMLKit", package: "TOMLKit")]),
        .systemLibrary(name: "CNCursesw", path: "Sources/CNCursesw"),
        .systemLibrary(name: "CGumbo", path: "Sources/CGumbo"),
        // Named apart from ZIPFoundation's own `CZlib` module, which SwiftPM cannot hold twice.
        .systemLibrary(name: "CSousZlib", path: "Sources/CSousZlib"),
        // Starting other programs (an editor, desktop helpers, the benchmarks' children).
        .target(name: "SousProcess"),
        // libdbus-1, opened when the screen is first kept awake rather than linked.
        .target(name: "CDBusLoader", cSettings: [.unsafeFlags(dbusIncludes.map { "-I" + $0 })]),
        .target(name: "SousDesktop", dependencies: ["CDBusLoader", "SousProcess"],
                swiftSettings: [.unsafeFlags(dbusIncludes.flatMap { ["-Xcc", "-I" + $0] })]),
        // gdk-pixbuf decodes recipe pictures and libchafa draws them as symbol art, behind a plain-C API.
        .target(
            name: "CPictures",
            cSettings: [.unsafeFlags(pictureIncludes.map { "-I" + $0 })],
            // Not linked: opened on the first picture (sous_pictures_libraries.c), so a start pays nothing for them.
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(name: "SousPictures", dependencies: ["SousCore", "SousApp", "CPictures"]),
        // Downloads for sous in a process of its own, so sous never loads the networking libraries.
        .executableTarget(name: "SousFetch", dependencies: ["SousFormats"]),
        .executableTarget(name: "SousEval", dependencies: ["SousCore", "SousFormats"]),
        // `make train`: the ingredient-line model from the labelled corpora.
        .executableTarget(name: "SousTrain", dependencies: ["SousCore", "SousFormats"]),
        .target(name: "SousTerminal", dependencies: ["CNCursesw", "SousTUI", "SousApp"]),
        // Carries out the app's effects and the commands' work: importing, timers, the pantry, the plan.
        .target(
            name: "SousServices",
            dependencies: ["SousCore", "SousFormats", "SousStore", "SousApp", "SousDesktop", "SousPictures", "SousProcess"]
        ),
        .executableTarget(
            name: "sous",
            dependencies: [
                "SousCore", "SousFormats", "SousStore", "SousApp", "SousTUI", "SousTerminal", "SousDesktop", "SousServices",
                "SousProcess", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // libFuzzer harness: `make fuzz` builds it with `--sanitize fuzzer`; a plain build replays inputs.
        .executableTarget(name: "SousFuzz", dependencies: ["SousCore", "SousFormats", "SousTUI", "SousPictures", "CSousZlib"]),
        .executableTarget(
            name: "SousBench",
            dependencies: ["SousCore", "SousFormats", "SousStore", "SousApp", "SousServices", "SousTUI", "SousPictures", "SousProcess", "SousTestSupport"]
        ),
        .target(name: "SousTestSupport", path: "Tests/SousTestSupport"),
        .testTarget(name: "SousCoreTests", dependencies: ["SousCore"], exclude: ["Diet/Labelled", "Food/Labelled", "Nutrition/Labelled", "Pantry/Labelled"]),
        .testTarget(name: "SousFormatsTests", dependencies: ["SousFormats", "SousCore", "SousTestSupport"], exclude: ["Captions/Labelled", "Captions/HeldOut", "Captions/HeldOut2", "Captions/HeldOut3", "Captions/HeldOut4", "Captions/HeldOut5", "Captions/HeldOut6", "Captions/HeldOut7", "Captions/HeldOut8", "Captions/HeldOut9", "Captions/HeldOut10", "Captions/HeldOut11", "Captions/HeldOut12", "Captions/HeldOut13", "Captions/HeldOut14", "Captions/HeldOut15", "Captions/HeldOut16"]),
        .testTarget(name: "SousStoreTests", dependencies: ["SousStore", "SousCore", "SousFormats"]),
        .testTarget(name: "SousAppTests", dependencies: ["SousApp", "SousCore"]),
        .testTarget(name: "SousPicturesTests", dependencies: ["SousPictures", "SousApp", "SousCore"]),
        .testTarget(name: "SousTUITests", dependencies: ["SousTUI", "SousApp", "SousCore"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SousServicesTests", dependencies: ["SousServices", "SousStore", "SousApp", "SousCore", "SousFormats", "SousDesktop", "SousTestSupport"]),
        .testTarget(name: "SousProcessTests", dependencies: ["SousProcess"]),
        .testTarget(name: "SousDesktopTests", dependencies: ["SousDesktop", "SousTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["SousTestSupport"], exclude: ["FakeDesktop"]),
    ],
    swiftLanguageModes: [.v6]
)
