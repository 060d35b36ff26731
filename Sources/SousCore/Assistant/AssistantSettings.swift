import Foundation

/// The model server the household runs (Ollama, llama.cpp's server, LM Studio: anything that
/// speaks OpenAI's `/v1/chat/completions`), as `sous assistant` keeps it. Off unless set. No
/// key is ever kept: only the name of the environment variable that holds it.
public struct AssistantSettings: Hashable, Sendable, Codable {
    /// The server's address as given ("http://localhost:11434", or ending in `/v1`).
    public var url: String
    public var model: String
    /// The environment variable holding the server's key, if it needs one.
    public var keyVariable: String?
    /// Seconds the server may stay silent before sous gives up.
    public var timeoutSeconds: Int
    /// The cook allowed a server beyond this machine and the local network.
    public var allowsRemote: Bool
    /// The model that turns a video's audio into words (`/v1/audio/transcriptions`); nil asks
    /// for `whisper-1`, the name most servers answer to.
    public var transcriptionModel: String?

    public static let defaultTimeout = 120

    public init(url: String, model: String, keyVariable: String? = nil, timeoutSeconds: Int = defaultTimeout,
                allowsRemote: Bool = false, transcriptionModel: String? = nil) {
        self.url = url
        self.model = model
        self.keyVariable = keyVariable
        self.timeoutSeconds = timeoutSeconds
        self.allowsRemote = allowsRemote
        self.transcriptionModel = transcriptionModel
    }

    /// The settings' key in the library's settings.
    public static let settingKey = "assistant"

    /// The chat endpoint: `/v1/chat/completions` under the address, whether or not it ends in `/v1`.
    public var chatURL: String { endpoint("chat/completions") }

    /// Where audio is sent to be written out as subtitles.
    public var transcriptionURL: String { endpoint("audio/transcriptions") }

    /// The list of models, which `sous assistant` asks to check the server.
    public var modelsURL: String { endpoint("models") }

    private func endpoint(_ path: String) -> String {
        var base = url.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix("/chat/completions") { base.removeLast("/chat/completions".count) }
        if !base.hasSuffix("/v1") { base += "/v1" }
        return base + "/" + path
    }

    /// Why `url` cannot be used ("not an http or https address"), or nil.
    public static func problem(with url: String) -> String? {
        guard let parts = URLComponents(string: url.trimmingCharacters(in: .whitespaces)),
              let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "\(url) is not an http or https address (for example http://localhost:11434)"
        }
        guard let host = parts.host, !host.isEmpty else { return "\(url) names no server" }
        return nil
    }

    /// Whether the server is this machine or on the local network (a private, link-local or
    /// loopback address, or a `.local` or single-label name), so nothing leaves the household.
    public static func isLocal(_ url: String) -> Bool {
        guard let host = URLComponents(string: url.trimmingCharacters(in: .whitespaces))?.host?.lowercased() else { return false }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if bare == "localhost" || bare.hasSuffix(".localhost") || bare.hasSuffix(".local") || bare.hasSuffix(".lan")
            || bare.hasSuffix(".home.arpa") || bare == "::1" || bare.hasPrefix("fd") && bare.contains(":")
            || bare.hasPrefix("fe80:") { return true }
        let octets = bare.split(separator: ".").compactMap { Int($0) }
        if octets.count == 4 && bare.split(separator: ".").count == 4 {
            switch (octets[0], octets[1]) {
            case (127, _), (10, _), (192, 168), (169, 254): return true
            case (172, let second) where (16...31).contains(second): return true
            default: return false
            }
        }
        // A name without dots ("kitchen-pc") is one the local network resolves.
        return !bare.contains(".") && !bare.contains(":")
    }
}
