import Foundation

/// What an image becomes when its graph would grow past
/// ``RecipeDepth/maximum``: its extent kept, its inputs let go, and a render
/// that fails with the reason. Its own depth is the maximum, so that an image
/// made from it is refused too.
struct RefusedRecipe: Recipe {
    let extent: CGRect
    let error: CoreImageError

    var depth: Int { RecipeDepth.maximum }

    /// The refusal of `recipe`, which is past the bound.
    init(refusing recipe: any Recipe) {
        extent = recipe.extent
        error = CoreImageError(.limitExceeded, "the image is made of \(recipe.depth) steps, more than the "
                               + "\(RecipeDepth.maximum) Glaze keeps (a chain of filters that deep, or one that never ends)")
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        throw error
    }
}
