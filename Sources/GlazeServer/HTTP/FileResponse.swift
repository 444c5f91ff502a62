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
        let tag = "\"\(name)\""
        var headers: HTTPFields = [.eTag: tag, .cacheControl: cacheControl, .contentLocation: "/looks/\(name)"]
        if matches(request.headers[.ifNoneMatch], tag) {
            return Response(status: .notModified, headers: headers)
        }
        let bytes = try await data()
        headers[.contentType] = served.file.format.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
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
