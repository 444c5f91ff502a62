import Foundation
import Testing

/// Tags for the tests that start a tool from outside the toolchain, one per
/// Debian package. `./scripts/test --quick` leaves these tests out; the full
/// `./scripts/test` installs the packages and runs them.
extension Tag {
    /// Reads PDFs back with pdfinfo, pdftotext, pdffonts, pdfimages or pdftoppm (poppler-utils).
    @Tag public static var needsPoppler: Self
    /// Reads nine-patches back with Android's aapt (aapt).
    @Tag public static var needsAapt: Self
    /// Renders pages in headless Chromium (chromium-headless-shell).
    @Tag public static var needsChromium: Self
    /// Runs nginx in front of glaze serve (nginx).
    @Tag public static var needsNginx: Self
    /// Checks the manifest against its JSON Schema with Python's jsonschema (python3-jsonschema).
    @Tag public static var needsJSONSchema: Self
    /// Writes and reads JPEGs with cjpeg and djpeg (libjpeg-turbo-progs).
    @Tag public static var needsJPEGTools: Self
    /// Writes CMYK JPEGs with ImageMagick's convert (imagemagick).
    @Tag public static var needsImageMagick: Self
    /// Sends raw or streamed HTTP requests with curl (curl).
    @Tag public static var needsCurl: Self
    /// Runs Python scripts, such as a client that stalls mid-request (python3).
    @Tag public static var needsPython3: Self
    /// Takes animated PNGs apart into their frames with apngdis (apngdis).
    @Tag public static var needsAPNGDis: Self
    /// Draws emoji with the Noto Color Emoji font (fonts-noto-color-emoji).
    @Tag public static var needsColorEmoji: Self
    /// Downloads a Debian package with `apt-get download` (the network).
    @Tag public static var needsNetwork: Self
    /// Reads QR codes back with zbarimg (zbar-tools).
    @Tag public static var needsZBar: Self
}

/// A tool from outside the toolchain that some tests start (or a font they
/// draw with): the Debian package that brings it, the executables they start
/// or the files they read, and the tag those tests carry.
public struct ExternalTool: Sendable {
    /// The Debian package to install.
    public var package: String
    /// The tag every test that starts one of `executables` carries.
    public var tag: Tag
    /// The executables the tests start, by name (looked up on `PATH`).
    public var executables: [String]
    /// A Python module the tool is, when it is one rather than an executable.
    public var pythonModule: String? = nil
    /// Files the package installs that the tests read (a font), by absolute path.
    public var files: [String] = []

    /// The tag as it is written in a test's traits, `.needsPoppler`.
    public var tagName: String { "." + String(describing: tag).drop { $0 == "." } }

