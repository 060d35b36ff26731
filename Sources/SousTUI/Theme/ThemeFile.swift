import SousCore
import TOMLKit

/// Reads the text of a theme file into a `Theme`. The format (documented at the top of
/// themes/kitchen.toml):
///
///     name = "kitchen"                 # optional, informational
///     description = "Warm kitchen"     # optional
///     [colors]                         # optional palette: name = "#RRGGBB"
///     orange = "#FF6B35"
///     [roles.accent]                   # one table per role
///     fg = "orange"                    # palette name, "#RRGGBB" or "default"; omitted = default
///     bg = "#3D2914"
///     attributes = ["bold"]            # bold, dim, underline, reverse, italic, blink
///
/// A role the file leaves out keeps the built-in kitchen style, so older theme files keep working
/// when roles are added. Everything else is strict: unknown keys, roles, colours and attributes
/// are errors, because a silently ignored typo is harder to find than a message with a line number.
public enum ThemeFile {
    static let attributeNames: [(String, Style.Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("underline", .underline),
        ("reverse", .reverse), ("italic", .italic), ("blink", .blink),
    ]

    /// Parses `text`; `name` becomes the theme's name and `path` is only used in messages.
    public static func parse(_ text: String, name: String, path: String) throws(ThemeFileError) -> Theme {
        if let problem = TOMLPreflight.firstProblem(in: text) {
            throw ThemeFileError(path: path, line: problem.line, column: problem.column,
                                 problem: "not valid TOML (\(problem.message))")
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ThemeFileError(path: path, line: error.source.begin.line, column: error.source.begin.column,
                                 problem: "not valid TOML (\(error.description))")
        } catch {
            throw ThemeFileError(path: path, problem: "not valid TOML (\(error))")
        }
        let locator = TOMLKeyLocator(text: text)
        func fail(_ keyPath: [String], _ problem: String) -> ThemeFileError {
            ThemeFileError(path: path, line: locator.line(of: keyPath), problem: problem)
        }

        for key in root.keys {
            switch key {
            case "name", "description":
                if root[key]?.string == nil {
                    throw fail([key], "'\(key)' must be text in quotes, not \(describe(root[key]))")
                }
            case "colors", "roles":
                if root[key]?.table == nil {
                    throw fail([key], "'\(key)' must be a table like [\(key)], not \(describe(root[key]))")
                }
            default:
                throw fail([key], "unknown setting '\(key)'; a theme has name, description, [colors] and [roles.<role>]")
            }
        }

        var palette: [String: Color] = [:]
        if let colors = root["colors"]?.table {
            for key in colors.keys {
                let value = colors[key]
                guard let text = value?.string, let color = Color(hex: text) else {
                    throw fail(["colors", key], "'\(key)' must be a colour like \"#1A2B3C\", not \(describe(value))")
                }
                palette[key] = color
            }
        }

        var theme = Theme.kitchen
        theme.name = name
        guard let roles = root["roles"]?.table else { return theme }
        for roleName in roles.keys {
            guard let role = ThemeRole(rawValue: roleName) else {
                let known = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail(["roles", roleName], "unknown role '\(roleName)'; roles are \(known)")
            }
            guard let table = roles[roleName]?.table else {
                throw fail(["roles", roleName],
                           "role '\(roleName)' must be a table like [roles.\(roleName)], not \(describe(roles[roleName]))")
            }
            theme[role] = try style(table, role: roleName, palette: palette, fail: fail)
        }
        return theme
    }

    private static func style(_ table: TOMLTable, role: String, palette: [String: Color],
                              fail: ([String], String) -> ThemeFileError) throws(ThemeFileError) -> Style {
        var style = Style()
        for key in table.keys {
            let value = table[key]
            let keyPath = ["roles", role, key]
            switch key {
            case "fg", "bg":
                guard let color = color(value, palette: palette) else {
                    var problem = "'\(key)' must be a colour like \"#1A2B3C\""
                    if !palette.isEmpty { problem += ", a colour from [colors] (\(palette.keys.sorted().joined(separator: ", ")))" }
                    problem += " or \"default\", not \(describe(value))"
                    throw fail(keyPath, problem)
                }
                if key == "fg" { style.foreground = color } else { style.background = color }
            case "attributes":
                guard let list = value?.array else {
                    throw fail(keyPath, "'attributes' must be a list like [\"bold\", \"underline\"], not \(describe(value))")
                }
                for element in list {
                    guard let word = element.string,
                          let attribute = attributeNames.first(where: { $0.0 == word })?.1 else {
                        let known = attributeNames.map(\.0).joined(separator: ", ")
                        throw fail(keyPath, "\(describe(element)) is not an attribute; use \(known)")
                    }
                    style.attributes.insert(attribute)
                }
            default:
                throw fail(keyPath, "unknown setting '\(key)' in role '\(role)'; use fg, bg and attributes")
            }
        }
        return style
    }

    private static func color(_ value: (any TOMLValueConvertible)?, palette: [String: Color]) -> Color? {
        guard let text = value?.string else { return nil }
        if let named = palette[text] { return named }
        // A bare word that is not in the palette is a typo, not hex ("beefed" would otherwise pass).
        guard text.hasPrefix("#") || text.lowercased() == "default" else { return nil }
        return Color(hex: text)
    }

    /// How a value reads in a message: strings quoted, other values by kind.
    private static func describe(_ value: (any TOMLValueConvertible)?) -> String {
        guard let value else { return "nothing" }
        switch value.type {
        case .string: return "\"\(value.string ?? "")\""
        case .bool: return value.bool == true ? "true" : "false"
        case .int: return value.int.map(String.init) ?? "a number"
        case .double: return value.double.map { "\($0)" } ?? "a number"
        case .table: return "a table"
        case .array: return "a list"
        default: return "a date or time"
        }
    }
}
