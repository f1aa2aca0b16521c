import LessonModel

/// One of `count` shares of a course's lessons, for a CI matrix of `count` jobs (`check --shard K/N`): every
/// lesson falls in exactly one share, so the shards' verdicts together are the full check's.
///
/// The shares are cut by lesson (a lesson's blocks, listings and links are judged together, as in a full
/// check), and lessons that hold the same block (the same code, which compiles to one entry and runs once)
/// stay in one share, so no block is compiled or run twice. Groups of such lessons go, largest first, to
/// the share with the fewest blocks so far: balanced by blocks, and the same for the same course on every
/// machine (no path, time or hash seed enters).
public struct Shard: Equatable, Sendable {
    /// 1-based, as typed.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The lessons of this share, in course order.
    public func select(_ lessons: [Lesson]) -> [Lesson] {
        let share = Self.assign(lessons, count: count)
        return lessons.indices.filter { share[$0] == index - 1 }.map { lessons[$0] }
    }

    /// The share (0-based) of each lesson.
    static func assign(_ lessons: [Lesson], count: Int) -> [Int] {
        let groups = groupsSharingBlocks(lessons)
        let weighted = groups.map { members in
            (
                members: members,
                weight: members.reduce(1) { $0 + lessons[$1].runnables.count + lessons[$1].listings.count }
            )
        }
        // Largest first; equal weights in course order (members are in course order, so the first decides).
        let ordered = weighted.sorted { ($1.weight, $0.members[0]) < ($0.weight, $1.members[0]) }
        var load = [Int](repeating: 0, count: count)
        var share = [Int](repeating: 0, count: lessons.count)
        for group in ordered {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            load[lightest] += group.weight
            for member in group.members { share[member] = lightest }
        }
        return share
    }

    /// Lessons joined when they hold a block with the same code (union by digest), each group in course order.
    static func groupsSharingBlocks(_ lessons: [Lesson]) -> [[Int]] {
        var parent = Array(lessons.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        var owner: [UInt64: Int] = [:]
        for (index, lesson) in lessons.enumerated() {
            for runnable in lesson.runnables {
                if let other = owner[runnable.digest] {
                    let (a, b) = (root(other), root(index))
                    parent[max(a, b)] = min(a, b)
                } else {
                    owner[runnable.digest] = index
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in lessons.indices { groups[root(index), default: []].append(index) }
        return groups.keys.sorted().map { groups[$0]! }
    }
}
