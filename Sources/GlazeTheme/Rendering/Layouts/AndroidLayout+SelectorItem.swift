import GlazeKit

extension AndroidLayout {
    /// How a `<selector>` selects a state: the `android:` attribute of its
    /// item, and where the item goes, since Android shows the first item whose
    /// attributes all hold.
    struct SelectorItem {
        /// The item's condition, as in `android:state_checked="true"`.
        let attribute: String
        /// Smaller goes first: disabled wins over pressed, pressed over checked.
        let priority: Int
        /// The word the selector's comment uses.
        let label: String

        /// The item for `state`, or `nil` for a state Android has no qualifier for.
        init?(for state: ControlState) {
            guard let meaning = state.meaning else { return nil }
            switch meaning {
            // The rest state is the selector's default item, which has no condition.
            case .rest: return nil
            case .disabled: (attribute, priority) = (#"android:state_enabled="false""#, 0)
            case .pressed: (attribute, priority) = (#"android:state_pressed="true""#, 1)
            case .checked: (attribute, priority) = (#"android:state_checked="true""#, 2)
            case .unchecked: (attribute, priority) = (#"android:state_checked="false""#, 3)
            case .selected: (attribute, priority) = (#"android:state_selected="true""#, 4)
            // Indeterminate is Material's app:state_indeterminate, not the framework's.
            case .mixed: return nil
            }
            label = meaning.rawValue
        }
    }
}
