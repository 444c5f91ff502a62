import Foundation

/// What matching an SVG's style sheets costs librsvg, bounded before it parses.
///
/// librsvg tries every selector of every rule on every element while it reads
/// the document, rules without declarations and rules that can never match
/// included, so the cost is the product of the sheet and the tree, not of
/// either alone: 300,000 never-matching rules on 19,000 elements (4 MB) ran
/// for minutes. Each selector is charged, per element, a step for each simple
/// selector it tests, and the walks its matching may make through the tree:
/// an `:nth-*` pseudo-class counts the element's siblings, a descendant
/// combinator climbs its ancestors, a sibling combinator visits the siblings
/// before it. Their sums over the tree are ``Tree``'s.
struct SVGStyleCost {
    /// The tree's part of the cost: sums over every element.
    struct Tree {
        /// Elements, each matched against every selector.
        var elements = 0.0
        /// Σ ancestors of each element: what one descendant combinator can climb.
        var ancestors = 0.0
        /// Σ siblings of each element (Σ children² over parents): what one
        /// `:nth-*` or sibling combinator can walk.
        var siblings = 0.0

        init(_ tree: SVGElementTree) {
            var depth: [Double] = []
            depth.reserveCapacity(tree.elements.count)
            for element in tree.elements {
                let level = element.parent.map { depth[$0] + 1 } ?? 0
                depth.append(level)
                ancestors += level
                let children = Double(element.children.count)
                siblings += children * children
            }
            elements = Double(tree.elements.count)
        }
    }

    /// A style sheet's part of the cost: counts over every selector of every rule.
    struct Sheet {
        /// Simple selectors (names, ids, classes, attributes, pseudo-classes)
        /// of every selector, at least one a selector.
        var simpleSelectors = 0.0
        /// `:nth-child()` and its kin, and sibling combinators (`~`).
        var siblingWalks = 0.0
        /// Descendant combinators (whitespace between compounds).
        var ancestorWalks = 0.0

        /// The steps matching this sheet against `tree` costs.
        func work(on tree: Tree) -> Double {
            simpleSelectors * tree.elements + siblingWalks * tree.siblings + ancestorWalks * tree.ancestors
        }

        /// Adds the selector list `prelude` of one rule.
        mutating func add(selectors prelude: ArraySlice<CSSToken>) {
            var simple = 0.0
            var previousEndsCompound = false
            var sawWhitespace = false
            for token in prelude {
                switch token {
                case .whitespace:
                    sawWhitespace = previousEndsCompound
                    continue
                case .delimiter(","):
                    simpleSelectors += max(simple, 1)
                    simple = 0
                    previousEndsCompound = false
                    sawWhitespace = false
                    continue
                case .delimiter(">"), .delimiter("+"):
                    previousEndsCompound = false
                case .delimiter("~"):
                    siblingWalks += 1
                    previousEndsCompound = false
                case let .function(name) where name.lowercased().hasPrefix("nth-"):
                    siblingWalks += 1
                    simple += 1
                    previousEndsCompound = true
                case .ident, .hash, .function, .delimiter("*"), .delimiter("["):
                    simple += 1
                    previousEndsCompound = true
                default:
                    previousEndsCompound = true
                }
                // Whitespace between two compounds, with no other combinator, is a descendant combinator.
                if sawWhitespace, previousEndsCompound { ancestorWalks += 1 }
                sawWhitespace = false
            }
            simpleSelectors += max(simple, 1)
        }
    }
}
