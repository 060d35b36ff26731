/// A 24-bit colour of a picture cell. In the palette modes it is the xterm value of a palette
/// colour, which the terminal backend maps back to the same colour number.
public struct PictureColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From 0xRRGGBB.
    public init(packed: UInt32) {
        self.init(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
    }

    /// The xterm value of palette colour `index` (0...255).
    public init(paletteIndex index: Int) {
        let (r, g, b) = XtermPalette.rgb(of: index)
        self.init(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
    }
}
