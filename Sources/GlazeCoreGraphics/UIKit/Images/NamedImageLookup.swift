import Foundation
import Glaze

/// Where an image named in code lives in one folder: an asset catalog's image
/// set or loose files with scale suffixes, and which of its files suits a scale.
struct NamedImageLookup {
    /// One file of the image, at its scale.
    struct Variant {
        let file: URL
        let scale: CGFloat
        let isTemplate: Bool
    }

    /// Every variant found, in no particular order.
    let variants: [Variant]

    /// Asset catalogs nest groups in folders; deeper than this is not a catalog a person made.
    private static let maximumCatalogDepth = 8

    init(name: String, folder: URL) {
        let fileManager = FileManager.default
        let requested = ImageFileName(name)
        var found: [Variant] = []
        // Asset catalogs first, as UIKit looks in the compiled catalog first.
        let children = (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for catalog in children where catalog.pathExtension == "xcassets" {
            if let set = Self.imageSet(named: requested.base, in: catalog, depth: 0) {
                found += Self.variants(ofImageSet: set)
            }
        }
        if found.isEmpty {
            let extensions = requested.pathExtension.isEmpty ? ImageFileName.extensions : [requested.pathExtension]
            for ext in extensions {
                for scale: CGFloat in [1, 2, 3] {
                    let file = folder.appendingPathComponent(requested.base + ImageFileName.suffix(for: scale))
                        .appendingPathExtension(ext)
                    if Self.isFile(file) { found.append(Variant(file: file, scale: scale, isTemplate: false)) }
                }
                if !found.isEmpty { break }
            }
        }
        variants = found
    }

    /// The variant for `scale`: that scale, else the next larger, else the largest.
    func best(for scale: CGFloat) -> Variant? {
        let larger = variants.filter { $0.scale >= scale }.min { $0.scale < $1.scale }
        return larger ?? variants.max { $0.scale < $1.scale }
    }

    private static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// The folder `NAME.imageset` somewhere in `folder`, searched breadth first.
    private static func imageSet(named name: String, in folder: URL, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(name + ".imageset")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct.path, isDirectory: &isFolder), isFolder.boolValue { return direct }
        guard depth < maximumCatalogDepth,
              let children = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else {
            return nil
        }
        // Groups are plain folders; other sets (.imageset, .colorset, .appiconset) hold no images by name.
        for child in children.sorted(by: { $0.path < $1.path }) where child.pathExtension.isEmpty {
            if let found = imageSet(named: name, in: child, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The files an image set's `Contents.json` lists, with their scales.
    private static func variants(ofImageSet set: URL) -> [Variant] {
        guard let data = try? InputLimits.readFile(at: set.appendingPathComponent("Contents.json"), maximumBytes: 1 << 20),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return [] }
        let properties = json["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        return images.compactMap { entry in
            guard let fileName = entry["filename"] as? String, !fileName.contains("/") else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
            let file = set.appendingPathComponent(fileName)
            guard scale > 0, isFile(file) else { return nil }
            return Variant(file: file, scale: scale, isTemplate: isTemplate)
        }
    }
}
