// Swift Regex: extended #/…/# literals, Regex(string), captures, wholeMatch and replacing.
let log = "2024-05-19 ERROR disk full; 2024-05-20 INFO ok; 2024-05-21 ERROR timeout"
let entry = #/(\d{4})-(\d{2})-(\d{2}) (ERROR|INFO) ([a-z ]+)/#
for match in log.matches(of: entry) where match.output.4 == "ERROR" {
    print("day \(match.output.3): \(match.output.5)")
}
if let m = "Sipariş #4521 hazır".firstMatch(of: #/#(\d+)/#) { print("order", m.output.1) }
print("05321234567".wholeMatch(of: #/0\d{10}/#) != nil, "12ab".wholeMatch(of: #/\d+/#) != nil)
let pattern = try Regex("[aeıioöuü]")
print("Gökyüzü".replacing(pattern, with: "_"))
print("a1b2c3".replacing(#/\d/#) { m in String(Int(m.output)! * 2) })
print("bir,  iki ,üç".split(separator: #/\s*,\s*/#))
