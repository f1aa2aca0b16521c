// a struct declared in an #if region that also holds a statement, dumped and reflected
#if os(Linux) || os(macOS)
struct Point { var x = 1 }
print("inside")
#endif
dump(Point())
print(String(reflecting: Point.self))
