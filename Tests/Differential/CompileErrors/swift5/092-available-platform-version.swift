// main.swift — an API introduced in a later Swift language version cannot be used
@available(swift, introduced: 7)
func futureFeature() -> String { "from the future" }

@available(swift, obsoleted: 4)
func pastFeature() -> String { "from the past" }

print(futureFeature())
print(pastFeature())
