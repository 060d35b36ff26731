import Foundation
import SousFormats

// `sous-fetch URL TIMEOUT MAX_BYTES MAX_REDIRECTS USER_AGENT ACCEPT`: downloads one page or
// picture for sous and writes `FetchOutcome.encoded` to its standard output. `sous-fetch --post
// URL TIMEOUT` sends a request to the assistant's model server and streams its answer (`Post`). It is a program of
// its own so that sous itself does not load the networking libraries (curl, TLS, Kerberos) on
// every start: `sous --version` and a status bar's `sous timer status` never fetch anything.
let arguments = CommandLine.arguments
if (4...5).contains(arguments.count), arguments[1] == "--post", let url = URL(string: arguments[2]), let timeout = TimeInterval(arguments[3]) {
    let body = FileHandle.standardInput.readDataToEndOfFile()
    let authorization = ProcessInfo.processInfo.environment["SOUS_FETCH_AUTHORIZATION"]
    let type = arguments.count == 5 ? arguments[4] : "application/json"
    exit(Post(url: url, timeout: timeout, body: body, contentType: type, authorization: authorization).run())
}
guard arguments.count == 7, let url = URL(string: arguments[1]), let timeout = TimeInterval(arguments[2]),
      let maximumBytes = Int(arguments[3]), let maximumRedirects = Int(arguments[4]) else {
    FileHandle.standardError.write(Data("sous-fetch is sous's helper for web addresses; sous starts it.\n".utf8))
    exit(2)
}
let download = Download(url: url, timeout: timeout, maximumBytes: maximumBytes, maximumRedirects: maximumRedirects,
                        userAgent: arguments[5], accept: arguments[6])
FileHandle.standardOutput.write(download.run().encoded)
exit(0)
