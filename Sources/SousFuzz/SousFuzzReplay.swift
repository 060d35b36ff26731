import Foundation

#if !SOUS_LIBFUZZER
/// In a normal build SousFuzz has no libFuzzer, so it replays saved inputs instead:
/// `SousFuzz <target> <file>...` runs each file once through that target, which is how to
/// reproduce a crash from `.fuzz/<target>/crashes/` under the debugger or a plain build.
@main
struct SousFuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            print("usage: SousFuzz <\(names)> <input file>...   (make fuzz runs the fuzzers)")
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read"); exit(1)
            }
            target.run(data)
            print("\(path): ok")
        }
    }
}
#endif
