/// Which URLs a page may carry, decided the way a browser will read them.
///
/// Markdown hands over a destination with entities already decoded (`&#1;javascript:` is U+0001 then
/// `javascript:`). A browser's URL parser (WHATWG) first strips leading and trailing C0 controls and
/// spaces, removes every tab and newline, and reads `\` as `/` in web URLs — so the decision is made on
/// that form, never on the raw text. What is written into the page is the destination percent-encoded
/// the way cmark-gfm's HTML renderer does it, which leaves no control character or space for a browser
/// to strip; both forms must pass.
public enum URLPolicy {
    /// Schemes a link may use; a destination without a scheme is relative to the site.
    static let linkSchemes: Set<String> = ["http", "https", "mailto"]

    /// The href for a link, or nil when the link must be shown as plain text.
    public static func href(_ destination: String) -> String? {
        let encoded = percentEncoded(destination)
        for form in [destination, encoded] {
            if let scheme = scheme(of: browserForm(form)), !linkSchemes.contains(scheme) { return nil }
        }
        return encoded
    }

    /// The src for an image, or nil unless it is a file of the site itself: any scheme, and any
    /// network-path reference (`//host`, `\\host`, `/\host`, `/&#9;/host`), would be a request elsewhere.
    public static func localSource(_ source: String) -> String? {
        let encoded = percentEncoded(source)
        for form in [source, encoded] {
            let parsed = browserForm(form)
            if scheme(of: parsed) != nil || parsed.hasPrefix("//") { return nil }
        }
        return encoded
    }

    /// The string a WHATWG URL parser works on: C0 controls and spaces trimmed at both ends, tabs and
    /// newlines removed everywhere, backslashes read as slashes.
    public static func browserForm(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            result.append(scalar == "\\" ? "/" : scalar)
        }
        return String(result)
    }

    /// The URL's scheme, lowercased (`JavaScript:x` → `javascript`), or nil for a relative reference.
    public static func scheme(of text: String) -> String? {
        var scheme = ""
        for scalar in text.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            if isLetter
                || (!scheme.isEmpty
                    && (("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."))
            {
                scheme.unicodeScalars.append(scalar)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Percent-encodes every byte outside the set cmark-gfm's renderer leaves as it is (ASCII letters,
    /// digits and ``-_.+!*'(),%#@?=;:/,&$~``), e.g. `foo\bar` → `foo%5Cbar`, `é` → `%C3%A9`. Existing
    /// `%XX` escapes are kept. `&` and `'` stay and are escaped as HTML by the attribute writer.
    public static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isSafe(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.+!*'(),%#@?=;:/&$~".utf8.contains(byte)
        }
    }
}
