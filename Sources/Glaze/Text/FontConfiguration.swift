internal import CGlazeCairo

/// The fontconfig configuration behind Glaze's font maps: the machine's own
/// (so its families, aliases and fallbacks, and ``FontRegistry``'s fonts),
/// with glyph rendering fixed to Apple's after every rule of the machine's has run.
///
/// Glaze asks Cairo for unhinted, greyscale-antialiased glyphs, but Cairo lets
/// the font's fontconfig pattern overrule that: a `fonts.conf` asking for
/// aliased or subpixel (`rgba`) glyphs changed Glaze's text (measured: 511 and
/// 793 of a 1x asset's pixels), whether its rules target the pattern or the font.
/// Rules appended after the machine's own run last at both stages, so they win.
enum FontConfiguration {
    /// A new configuration, owned by the caller, from the file `FONTCONFIG_FILE`
    /// names or the default one, with the machine's fonts and no registered
    /// ones (``FontSet`` adds them).
    static func make() -> OpaquePointer {
        let config = FcInitLoadConfig()!
        _ = FcConfigParseAndLoadFromMemory(config, appleRendering, 1)
        _ = FcConfigBuildFonts(config)
        return config
    }

    /// No hinting, greyscale antialiasing, outlines rather than embedded
    /// bitmaps: what Core Text draws. Assigned at the pattern stage (before
    /// Cairo fills in Glaze's options) and again at the font stage, where a
    /// machine's rules may also assign them. A font without outlines (colour
    /// emoji) keeps its own antialiasing, which is off, and every colour font
    /// its bitmaps: antialiasing them, or loading no bitmaps, drew no emoji.
    private static let appleRendering = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <match target="pattern">\(greyscaleUnhinted)</match>
      <match target="font">
        <test name="outline"><bool>true</bool></test>\(greyscaleUnhinted)</match>
      <match target="font">
        <edit name="embeddedbitmap" mode="assign"><name>color</name></edit>
      </match>
    </fontconfig>
    """

    private static let greyscaleUnhinted = """

        <edit name="antialias" mode="assign"><bool>true</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
    """
}
