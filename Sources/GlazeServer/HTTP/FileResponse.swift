#if Server
import Foundation
import Glaze
import GlazeTheme
import Hummingbird

/// Responses for files: strong ETags from the look (the same on every
/// instance), 304 for a matching If-None-Match, and the caching a URL allows.
enum FileResponse {
    /// Forever, for content-addressed URLs.
    static let immutable = "public, max-age=31536000, immutable"
    /// Revalidate each time, for URLs by name, whose look can change.
    static let revalidate = "no-cache"

    /// The response for `served`, or 304 when the request already has it.
    static func make(_ served: ServedFile, request: Request, cacheControl: String,
                     data: () async throws -> ByteBuffer) async throws -> Response {
        let name = served.lookFileName
        if let notModified = notModified(name, ifNoneMatch: request.headers[.ifNoneMatch], cacheControl: cacheControl) {
            return Response(status: .notModified, headers: notModified)
        }
        let bytes = try await data()
        return Response(status: .ok, headers: headers(name, format: served.file.format, cacheControl: cacheControl),
                        body: ResponseBody(byteBuffer: bytes))
    }

    /// The headers of a 304 for the look file `name` when `ifNoneMatch` names
    /// it; `nil` when the file must be sent.
    static func notModified(_ name: String, ifNoneMatch: String?, cacheControl: String) -> HTTPFields? {
        let tag = "\"\(name)\""
        guard matches(ifNoneMatch, tag) else { return nil }
        return [.eTag: tag, .cacheControl: cacheControl, .contentLocation: "/looks/\(name)"]
    }

    /// The headers of a 200 that sends the look file `name`.
    static func headers(_ name: String, format: AssetFile.Format, cacheControl: String) -> HTTPFields {
        [.eTag: "\"\(name)\"", .cacheControl: cacheControl, .contentLocation: "/looks/\(name)", .contentType: format.contentType]
    }

    /// Whether an If-None-Match value names `tag` (or is `*`); weak forms match
    /// too, as RFC 9110 has If-None-Match compare weakly.
    static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            let value = candidate.trimmingCharacters(in: .whitespaces)
            return value == "*" || value == tag || value == "W/" + tag
        }
    }

    /// A JSON body that revalidates by its own digest.
    static func json(_ data: Data, request: Request) -> Response {
        let tag = "\"\(ContentDigest(of: data).hexDigits)\""
        var headers: HTTPFields = [.eTag: tag, .cacheControl: revalidate]
        if matches(request.headers[.ifNoneMatch], tag) { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
#endif
