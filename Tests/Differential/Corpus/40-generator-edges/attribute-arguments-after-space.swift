// Generator edge: attribute arguments after space
@available (swift 5.0)
struct Modern { let v = 2 }
print(Modern().v)
print("pad")
