// Configuration read by a helper declared before the deferred constant it reads (a top-level global in main.swift).
func describeLimit() -> String { "limit is \(limit) requests per minute" }
let isPremium = true
let limit: Int
if isPremium { limit = 600 } else { limit = 60 }
print(describeLimit())
