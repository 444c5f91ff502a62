import Foundation

/// State that belongs to the thread using it, as UIKit's and Core
/// Animation's per-thread state does: one object per thread and key, made
/// the first time the thread asks for it and kept in its thread dictionary.
protocol PerThread: AnyObject {
    /// The thread dictionary's key for the object.
    static var threadKey: String { get }
    /// A fresh object for a thread that has none yet.
    init()
}

extension PerThread {
    /// This thread's object.
    static var current: Self {
        let dictionary = Thread.current.threadDictionary
        if let object = dictionary[threadKey] as? Self { return object }
        let object = Self()
        dictionary[threadKey] = object
        return object
    }
}
