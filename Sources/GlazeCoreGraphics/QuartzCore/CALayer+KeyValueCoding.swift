import Foundation

extension CALayer {
    /// The value of a key ``CALayer`` declares, or of an undeclared key.
    func layerValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": bounds
        case "position": position
        case "anchorPoint": anchorPoint
        case "transform": transform
        case "zPosition": zPosition
        case "backgroundColor": backgroundColor
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor
        case "opacity": opacity
        case "hidden", "isHidden": isHidden
        case "masksToBounds": masksToBounds
        case "mask": mask
        case "shouldRasterize": shouldRasterize
        case "rasterizationScale": rasterizationScale
        case "opaque", "isOpaque": isOpaque
        case "contents": contents
        case "contentsScale": contentsScale
        case "shadowColor": shadowColor
        case "shadowOpacity": shadowOpacity
        case "shadowOffset": shadowOffset
        case "shadowRadius": shadowRadius
        case "shadowPath": shadowPath
        case "name": name
        case "frame": frame
        default: undeclaredValues[key] ?? Self.defaultValue(forKey: key)
        }
    }

    /// Sets a key ``CALayer`` declares, or keeps an undeclared key's value.
    func setLayerValue(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let v = AnimatableValue.rect(value) { bounds = v }
        case "position": if let v = AnimatableValue.point(value) { position = v }
        case "anchorPoint": if let v = AnimatableValue.point(value) { anchorPoint = v }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "zPosition": if let v = AnimatableValue.number(value) { zPosition = v }
        case "backgroundColor": backgroundColor = AnimatableValue.color(value)
        case "cornerRadius": if let v = AnimatableValue.number(value) { cornerRadius = v }
        case "borderWidth": if let v = AnimatableValue.number(value) { borderWidth = v }
        case "borderColor": borderColor = AnimatableValue.color(value)
        case "opacity": if let v = AnimatableValue.number(value) { opacity = Float(v) }
        case "hidden", "isHidden": if let v = AnimatableValue.flag(value) { isHidden = v }
        case "masksToBounds": if let v = AnimatableValue.flag(value) { masksToBounds = v }
        case "mask": mask = value as? CALayer
        case "shouldRasterize": if let v = AnimatableValue.flag(value) { shouldRasterize = v }
        case "rasterizationScale": if let v = AnimatableValue.number(value) { rasterizationScale = v }
        case "opaque", "isOpaque": if let v = AnimatableValue.flag(value) { isOpaque = v }
        case "contents": contents = value
        case "contentsScale": if let v = AnimatableValue.number(value) { contentsScale = v }
        case "shadowColor": shadowColor = AnimatableValue.color(value)
        case "shadowOpacity": if let v = AnimatableValue.number(value) { shadowOpacity = Float(v) }
        case "shadowOffset": if let v = AnimatableValue.size(value) { shadowOffset = v }
        case "shadowRadius": if let v = AnimatableValue.number(value) { shadowRadius = v }
        case "shadowPath": shadowPath = AnimatableValue.path(value)
        case "name": name = value as? String
        case "frame": if let v = AnimatableValue.rect(value) { frame = v }
        default:
            let old = undeclaredValues[key]
            undeclaredValues[key] = value
            didChange(key, from: old)
        }
    }

    /// The value at a dotted key path: a key, or one of the components Core
    /// Animation's key paths name — `position.x`, `bounds.size.width`,
    /// `transform.scale`, `transform.rotation.z`, `transform.translation.x`
    /// and the rest.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let key = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        return KeyPathComponent.read(rest, of: value(forKey: key))
    }

    /// Sets the value at a dotted key path (see ``value(forKeyPath:)``): the
    /// component changes and the rest of the value stays.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let key = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let whole = KeyPathComponent.write(value, at: rest, into: self.value(forKey: key)) else { return }
        setValue(whole, forKey: key)
    }
}
