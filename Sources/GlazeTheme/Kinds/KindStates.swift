import GlazeKit

/// The states a kind of asset declares: the one it rests in and every other
/// it can be drawn in.
///
/// The rest state is what an asset gets when its theme names no `states`, and
/// what platforms show when no qualifier applies: the default item of an
/// Android `<selector>`, the plain class of the web's stylesheet.
public struct KindStates: Hashable, Sendable {
    /// The state the kind rests in.
    public let rest: ControlState
    /// Every state, the rest state first.
    public let all: [ControlState]

    /// The states of a kind resting in `rest`, drawn also in `others`.
    package init(rest: ControlState, others: [ControlState] = []) {
        precondition(!others.contains(rest) && Set(others).count == others.count, "a kind lists each state once")
        self.rest = rest
        all = [rest] + others
    }
}
