/// Why a benchmark could not run, as a sentence for the person running `make bench`.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
