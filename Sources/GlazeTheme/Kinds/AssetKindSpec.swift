import Foundation
import Glaze
import GlazeKit

/// One kind of asset a theme can hold, as one type in a folder of its own
/// under `Kinds/`: everything a kind must say, each part a requirement, so
/// that a kind missing one does not compile and the compiler names the part
/// (`scripts/check-snippets` proves it, part by part). The only defaults are
/// for families that said the part already: a `CacheKeyRecord` keys its
/// record, and a ``ButtonBackgroundKindSpec`` takes its caps, drawing and
/// preview from its background. ``AssetKind/registry`` lists the kinds;
/// nothing else does.
///
/// The parts, in the order a theme goes through them:
/// - **Theme files**: its ``name`` (`kind: NAME`), its ``keys`` and the reader
///   of them (``read(from:)``), its ``states`` (the one it rests in and the
///   others it can be drawn in), and whether its title is a preview title
///   (``takesPreviewTitle``).
/// - **Look and caps**: the ``exportSize``, the ``resizing`` of a resizable
///   asset, and how it ``draw(_:in:on:)``s.
/// - **Cache key**: the ``cacheKeyParts`` of its looks' keys,
///   `NAME(first, label: value, …)`; look digests, ETags and disk caches
///   depend on them byte for byte.
/// - **Contact sheet**: its ``sheetPreview``.
/// - **Manifest and schema**: its ``name`` is each manifest entry's `kind`
///   and its ``states`` each entry's `state`, which `docs/manifest.schema.json`
///   lists (a test holds the file to the registry), and its ``resizing`` gives the entry's `capInsets` and
///   `resizingMode`.
/// - **Help and tests**: its ``summary`` line in `glaze --help`, and an
///   ``example`` asset the tests read and render.
package protocol AssetKindSpec: Hashable, Sendable {
    /// The name theme files give the kind, as in `kind: glossyButton`; also
    /// each manifest entry's `kind` and the start of its looks' cache keys.
    static var name: String { get }
    /// What the kind draws, one line for `glaze --help`.
    static var summary: String { get }
    /// A small asset of the kind in a theme's flow syntax (`{name: …, kind: …}`),
    /// which the tests read, key and render for every registered kind; the
    /// files it names are those of `Examples/brand/`.
    static var example: String { get }

    /// The keys this kind reads, besides `name`, `kind`, `states` and `width`,
    /// which every asset has.
    static var keys: [String] { get }
    /// The states the kind can be rendered in, and the one it rests in.
    /// Layouts map well-known states to platform qualifiers by their
    /// `ControlState.meaning`; names in file names, keys and URLs are the
    /// states' own.
    static var states: KindStates { get }
    /// Whether `title` (with `font`, `icon` and `titleColor`) is a title
    /// previews draw over the exported background; a kind whose title is part
    /// of the asset itself reads it in ``read(from:)``.
    static var takesPreviewTitle: Bool { get }
    /// The look the asset's keys describe.
    static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self

    /// The size the asset is exported at: its minimum size when it is
    /// resizable, its full size otherwise.
    var exportSize: CGSize { get }
    /// The caps and resizing mode of a resizable asset, or `nil` for one drawn whole.
    var resizing: AssetResizing? { get }
    /// Draws the exported asset (the background alone, for resizable ones) into `rect`.
    func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws

    /// What the look's cache key holds, in order: the key reads
    /// `NAME(first, label: value, …)`, the first part without its label. A
    /// spec that is a `CacheKeyRecord` has its record as its one part.
    var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { get }

    /// How the contact sheet shows the asset.
    var sheetPreview: SheetPreview { get }
}

extension AssetKindSpec where Self: CacheKeyRecord {
    /// The record, whose fields the kind declared in its `CacheKeyRecord` conformance.
    package var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { ["spec": self] }
}

/// How the contact sheet shows an asset of a kind.
package enum SheetPreview {
    /// Once, drawn whole at its own size.
    case whole
    /// Stretched to a few widths, each labelled, with the asset's preview
    /// title and icon over it: the button backgrounds.
    case stretched
    /// Once, drawn by the kind at the origin given in the state given; the
    /// closure returns where it went.
    case drawn((CGPoint, ControlState, Canvas) throws -> CGRect)
}

/// A kind that is one of GlazeKit's button backgrounds, which the raster
/// cache's `ButtonBackgroundLook` draws and gives caps: its caps, drawing and
/// contact-sheet preview follow from that.
package protocol ButtonBackgroundKindSpec: AssetKindSpec {
    /// The background, as `ButtonBackgroundLook` names it.
    var buttonBackground: ButtonBackgroundLook.Kind { get }
    /// How the background's middle fills it.
    static var resizingMode: ResizableImage.ResizingMode { get }
}

extension ButtonBackgroundKindSpec {
    /// The background's caps, filled by ``resizingMode``.
    package var resizing: AssetResizing? {
        AssetResizing(capInsets: ButtonBackgroundLook(buttonBackground).capInsets, mode: Self.resizingMode)
    }

    /// The background in `state`.
    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        try ButtonBackgroundLook(buttonBackground, state: state).draw(in: rect, on: canvas)
    }

    /// Stretched, with the preview title.
    package var sheetPreview: SheetPreview { .stretched }
}

/// How a resizable asset stretches: its caps in points, and how its middle fills.
package struct AssetResizing: Hashable, Sendable {
    /// The caps, in points.
    package var capInsets: EdgeInsets
    /// How the middle fills the asset.
    package var mode: ResizableImage.ResizingMode

    /// Caps `capInsets` filled by `mode`.
    package init(capInsets: EdgeInsets, mode: ResizableImage.ResizingMode) {
        self.capInsets = capInsets
        self.mode = mode
    }
}
