// Generator edge: backticked guard binding
guard let `default` = Int("8") else { fatalError() }
func fallback() -> Int { `default` }
print(fallback())
print("pad")
