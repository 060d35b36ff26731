import Dispatch
import Foundation

/// One lane per processor, shared by the threads of one pipeline, so that no more of them run
/// than there are processors. An import reads files on every core while another thread writes:
/// without lanes the writer, the slowest stage, got half a core; with them it waits at most for
/// one file to be read. Waiting is first come, first served (a dispatch semaphore hands a freed
/// lane to the thread that has waited longest).
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
