/// Makes one model of the places that ask for the same name and hold objects of a similar shape.
///
/// In a Twitter timeline, `statuses[].user` and `statuses[].retweeted_status.user` both ask for
/// `User` and have the same keys: they become one `User`, summarized from the objects of both
/// places (a key missing at one place is optional). `user.entities.url` (`{"urls": [...]}`) and
/// `entities.urls[]` (`{"url": ..., "indices": ...}`) both ask for `URL` but share no key: they stay
/// two types, and naming tells them apart.
///
/// Two places are similar when at least half of the keys of the smaller one are keys of the
/// other. A place is never merged with a place inside it (the model would contain itself).
enum TypeUnifier {
    /// Merges similar same-named places of `root` until none are left.
    ///
    /// A merge only adds keys, kinds and optionality that the documents contain, and merging a
    /// summary with itself changes nothing, so the process ends after a few rounds.
    ///
    /// - Parameter limit: A bound on the number of merges, as a guard against a mistake.
    static func unify(_ root: inout ValueSummary, rootName: String, limit: Int = 10_000) {
        for _ in 0..<limit {
            let sites = ModelSite.sites(in: root, rootName: rootName)
            guard let (first, second, firstObject, secondObject) = firstMergeablePair(in: sites) else { return }
            var merged = firstObject
            merged.merge(secondObject)
            root.replaceObject(at: sites[first].path[...], with: merged)
            root.replaceObject(at: sites[second].path[...], with: merged)
        }
    }

    /// The first pair of model sites (in site order) that should be one model but is not yet,
    /// with their objects.
    private static func firstMergeablePair(in sites: [ModelSite]) -> (Int, Int, ObjectSummary, ObjectSummary)? {
        var earlier: [String: [Int]] = [:]
        for (index, site) in sites.enumerated() {
            guard let object = site.object else { continue }
            for candidate in earlier[site.baseName, default: []] {
                let other = sites[candidate]
                if let otherObject = other.object, otherObject != object, areSimilar(otherObject, object),
                    !site.path.isInside(other.path), !other.path.isInside(site.path) {
                    return (candidate, index, otherObject, object)
                }
            }
            earlier[site.baseName, default: []].append(index)
        }
        return nil
    }

    /// At least one shared key, and at least half of the smaller key set shared.
    static func areSimilar(_ lhs: ObjectSummary, _ rhs: ObjectSummary) -> Bool {
        let left = Set(lhs.keys)
        let right = Set(rhs.keys)
        let shared = left.intersection(right).count
        return shared > 0 && 2 * shared >= min(left.count, right.count)
    }
}
