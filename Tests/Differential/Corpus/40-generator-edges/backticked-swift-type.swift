// Generator edge: backticked swift type
enum `Swift` { static let major = 5 }
print(`Swift`.major)
print("pad")
print("pad")
