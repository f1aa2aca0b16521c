// Doc comments of both kinds on every kind of declaration, and inside types between members
/// A shape.
///
/// - Note: Has an area.
protocol Shape {
    /// The area.
    var area: Double { get }
}
/**
 A rectangle.
 */
struct Rect: Shape {
    /// Width.
    var w: Double
    /** Height. */ var h: Double
    /// - Returns: w × h
    var area: Double { w * h }
}
/// Prints a shape.
/// - Parameter s: the shape
func show(_ s: any Shape /** any shape */) { print("area", s.area) }
/// A global.
let unit = Rect(w: 1, h: 1)
show(unit); show(Rect(w: 2, h: 3))
