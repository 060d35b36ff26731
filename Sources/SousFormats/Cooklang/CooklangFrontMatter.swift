import Yams

/// Reads the metadata block of a Cooklang file (YAML between `---` lines). YAML that Yams
/// cannot read as a mapping still yields what its `key: value` lines say, because Cooklang
/// files are written by hand and a stray colon should not lose the rest of the metadata.
enum CooklangFrontMatter {
    static func parse(_ yaml: String) -> (values: [String: CooklangValue], keys: [String]) {
        if yaml.cooklangTrimmedLines().isEmpty { return ([:], []) }
        return CooklangSimpleYAML.parse(yaml) ?? composed(yaml)
    }

    /// The general path: Yams, else the `key: value` lines.
    static func composed(_ yaml: String) -> (values: [String: CooklangValue], keys: [String]) {
        if let node = try? Yams.compose(yaml: yaml), case .mapping(let mapping) = node {
            var values: [String: CooklangValue] = [:]
            var keys: [String] = []
            for (key, value) in mapping {
                guard let name = key.scalar?.string else { continue }
                if values[name] == nil { keys.append(name) }
                values[name] = convert(value)
            }
            return (values, keys)
        }
        var values: [String: CooklangValue] = [:]
        var keys: [String] = []
        for line in yaml.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].cooklangTrimmed()
            let value = line[line.index(after: colon)...].cooklangTrimmed()
            guard !key.isEmpty else { continue }
            if values[key] == nil { keys.append(key) }
            values[key] = .string(value)
        }
        return (values, keys)
    }

    static func convert(_ node: Node) -> CooklangValue {
        switch node {
        case .scalar(let scalar):
            return .string(scalar.string)
        case .sequence(let sequence):
            return .list(sequence.map(convert))
        case .mapping(let mapping):
            var values: [String: CooklangValue] = [:]
            for (key, value) in mapping {
                if let name = key.scalar?.string { values[name] = convert(value) }
            }
            return .map(values)
        case .alias:
            return .string("")
        }
    }
}
