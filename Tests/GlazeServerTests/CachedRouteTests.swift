#if Server
@testable import GlazeServer
import Testing

/// What the cached-file responder reads from a request before it answers one:
/// the path, the `Connection` header, and the `Date` it writes.
@Suite("glaze serve: what the cached-file responder reads and writes")
struct CachedRouteTests {
    @Test("only /themes/NAME/assets/FILE, plainly written, is read as a cached file's path", arguments: [
        ("/themes/warm/assets/start@2x.png", "warm", "start@2x.png"),
        ("/themes/warm/assets/start@2x.png?v=1", nil, nil),
        ("/themes/warm/assets/start%402x.png", nil, nil),
        ("/themes/warm/assets/", nil, nil),
        ("/themes//assets/start@2x.png", nil, nil),
        ("/themes/warm/assets/start@2x.png/", nil, nil),
        ("themes/warm/assets/start@2x.png", nil, nil),
        ("/looks/abc@2x.png", nil, nil),
        ("/themes/warm/manifest.json", nil, nil),
    ] as [(String, String?, String?)])
    func paths(path: String, theme: String?, file: String?) {
        let asset = CachedFileResponder.asset(in: path)
        #expect(asset?.theme == theme && asset?.file == file)
    }

    @Test("a Connection header that lists close, in any case or place, is left to the router")
    func close() {
        #expect(CachedFileResponder.asksToClose("close"))
        #expect(CachedFileResponder.asksToClose("Keep-Alive, Close"))
        #expect(!CachedFileResponder.asksToClose("keep-alive"))
        #expect(!CachedFileResponder.asksToClose("closed"))
        #expect(!CachedFileResponder.asksToClose(nil))
    }

    @Test("Date is RFC 9110's IMF-fixdate, in GMT")
    func date() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(secondsSince1970: 1_795_737_600) == "Fri, 27 Nov 2026 00:00:00 GMT")
        var date = HTTPDate()
        #expect(date.now().hasSuffix(" GMT") && date.now().count == 29)
    }
}
#endif
