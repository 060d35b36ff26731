import Foundation
import Testing
import Yams
@testable import SousFormats

/// The Cooklang conformance suite (spec v7), read from the shared corpora beside the
/// project; skipped when a checkout does not have that folder.
enum CooklangCanonicalSuite {
    // Resolving links finds the project root even when the tests folder is linked from elsewhere.
    static let url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora/cooklang/canonical.yaml").standardizedFileURL

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: url.path) }

    struct Case: Sendable {
        var source: String
        var steps: [[CooklangCanonicalItem]]
        var metadata: [String: String]
    }

    static let cases: [String: Case] = {
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let root = try? Yams.compose(yaml: text),
              let tests = root["tests"]?.mapping else { return [:] }
        var cases: [String: Case] = [:]
        for (key, node) in tests {
            guard let name = key.string, let source = node["source"]?.string else { continue }
            let steps = (node["result"]?["steps"]?.sequence ?? []).map { step in
                (step.sequence ?? []).map(CooklangCanonicalItem.init(expected:))
            }
            var metadata: [String: String] = [:]
            for (key, value) in node["result"]?["metadata"]?.mapping ?? [:] {
                metadata[key.string ?? ""] = value.string
            }
            cases[name] = Case(source: source, steps: steps, metadata: metadata)
        }
        return cases
    }()

    static var names: [String] { cases.keys.sorted() }
}

/// A flat, comparable form of one step item, in the suite's vocabulary.
struct CooklangCanonicalItem: Equatable, Sendable, CustomStringConvertible {
    enum Amount: Equatable, Sendable { case number(Double), text(String) }
    var type: String
    var name: String = ""
    var value: String = ""
    var quantity: Amount?
    var units: String = ""

    var description: String { "\(type)(\(name)\(value) \(String(describing: quantity)) \(units))" }

    init(type: String, name: String = "", value: String = "", quantity: Amount? = nil, units: String = "") {
        self.type = type; self.name = name; self.value = value; self.quantity = quantity; self.units = units
    }

    init(expected node: Node) {
        type = node["type"]?.string ?? ""
        name = node["name"]?.string ?? ""
        value = node["value"]?.string ?? ""
        // The suite ignores units on cookware (some cases list "", most none).
        units = type == "cookware" ? "" : (node["units"]?.string ?? "")
        if let scalar = node["quantity"]?.scalar {
            if scalar.style == .plain, let number = Double(scalar.string) {
                quantity = .number(number)
            } else {
                quantity = .text(scalar.string)
            }
        }
    }

    init(actual item: CooklangItem) {
        func amount(_ quantity: CooklangQuantity?, absent: Amount) -> Amount {
            switch quantity {
            case .number(let number)?: return .number(number)
            case .text(let text)?: return .text(text)
            case nil: return absent
            }
        }
        switch item {
        case .text(let text):
            self.init(type: "text", value: text)
        case .ingredient(let ingredient):
            self.init(type: "ingredient", name: ingredient.name,
                      quantity: amount(ingredient.quantity, absent: .text("some")), units: ingredient.units)
        case .cookware(let cookware):
            self.init(type: "cookware", name: cookware.name, quantity: amount(cookware.quantity, absent: .number(1)))
        case .timer(let timer):
            self.init(type: "timer", name: timer.name, quantity: amount(timer.quantity, absent: .text("")),
                      units: timer.units)
        }
    }
}

@Suite("Cooklang conformance suite")
struct CooklangConformanceTests {
    @Test(.enabled(if: CooklangCanonicalSuite.isAvailable, "shared/corpora/cooklang is not beside the project"),
          arguments: CooklangCanonicalSuite.names)
    func canonicalCase(_ name: String) throws {
        let suiteCase = try #require(CooklangCanonicalSuite.cases[name])
        let document = try CooklangParser.parse(suiteCase.source, fileName: "\(name).cook")
        let actualSteps = document.steps.map { $0.items.map(CooklangCanonicalItem.init(actual:)) }
        #expect(actualSteps == suiteCase.steps, "\(name)")
        let actualMetadata = document.metadata.compactMapValues { $0.stringValue }
        #expect(actualMetadata == suiteCase.metadata, "\(name)")
    }

    @Test(.enabled(if: CooklangCanonicalSuite.isAvailable, "shared/corpora/cooklang is not beside the project"))
    func suiteHasAllSixtyCases() {
        #expect(CooklangCanonicalSuite.names.count == 60)
    }
}
