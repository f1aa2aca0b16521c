// Generator edge: guard var helper called by helper
guard let level = Int("3") else { fatalError("no level") }
func banner() -> String { "Level \(level)" }
func report() -> String { banner() + "!" }
print(report())
