import DemoSupport

/// One sheet per button article: tinting and hybrid backgrounds (01), glossy buttons (04), noise textures (05);
/// and the soft shadows buttons cast.
public let buttonSheets: [Sheet] = [
    Sheet(name: "tinting-hybrid", size: TintingHybridSheet.pageSize, draw: TintingHybridSheet.draw),
    Sheet(name: "glossy", size: GlossySheet.pageSize, draw: GlossySheet.draw),
    Sheet(name: "noise", size: NoiseSheet.pageSize, draw: NoiseSheet.draw),
    Sheet(name: "shadows", size: ShadowsSheet.pageSize, draw: ShadowsSheet.draw),
]