    public static let poppler = ExternalTool(package: "poppler-utils", tag: .needsPoppler,
                                             executables: ["pdfinfo", "pdftotext", "pdffonts", "pdfimages", "pdftoppm"])
    public static let aapt = ExternalTool(package: "aapt", tag: .needsAapt, executables: ["aapt"])
    /// The platform's own resources, which `aapt package -I` resolves `android:` attributes against.
    public static let androidFrameworkResources = ExternalTool(
        package: "android-framework-res", tag: .needsAapt, executables: [],
        files: ["/usr/share/android-framework-res/framework-res.apk"])
    public static let chromium = ExternalTool(package: "chromium-headless-shell", tag: .needsChromium,
                                              executables: ["chromium-headless-shell"])
    public static let nginx = ExternalTool(package: "nginx", tag: .needsNginx, executables: ["nginx"])
    public static let jsonSchema = ExternalTool(package: "python3-jsonschema", tag: .needsJSONSchema,
                                                executables: ["python3"], pythonModule: "jsonschema")
    public static let jpegTools = ExternalTool(package: "libjpeg-turbo-progs", tag: .needsJPEGTools,
                                               executables: ["cjpeg", "djpeg"])
    public static let imageMagick = ExternalTool(package: "imagemagick", tag: .needsImageMagick,
                                                 executables: ["convert-im6.q16"])
    public static let apngdis = ExternalTool(package: "apngdis", tag: .needsAPNGDis, executables: ["apngdis"])
    public static let curl = ExternalTool(package: "curl", tag: .needsCurl, executables: ["curl"])
    public static let python3 = ExternalTool(package: "python3", tag: .needsPython3, executables: ["python3"])
    public static let zbar = ExternalTool(package: "zbar-tools", tag: .needsZBar, executables: ["zbarimg"])
    public static let colorEmoji = ExternalTool(package: "fonts-noto-color-emoji", tag: .needsColorEmoji, executables: [],
                                                files: ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"])

    /// The tools found by executable; jsonSchema is asked for by name, since its executable is python3's.
    static let byExecutable: [String: ExternalTool] = {
        var table: [String: ExternalTool] = [:]
        for tool in [poppler, aapt, chromium, nginx, jpegTools, imageMagick, apngdis, curl, python3, zbar] {
            for name in tool.executables { table[name] = tool }
        }
        return table
    }()
}

/// A tool a test needs is not installed: one line naming it and its package.
public struct MissingTool: Error, CustomStringConvertible {
    /// What is missing: an executable, a Python module or a file.
    public var name: String
    /// The tool it belongs to.
    public var tool: ExternalTool
    /// The failure in one line.
    public var description: String {
        "\(name) is not installed: apt-get install \(tool.package), "
            + "or leave out the tests tagged \(tool.tagName) with ./scripts/test --quick"
    }
}

/// A test uses a tool without carrying its tag, so `--quick` would run it.
public struct UntaggedTest: Error, CustomStringConvertible {
    /// The test's name.
    public var test: String
    /// The executable or file it uses.
    public var uses: String
    /// The tool that belongs to.
    public var tool: ExternalTool
    /// The failure in one line.
    public var description: String {
        "\(test) uses \(uses) but is not tagged \(tool.tagName): tag its test or suite, so that ./scripts/test --quick leaves it out"
    }
}

/// The path of executable `name` on `PATH` (or `name` itself when it is a path), if there is one.
public func executablePath(_ name: String) -> String? {
    if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Checks, before a test starts `executable`, that the test carries the tag of
/// the tool it belongs to (recording an issue when it does not, so that
/// `--quick` can never run it by mistake) and that the tool is installed
/// (throwing `MissingTool` when it is not). Executables of the base system and
/// of this package (sh, timeout, glaze) pass unchecked.
public func requireTool(forExecutable executable: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let name = (executable as NSString).lastPathComponent
    guard let tool = ExternalTool.byExecutable[name] else { return }
    try require(tool, executable: executable, sourceLocation: sourceLocation)
}

/// Checks that the running test carries `tool`'s tag and that `tool` is installed.
///
/// A missing tool fails the test with one line naming it and its package, and
/// ends the test (or the test case) there, so that it says so once, not at
/// every call; outside a test it is thrown as `MissingTool`.
public func require(_ tool: ExternalTool, executable: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if let test = Test.current, !test.tags.contains(tool.tag) {
        let what = executable ?? tool.executables.first ?? tool.files.first ?? tool.package
        Issue.record(UntaggedTest(test: test.name, uses: what, tool: tool), sourceLocation: sourceLocation)
    }
    guard let missing = missingPart(of: tool, executable: executable) else { return }
    guard Test.current != nil else { throw missing }
    Issue.record(missing, sourceLocation: sourceLocation)
    try Test.cancel(Comment(rawValue: missing.description), sourceLocation: sourceLocation)
}

/// What of `tool` is not installed, if anything.
func missingPart(of tool: ExternalTool, executable: String?) -> MissingTool? {
    for name in executable.map({ [$0] }) ?? tool.executables where executablePath(name) == nil {
        return MissingTool(name: name, tool: tool)
    }
    for file in tool.files
    where (try? FileManager.default.attributesOfItem(atPath: file)[.type] as? FileAttributeType) != .typeRegular {
        return MissingTool(name: file, tool: tool)
    }
    guard let module = tool.pythonModule else { return nil }
    guard let python = executablePath("python3") else { return MissingTool(name: "python3", tool: .python3) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import \(module)"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return MissingTool(name: "python3", tool: .python3) }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : MissingTool(name: "Python's \(module) module", tool: tool)
}
