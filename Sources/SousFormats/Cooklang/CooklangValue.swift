/// A metadata value from front matter: scalars are kept as their text (so `4`, `yes` and
/// `20 minutes` all arrive as written), lists and maps keep their structure.
public indirect enum CooklangValue: Hashable, Sendable {
    case string(String)
    case list([CooklangValue])
    case map([String: CooklangValue])

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
