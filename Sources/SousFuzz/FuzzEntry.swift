import Foundation

// libFuzzer's entry points. libFuzzer brings its own `main`, so the build for fuzzing
// (`swift build --sanitize fuzzer -Xswiftc -DSOUS_LIBFUZZER`) leaves out SousFuzzReplay's `@main`.
// The target is chosen by SOUS_FUZZ_TARGET rather than an argument so that libFuzzer's own
// re-runs of the binary (merging, minimising) keep it.

/// Read once: libFuzzer calls the entry point millions of times.
let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["SOUS_FUZZ_TARGET"].flatMap(FuzzTarget.init)

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard let target = selectedTarget else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("SousFuzz: set SOUS_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    // Writing the seed corpus is a mode of this binary so the seeds come from the same code
    // (and the same parsers' input types) as the fuzzing, with no other tool needed.
    if let folder = ProcessInfo.processInfo.environment["SOUS_FUZZ_SEEDS"] {
        do {
            let count = try SeedCorpus(target: target, environment: ProcessInfo.processInfo.environment)
                .write(to: URL(fileURLWithPath: folder))
            print("\(target.rawValue): \(count) seed inputs in \(folder)")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("SousFuzz: could not write seeds: \(error)\n".utf8))
            exit(1)
        }
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    target.run(data)
    return 0
}
