/// What a token of an ingredient line is, as the labelled corpora say: the amount, its unit, the
/// food's name, its size ("large"), how it is prepared ("finely chopped"), what it is for ("for
/// the sauce"), anything else said of it, and the punctuation and words that are none of these.
public enum LineLabel: Int, CaseIterable, Hashable, Sendable {
    case quantity, unit, name, size, preparation, purpose, comment, other
}
