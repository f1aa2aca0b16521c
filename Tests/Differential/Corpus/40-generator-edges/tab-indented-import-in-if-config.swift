// Generator edge: tab indented import in if config
func load() async -> Int { 1 }
#if canImport(Foundation)
	import Foundation
	let n = await load()
#endif
print(n, "a,b".components(separatedBy: ","))
