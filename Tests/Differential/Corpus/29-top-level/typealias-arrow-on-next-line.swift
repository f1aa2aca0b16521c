// A function-type typealias whose -> starts the next line
typealias CompletionHandler = (Result<String, Error>)
    -> Void
func run(_ done: CompletionHandler) { done(.success("ok")) }
run { print($0) }
print("end")
