import Dispatch
import Foundation

/// One lane per processor, shared by the threads of one pipeline, so that no more of them run
/// than there are processors. An import reads files on every core while another thread writes:
/// without lanes the writer, the slowest stage, got half a core; with them it waits at most for
/// one run of files (`map` takes a lane per eight) to be read. Waiting is first come, first
/// served (a dispatch semaphore hands a freed lane to the thread that has waited longest).
public final class ProcessorLanes: Sendable {
    private let semaphore: DispatchSemaphore

    public init(count: Int = ProcessInfo.processInfo.activeProcessorCount) {
        semaphore = DispatchSemaphore(value: max(count, 1))
    }

    /// Runs `work` once a lane is free.
    public func run<Result, Failure: Error>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        semaphore.wait()
        defer { semaphore.signal() }
        return try work()
    }
}

extension ProcessorLanes {
    /// `transform` of each index in `0..<count`, on every core, in index order. With `lanes`,
    /// each run of `perLane` indices takes one lane (a lane per index cost a system call each).
    public static func map<Element: Sendable>(_ count: Int, in lanes: ProcessorLanes?, perLane: Int = 8,
                                              _ transform: @Sendable (Int) -> Element) -> [Element] {
        guard count > 1 else { return (0..<count).map(transform) }
        let runs = (count + perLane - 1) / perLane
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each index's slot is written once, by the thread that worked it out; none is read
            // before `concurrentPerform` returns.
            nonisolated(unsafe) let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: runs) { run in
                let indices = (run * perLane)..<min((run + 1) * perLane, count)
                func work() { for index in indices { (base + index).initialize(to: transform(index)) } }
                if let lanes { lanes.run(work) } else { work() }
            }
            initialized = count
        }
    }
}
