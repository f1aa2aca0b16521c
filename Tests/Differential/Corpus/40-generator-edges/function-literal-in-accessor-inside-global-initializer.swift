// Generator edge: function literal in accessor inside global initializer
let label: String = {
    struct Probe { var name: String { #function } }
    return Probe().name
}()
print(label)
