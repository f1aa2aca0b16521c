// #function captured by a default argument while a top-level constant is initialised.
struct Tracer {
    let origin: String
    init(origin: String = #function) { self.origin = origin }
}
func caller(_ name: String = #function) -> String { name }
let tracer = Tracer()
print("tracer created in", tracer.origin)
let recorded = caller()
print("recorded:", recorded)
let lazyName: String = { caller() }()
print("from closure:", lazyName)
