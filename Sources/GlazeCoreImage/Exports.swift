// Core Image's names sit on top of Core Graphics' and UIKit's, as on Apple's
// systems, where `import CoreImage` brings CGRect and CGImage with it: a port's
// `import CoreImage` (and `import CoreImage.CIFilterBuiltins`) becomes
// `import GlazeCoreImage` and nothing else.
@_exported import GlazeCoreGraphics
