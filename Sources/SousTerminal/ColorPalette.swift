import SousApp

/// Maps a 24-bit theme colour to the nearest colour number the terminal can show. The table is
/// SousApp's `XtermPalette`, shared with pictures, whose palette colours must map back exactly.
public enum ColorPalette {
    /// The colour number nearest to (r, g, b) among what a terminal with `colors` colours offers:
    /// the xterm cube and grey ramp (16...255) from 256 colours up, the 16 base colours from 16,
    /// otherwise the 8 base colours. The base colours are left out at 256 because users retheme them.
    public static func nearest(_ r: UInt8, _ g: UInt8, _ b: UInt8, colors: Int) -> Int {
        XtermPalette.nearest(r, g, b, colors: colors)
    }

    /// The RGB value xterm gives colour number `index` (0...255).
    public static func rgb(of index: Int) -> (Int, Int, Int) {
        XtermPalette.rgb(of: index)
    }
}
