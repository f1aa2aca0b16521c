// Top-level declarations with @frozen, @inlinable and @usableFromInline, which need internal or public access.
@frozen public struct Pixel: Equatable {
    public var r, g, b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }
}
@inlinable public func brighten(_ p: Pixel, by d: UInt8) -> Pixel {
    Pixel(r: p.r &+ d, g: p.g &+ d, b: p.b &+ d)
}
@usableFromInline internal func clampByte(_ v: Int) -> UInt8 { UInt8(max(0, min(255, v))) }
public enum Channel: CaseIterable { case red, green, blue }
let p = brighten(Pixel(r: 10, g: 20, b: 250), by: 10)
print(p, clampByte(300), clampByte(-4))
print(Channel.allCases, MemoryLayout<Pixel>.size)
