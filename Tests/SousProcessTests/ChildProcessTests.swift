import Foundation
import SousProcess
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Starting programs the one way sous does: argument arrays, default signals, chosen streams and groups.
@Suite struct ChildProcessTests {
    let shell = "/bin/sh"

    func run(_ script: String, group: ChildProcess.Group = .parents, output: ChildProcess.Stream = .null) throws -> Int32 {
        let pid = try ChildProcess.spawn(shell, arguments: ["sh", "-c", script], environment: ["PATH": "/usr/bin:/bin"],
                                         output: output, group: group)
        return try ChildProcess.wait(pid)
    }

    @Test func theExitStatusComesBackAndASignalIsOneHundredTwentyEightAndItsNumber() throws {
        #expect(try run("exit 3") == 3)
        #expect(try run("kill -9 $$") == 128 + SIGKILL)
    }

    @Test func aSignalTheParentIgnoresIsAtItsDefaultInTheChild() throws {
        let previous = signal(SIGUSR1, SIG_IGN)
        defer { signal(SIGUSR1, previous) }
        #expect(try run("kill -USR1 $$; exit 0") == 128 + SIGUSR1)
    }

    @Test func argumentsAreNeverReadByAShell() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        let pid = try ChildProcess.spawn("/bin/echo", arguments: ["echo", "$HOME; rm -rf /"], environment: [:],
                                         output: .descriptor(pipeEnds[1]))
        close(pipeEnds[1])
        #expect(try ChildProcess.wait(pid) == 0)
        let text = String(decoding: FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "$HOME; rm -rf /\n")
    }

    @Test func aGroupOfItsOwnOrSousOwn() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        let own = try ChildProcess.spawn(shell, arguments: ["sh", "-c", "read -r pid name state parent group rest < /proc/$$/stat; echo $group"], environment: ["PATH": "/usr/bin:/bin"],
                                         output: .descriptor(pipeEnds[1]), group: .own)
        close(pipeEnds[1])
        _ = try ChildProcess.wait(own)
        let group = String(decoding: FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        #expect(Int32(group.trimmingCharacters(in: .whitespacesAndNewlines)) == own)
    }

    @Test func aMissingProgramSaysWhich() {
        #expect(throws: ChildProcessError(program: "zorblax", code: ENOENT)) {
            _ = try ChildProcess.spawn("/no/such/zorblax", arguments: ["zorblax"], environment: [:])
        }
        #expect(ChildProcessError(program: "zorblax", code: ENOENT).description == "cannot start zorblax: No such file or directory")
    }

    @Test func aChildStillRunningHasNoStatusYet() throws {
        let pid = try ChildProcess.spawn(shell, arguments: ["sh", "-c", "sleep 5"], environment: [:])
        #expect(ChildProcess.exitStatus(of: pid, within: 0) == nil)
        kill(pid, SIGTERM)
        #expect(ChildProcess.exitStatus(of: pid, within: 5) == 128 + SIGTERM)
    }
}
