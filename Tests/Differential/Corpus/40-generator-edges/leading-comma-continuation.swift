// Generator edge: leading comma continuation
let width = 12
    , height = 5
struct Area { var value: Int { width * height } }
print(Area().value)
