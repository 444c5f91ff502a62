import Foundation
import Glaze
import GlazeKit

// Keys whose values name files: images, icons and fonts. Each file is read when
// the theme is, and any problem with it is an error naming the asset, the key
// and the file.
extension ThemeReader {
    /// The bytes of the file `path` names under `key`, at most `maximumBytes`,
    /// and the name errors give it; an error naming the key and the file.
    func contents(of path: String, key: String, line: Int?, maximumBytes: Int) throws(ThemeError) -> (data: Data, source: String) {
        do {
            return try files.contents(of: path, maximumBytes: maximumBytes)
        } catch {
            switch error {
            case let .refused(refusal): throw self.error(.pathRefused, key, refusal.message, line: line)
            case let .unreadable(problem): throw self.error(ThemeError.Code(reading: problem), key, "cannot use '\(path)': \(problem)", line: line)
            }
        }
    }

    /// The SVG, `.svgz` or PNG file named by `path`, read now.
    func image(at path: String, key: String, line: Int?) throws(ThemeError) -> ThemeImage {
        guard ThemeImage.isImageFile(path) else {
            throw error(.invalidValue, key, "'\(path)' is not an image file: name an \(ThemeImage.fileExtensionsText) file", line: line)
        }
        let file = try contents(of: path, key: key, line: line, maximumBytes: files.limits.maximumFileBytes)
        do {
            return try ThemeImage(path: path, data: file.data, source: file.source, limits: files.limits)
        } catch {
            throw self.error(ThemeError.Code(reading: error), key, "cannot use '\(path)': \(error)", line: line)
        }
    }

    /// The image file under `key`, if the key is there.
    mutating func image(_ key: String) throws(ThemeError) -> ThemeImage? {
        guard let value = value(key) else { return nil }
        guard let path = try text(value, key: key) else {
            throw error(.invalidValue, key, "must be the path of an \(ThemeImage.fileExtensionsText) file, not \(value.kindName)")
        }
        return try image(at: path, key: key, line: value.line)
    }

    /// Registers the font files listed under `key` and returns their families,
    /// the digests of the files' bytes and the registrations, in the order listed.
    mutating func fonts(_ key: String) throws(ThemeError)
        -> (families: [String], digests: [ContentDigest], registrations: [FontRegistration]) {
        var families: [String] = []
        var digests: [ContentDigest] = []
        var registrations: [FontRegistration] = []
        for item in try list(key) ?? [] {
            let line = item.line
            guard let path = try text(item, key: key) else {
                throw error(.invalidValue, key, "must list the paths of .ttf or .otf files, not \(item.kindName)", line: line)
            }
            let file = try contents(of: path, key: key, line: line,
                                    maximumBytes: min(files.limits.maximumFileBytes, files.limits.maximumFontBytes))
            do {
                // The very bytes hashed are registered: nothing on disk can change in between.
                let registration = try FontRegistry.registration(data: file.data, source: file.source, limits: files.limits)
                for family in registration.families where !families.contains(family) {
                    families.append(family)
                }
                registrations.append(registration)
                digests.append(ContentDigest(of: file.data))
            } catch {
                throw self.error(ThemeError.Code(reading: error), key, "cannot use '\(path)': \(error)", line: line)
            }
        }
        return (families, digests, registrations)
    }

    /// `base` with what `key` changes: a family name (`font: Brand`) or a
    /// mapping of `family`, `weight` (a name or 100…900) and `size`.
    mutating func font(_ key: String, default base: Font) throws(ThemeError) -> Font {
        guard let value = value(key) else { return base }
        var font = base
        if let family = try text(value, key: key) {
            guard !family.isEmpty else { throw error(.invalidValue, key, "must name a font family") }
            font.family = family
            return font
        }
        var inner = try nested(value, what: key)
        font.family = try inner.string("family", default: base.family)
        if let weight = inner.value("weight") {
            font.weight = try Self.weight(weight, reader: inner)
        }
        font.size = try inner.size("size", default: Double(base.size))
        try inner.rejectUnknownKeys(valid: ["family", "weight", "size"])
        return font
    }

    private static func weight(_ value: ThemeValue, reader: ThemeReader) throws(ThemeError) -> Font.Weight {
        let names = Font.Weight.allCases.map { "\($0)" }
        if let name = try reader.text(value, key: "weight") {
            guard let weight = Font.Weight.allCases.first(where: { "\($0)" == name }) else {
                let hint = suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw reader.error(.invalidValue, "weight", "'\(name)' is not a weight\(hint); use \(names.joined(separator: ", ")) or 100…900", line: value.line)
            }
            return weight
        }
        switch value {
        case let .number(number, line):
            guard let weight = Font.Weight.allCases.first(where: { Double($0.rawValue) == number }) else {
                throw reader.error(.invalidValue, "weight", "\(NumberText.exact(number)) is not a weight: use a multiple of 100 from 100 to 900", line: line)
            }
            return weight
        default:
            throw reader.error(.invalidValue, "weight", "must be a weight name or number, not \(value.kindName)")
        }
    }
}
