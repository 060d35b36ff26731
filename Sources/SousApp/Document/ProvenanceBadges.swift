import SousCore

/// Which lines of a recipe document say where they came from: none (the usual detail view),
/// the ones to check (the import preview: "? caption 40%" in the warning colour), or all (the
/// detail view after `v`).
public enum ProvenanceBadges: Hashable, Sendable {
    case hidden, lowConfidence, all

    /// The run put after a line's text, if any.
    public func badge(_ provenance: Provenance?) -> DocumentLine.Run? {
        guard let provenance, self != .hidden else { return nil }
        if provenance.isLowConfidence {
            return DocumentLine.Run("  ? \(provenance.source.rawValue) \(Int((provenance.confidence * 100).rounded()))%", .warning)
        }
        return self == .all ? DocumentLine.Run("  · \(provenance.source.rawValue)", .muted) : nil
    }
}
