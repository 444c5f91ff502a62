import DemoSupport

/// The articles' own drawing code, ported to Core Graphics and UIKit names and
/// drawn through GlazeCoreGraphics; and the porting corpus, drawing code in
/// the styles real projects come in, drawn the same way.
public let portedSheets: [Sheet] = [
    Sheet(name: "ported", size: PortedSheet.pageSize, draw: PortedSheet.draw),
    Sheet(name: "ported-corpus", size: PortingCorpusSheet.pageSize, draw: PortingCorpusSheet.draw),
    Sheet(name: "ported-corpus-controls", size: PortingCorpusControlsSheet.pageSize, draw: PortingCorpusControlsSheet.draw),
]
