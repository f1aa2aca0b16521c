// A postfix #if member chain whose #else branch is empty: on Linux the chain adds nothing
let numbers = [10, 20, 33]
#if os(iOS)
    .filter { $0 > 25 }
#else
#endif
print(numbers)
