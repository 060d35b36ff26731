/// The syntax tree of one Cooklang file: front-matter metadata, steps made of text and
/// ingredient/cookware/timer references, notes, and the section each belongs to.
/// It mirrors the Cooklang specification (v7) closely so it can be checked against the
/// canonical conformance suite; `CooklangImporter` turns it into a `Recipe`.
public struct CooklangDocument: Hashable, Sendable {
    public var metadata: [String: CooklangValue]
    /// Metadata keys in the order they were written, since a dictionary forgets it.
    public var metadataKeys: [String]
    public var steps: [CooklangStep]
    public var notes: [CooklangNote]
    /// Section names in the order their `== name ==` headings appear.
    public var sections: [String]

    public init(metadata: [String: CooklangValue] = [:], metadataKeys: [String] = [],
                steps: [CooklangStep] = [], notes: [CooklangNote] = [], sections: [String] = []) {
        self.metadata = metadata
        self.metadataKeys = metadataKeys
        self.steps = steps
        self.notes = notes
        self.sections = sections
    }
}

/// One paragraph of a Cooklang file: the items of its lines, in order.
public struct CooklangStep: Hashable, Sendable {
    public var section: String?
    public var items: [CooklangItem]
    /// The 1-based line of the file where the paragraph starts.
    public var line: Int

    public init(section: String? = nil, items: [CooklangItem], line: Int = 0) {
        self.section = section
        self.items = items
        self.line = line
    }
}

/// A `>` note: commentary for the cook that is not a step.
public struct CooklangNote: Hashable, Sendable {
    public var section: String?
    public var text: String

    public init(section: String? = nil, text: String) {
        self.section = section
        self.text = text
    }
}
