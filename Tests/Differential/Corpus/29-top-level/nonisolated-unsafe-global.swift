// A nonisolated(unsafe) global incremented by a struct method.
nonisolated(unsafe) var requestCount = 0
struct Client { func get() { requestCount += 1 } }
Client().get()
print(requestCount)
