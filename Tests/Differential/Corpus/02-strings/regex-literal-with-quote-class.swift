// Stripping quotes with a regex literal whose character class holds a double quote.
let unquoted = #/[^"]+/#
let line = #"she said "merhaba" and "salam""#
let pieces = line.matches(of: unquoted).map { String($0.output) }
print(pieces)
var cleaned = 0
func clean(_ s: String) -> String { cleaned += 1; return s.replacing(#/"/#, with: "'") }
print(clean(line), cleaned)
