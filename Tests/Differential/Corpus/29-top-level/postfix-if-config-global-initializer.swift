// A postfix #if member chain continuing a global's initializer (SE-0308)
struct Build { var debugName = "dbg"; var releaseName = "rel" }
let name = Build()
#if DEBUG
    .debugName
#else
    .releaseName
#endif
print(name)
