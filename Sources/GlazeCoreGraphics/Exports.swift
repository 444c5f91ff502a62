// UIKit brings Foundation with it; so does this module, so that a port's
// `import UIKit` becomes `import GlazeCoreGraphics` and nothing else.
@_exported import Foundation
