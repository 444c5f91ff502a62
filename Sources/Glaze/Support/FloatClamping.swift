extension Float {
    /// `min(max(self, lower), upper)`, with the same result for every value,
    /// NaN and −0 included, but without the generic calls: per pixel, an
    /// unoptimised build (the sanitizers, the leak check) spends several times
    /// longer in generic `min` and `max` than in the arithmetic around them.
    @inline(__always)
    package func clamped(from lower: Float, to upper: Float) -> Float {
        let raised = lower >= self ? lower : self
        return upper < raised ? upper : raised
    }
}
