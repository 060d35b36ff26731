import Foundation
import SousTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Two real Syncthing devices on this machine sharing one folder over loopback, as two
/// computers of a household would (Debian's `syncthing`; no discovery, relays or NAT, nothing
/// leaves 127.0.0.1). Each device's folder is `folder(0)` / `folder(1)`; stopped on `stop()`.
/// The folder keeps up to 10 conflict copies, as a folder made in Syncthing's own interface
/// does (a configuration without `maxConflicts` keeps none: the older edit is dropped).
/// Each folder is rescanned every 5 s besides its watcher: files written between Syncthing's
/// first scan and its watcher starting would otherwise wait for the next rescan. No GUI: its
/// port, picked free and then bound by Syncthing a moment later, was once taken by a test
/// running beside it, and Syncthing exits when it cannot start its API.
final class SyncthingPair {
    static var program: String? {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/syncthing" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let place: URL
    private let program: String
    private var processes: [Int: Process] = [:]

    func folder(_ device: Int) -> URL { place.appendingPathComponent("folder-\(device)") }
    private func home(_ device: Int) -> URL { place.appendingPathComponent("home-\(device)") }

    init(place: URL) throws {
        guard let program = Self.program else { throw LoopbackSocket.Failure("syncthing is not installed") }
        self.place = place
        self.program = program
        var ids: [String] = []
        var ports: [UInt16] = []
        for device in 0..<2 {
            try FileManager.default.createDirectory(at: folder(device).appendingPathComponent(".stfolder"), withIntermediateDirectories: true)
            _ = try Self.run(program, ["generate", "--home=\(home(device).path)", "--no-default-folder"])
            ids.append(try Self.run(program, ["serve", "--home=\(home(device).path)", "--device-id"])
                .split(separator: "\n").last.map(String.init) ?? "")
            ports.append(try Self.freePort())
        }
        for device in 0..<2 {
            let other = 1 - device
            let config = """
                <configuration version="36">
                  <folder id="sous" label="sous" path="\(folder(device).path)" type="sendreceive" rescanIntervalS="5" fsWatcherEnabled="true" fsWatcherDelayS="1">
                    <device id="\(ids[device])"></device>
                    <device id="\(ids[other])"></device>
                    <maxConflicts>10</maxConflicts>
                  </folder>
                  <device id="\(ids[device])" name="device-\(device)"><address>dynamic</address></device>
                  <device id="\(ids[other])" name="device-\(other)"><address>tcp://127.0.0.1:\(ports[other])</address></device>
                  <gui enabled="false"></gui>
                  <options>
                    <listenAddress>tcp://127.0.0.1:\(ports[device])</listenAddress>
                    <globalAnnounceEnabled>false</globalAnnounceEnabled>
                    <localAnnounceEnabled>false</localAnnounceEnabled>
                    <relaysEnabled>false</relaysEnabled>
                    <natEnabled>false</natEnabled>
                    <startBrowser>false</startBrowser>
                    <urAccepted>-1</urAccepted>
                    <crashReportingEnabled>false</crashReportingEnabled>
                    <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
                  </options>
                </configuration>
                """
            try config.write(to: home(device).appendingPathComponent("config.xml"), atomically: true, encoding: .utf8)
            try start(device)
        }
    }

    /// Starts one device (a computer coming back online).
    func start(_ device: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["serve", "--home=\(home(device).path)", "--no-browser", "--no-restart",
                             "--logfile=\(place.appendingPathComponent("syncthing-\(device).log").path)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        processes[device] = process
    }

    /// Stops one device (a computer going offline), or both.
    func stop(_ device: Int? = nil) {
        for (number, process) in processes where device == nil || device == number {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            processes[number] = nil
        }
    }

    deinit { stop() }

    /// Waits until `done` holds, looking every 200 ms for up to `seconds`; whether it held. Loaded
    /// CI machines (the whole suite at once on two cores) need far longer than an idle one.
    static func wait(seconds: Double = 90, until done: () throws -> Bool) rethrows -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try done() { return true }
            usleep(200_000)
        }
        return try done()
    }

    private static func freePort() throws -> UInt16 {
        let (descriptor, port) = try LoopbackSocket.listen(backlog: 1)
        close(descriptor)
        return port
    }

    private static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
