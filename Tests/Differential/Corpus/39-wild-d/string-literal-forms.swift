// Raw, multi-line, escaped and unicode string literals, with interpolations holding closures and ternaries
import Foundation
let name = "Ada"
let raw = #"C:\path\to "quoted" \(not interpolated) \#(name)"#
let multi = """
    Dear \(name),
      indented "quotes" and \"""triple\""" \
    joined line
    """
let rawMulti = #"""
    regex: \d+\.\d*
    name: \#(name.uppercased())
    """#
let escapes = "tab\tnew\\line \u{1F600} \u{E9} \0end".replacingNul()
let fancy = "count: \((1...3).map { "\($0)" }.joined(separator: "+")) = \([1, 2, 3].reduce(0, +) > 5 ? "big" : "small") \("nested \("deep")")"
print(raw); print(multi); print(rawMulti); print(escapes); print(fancy)
print("##\(#"a"#)##", ##"two "# hashes"##)
extension String { func replacingNul() -> String { replacingOccurrences(of: "\0", with: "<NUL>") } }
