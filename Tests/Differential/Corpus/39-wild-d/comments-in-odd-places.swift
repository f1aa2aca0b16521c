// Comments and doc comments between modifiers, inside signatures, after = and at line ends
/// A point.
public /* access */ struct /* kind */ Point /* name */ { // opening
    var x: /* type */ Int = /* value */ 1 // trailing
    /** The y coordinate. */ var y = 2
}
func /* name next */ distance( /* no label */ _ a: Point, // first
                               _ b: Point /* second */ ) -> /* result */ Int {
    abs(a.x - b.x) + abs(a.y - b.y) /* manhattan */
}
let origin = /* the origin */ Point(x: 0, y: 0) // after
/* nested /* comment */ still a comment */ let far = Point(x: 3, y: 4)
print(distance(origin, far)) /* done */ // really
