import FuzzSupport
import Foundation
import GlazeTheme

/// One theme file. The first byte picks the way in: its low bit YAML (0) or JSON
/// (1), its next bit the bytes entry point with its size and UTF-8 checks (0) or
/// the text one after lossy decoding (1), so one corpus reaches every parser
/// path. The rest is the file. A thrown ThemeError is the reader doing its job;
/// only crashes, hangs and runaway memory are findings. Paths a theme names
/// resolve in Fuzz/ThemeFiles/, which holds one SVG and one PNG.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let format: ThemeFormat = data[0] & 1 == 0 ? .yaml : .json
    let file = UnsafeBufferPointer(start: data + 1, count: size - 1)
    do {
        let theme: Theme
        if data[0] & 2 == 0 {
            theme = try Theme(data: Data(buffer: file), format: format, file: themeFolder + "fuzz")
        } else {
            let text = String(decoding: file, as: UTF8.self)
            theme = try format == .yaml ? Theme(yaml: text, file: themeFolder + "fuzz.yaml")
                : Theme(json: text, file: themeFolder + "fuzz.json")
        }
        note("read \(theme.assets.count) assets")
    } catch {
        note("threw \(error)")
    }
    return 0
}

/// Fuzz/ThemeFiles/, found from this source file.
let themeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../ThemeFiles/").standardizedFileURL.path + "/"
