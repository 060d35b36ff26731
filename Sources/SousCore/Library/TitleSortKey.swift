import Foundation

/// The key the library sorts titles by: letters without case or accents, so "Éclair Bars" sorts
/// among the E's and "Pão de Queijo" before "Pork Gyoza", and without leading quotes or marks
/// ("“Best” Brownies" among the B's).
public enum TitleSortKey {
    public static func of(_ title: String) -> String {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let start = folded.firstIndex(where: { $0.isLetter || $0.isNumber }) ?? folded.endIndex
        return String(folded[start...])
    }
}
