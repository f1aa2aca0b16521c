// Input validation with Regex built from strings: wholeMatch, captures by index and replacing matches.
let emailPattern = try Regex(#"[\w.+-]+@([\w-]+)\.([a-z]{2,})"#)
let phonePattern = try Regex(#"\+?(90|994)[ -]?(\d{2,3})[ -]?(\d{3})[ -]?(\d{2})[ -]?(\d{2})"#)

let emails = ["ayse.kaya@ornek.com", "yanlış@@adres", "orxan+test@mail.az", "x@y"]
for email in emails {
    if let match = email.wholeMatch(of: emailPattern) {
        let domain = match.output[1].substring.map(String.init) ?? "?"
        let tld = match.output[2].substring.map(String.init) ?? "?"
        print("valid   \(email) domain=\(domain) tld=\(tld)")
    } else {
        print("invalid \(email)")
    }
}

let phones = ["+90 532 123 45 67", "994-50-555-12-34", "12345"]
for phone in phones {
    guard let m = phone.firstMatch(of: phonePattern) else { print("no phone in \(phone)"); continue }
    let parts = (1..<m.output.count).compactMap { m.output[$0].substring.map(String.init) }
    print(parts.joined(separator: "."), "country", parts[0])
}

let text = "Sipariş 1234 ve 56 numaralı paket, 7 gün içinde"
let digits = try Regex(#"\d+"#)
print(text.matches(of: digits).map { String(text[$0.range]) })
print(text.replacing(digits, with: "#"))
print(text.ranges(of: "paket").count, text.firstRange(of: "gün").map { text.distance(from: text.startIndex, to: $0.lowerBound) } as Any)
let words = try Regex(#"[a-zçğıöşü]+"#).ignoresCase()
print(text.matches(of: words).count, text.contains(try Regex("SİPARİŞ").ignoresCase()))
