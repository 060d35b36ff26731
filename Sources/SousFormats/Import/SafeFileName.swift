/// File names made from recipe titles that work on every file system and never collide.
public enum SafeFileName {
    public static func make(_ title: String, extension ext: String, avoiding used: Set<String> = []) -> String {
        var base = ""
        var lastWasDash = false
        for scalar in title.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                base.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash && !base.isEmpty {
                base.append("-")
                lastWasDash = true
            }
        }
        while base.hasSuffix("-") { base.removeLast() }
        if base.isEmpty { base = "recipe" }
        base = String(base.prefix(80))
        var name = "\(base).\(ext)"
        var counter = 2
        while used.contains(name) {
            name = "\(base)-\(counter).\(ext)"
            counter += 1
        }
        return name
    }
}
