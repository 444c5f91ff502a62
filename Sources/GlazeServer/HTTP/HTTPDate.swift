#if Server
import Foundation

/// The `Date` header's value (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994
/// 08:49:37 GMT`), formatted once a second: a response answered on an event
/// loop keeps one per connection, so no lock is shared.
struct HTTPDate {
    private var second = Int.min
    private var text = ""

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The header for the current second.
    mutating func now() -> String {
        var clock = timespec()
        clock_gettime(CLOCK_REALTIME, &clock)
        let current = Int(clock.tv_sec)
        if current != second {
            second = current
            text = Self.format(secondsSince1970: current)
        }
        return text
    }

    /// `seconds` since 1970 as an IMF-fixdate.
    static func format(secondsSince1970 seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(weekdays[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
#endif
