import CCmark
import Foundation
import Testing

@testable import SiteRenderer

/// Item 18: links and images are judged as a browser reads them, and hrefs are percent-encoded as
/// cmark-gfm's own renderer does. Oracles: headless Chromium (what a browser makes of every URL on the
/// page) and libcmark-gfm's HTML renderer (the encoding).
@Suite(.serialized) struct URLSafetyTests {
    static let hostileLinks = [
        "[x](&#1;javascript:alert(1))", "[x](&#x1F;javascript:alert(1))", "[x](&#8;javascript:alert(1))",
        "[x](&#0;javascript:alert(1))", "[x](&#32;javascript:alert(1))", "[x](<&#10;javascript:alert(1)>)",
        "[x](java&#9;script:alert(1))", "[x](java&#10;script:alert(1))", "[x](java&#13;script:alert(1))",
        "[x](JaVaScRiPt:alert(1))", "[x](<javascript:alert(1)>)", "[x][r]\n\n[r]: &#1;javascript:alert(1)",
        "[x][r]\n\n[r]: <java&#9;script:alert(1)>", "<javascript:alert(1)>", "[x](vbscript:msgbox(1))",
        "[x](data:text/html,<script>alert(1)</script>)", "[x](&#x6A;avascript:alert(1))",
        "[x](javascript&#58;alert(1))",
        "[x](jav&#x09;ascript:alert(1))", "[x](&#x1;&#x2;&#x3;javascript:alert(1)&#x1F;)", "[x](file:///etc/passwd)",
    ]
    static let hostileImages = [
        "![i](\\\\host\\x.png)", "![i](/\\host/x.png)", "![i](/&#9;/host/x.png)", "![i](//host/x.png)",
        "![i](\\/host/x.png)", "![i](&#1;//host/x.png)", "![i](https://host/x.png)", "![i](HTTP://host/x.png)",
        "![i](&#10;//host/x.png)", "![i](/&#13;/host/x.png)", "![i][r]\n\n[r]: /&#9;/host/x.png",
        "![i](data:image/png;base64,AAAA)", "![i](<\\\\host\\x.png>)", "![i](&#32;//host/x.png)",
    ]
    static let safe = [
        "[a](02-b.md#yol)", "[a](https://developer.apple.com/x)", "[a](mailto:a@b.c)",
        "![i](images/a.png)", "![i](/assets/a.png)", "[a](foo\\bar)", "[a](#part)",
    ]

    /// Every URL of a rendered page as headless Chromium resolves it (against a file:// page).
    func browserView(_ markdown: [String]) throws -> (links: [String], images: [String]) {
        let folder = NSTemporaryDirectory() + "url-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let body = markdown.map { SiteRenderer.fragment($0) }.joined(separator: "\n")
        let probe = """
            <script>
            const out = [...document.querySelectorAll('a[href]')].map(a => 'L ' + a.protocol + ' ' + a.host)
              .concat([...document.querySelectorAll('img')].map(i => 'I ' + new URL(i.getAttribute('src'), document.baseURI).href));
            document.getElementById('probe').textContent = out.join('\\n');
            </script>
            """
        let page = "<!doctype html><html><body>\(body)<pre id=\"probe\"></pre>\(probe)</body></html>"
        try Data(page.utf8).write(to: URL(fileURLWithPath: folder + "/page.html"))
        let dom = try runTool(
            "/usr/bin/env",
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                "file://" + folder + "/page.html",
            ])
        let start = try #require(dom.range(of: "<pre id=\"probe\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        return (lines.filter { $0.hasPrefix("L ") }, lines.filter { $0.hasPrefix("I ") })
    }

    @Test func noLinkIsScriptAndNoImageIsRemoteInABrowser() throws {
        let (links, images) = try browserView(Self.hostileLinks + Self.hostileImages)
        for link in links {
            #expect(["L http: ", "L https: ", "L mailto: ", "L file: "].contains { link.hasPrefix($0) }, "\(link)")
            #expect(!link.hasPrefix("L file: ") || link == "L file: ", "a link to another host: \(link)")
        }
        for image in images {
            #expect(image.hasPrefix("I file:///"), "remote image: \(image)")
        }
        // The probe sees the page: safe links and images are still there.
        let (safeLinks, safeImages) = try browserView(Self.safe)
        #expect(safeLinks.count == 5)
        #expect(safeImages.count == 2 && safeImages.allSatisfy { $0.hasPrefix("I file:///") })
    }

    @Test func hostileLinksKeepTheirTextAndHostileImagesTheirAlt() {
        let html = SiteRenderer.fragment("[click](&#1;javascript:alert(1)) ![alt text](/\\host/x.png)")
        #expect(!html.contains("<a "))
        #expect(!html.contains("<img"))
        #expect(html.contains("click"))
        #expect(html.contains("<span class=\"missing-image\">alt text</span>"))
    }

    /// The first href in some HTML.
    func firstHref(_ html: String) -> String? {
        guard let start = html.range(of: "href=\""),
            let end = html.range(of: "\"", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The library's own renderer: what cmark-gfm writes for some Markdown.
    @Test func hrefsArePercentEncodedAsCmarkGfmDoes() throws {
        #expect(URLPolicy.percentEncoded("foo\\bar") == "foo%5Cbar")
        #expect(firstHref(SiteRenderer.fragment("[link](foo\\bar)")) == "foo%5Cbar")
        var generator = SplitMix(seed: 18)
        let alphabet = Array("ab/?#[]\\ {}|^`\"%&'()*+,;=~$!@_-.é€😀\u{7F}").map(String.init)
        var compared = 0
        for _ in 0..<400 {
            let destination = (0..<Int(generator.next() % 12 + 1)).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }.joined()
            let markdown = "[l](<\(destination)>)\n"
            guard let expected = firstHref(cmarkHTML(markdown)), let ours = firstHref(SiteRenderer.fragment(markdown))
            else { continue }
            compared += 1
            #expect(ours.replacingOccurrences(of: "&#39;", with: "&#x27;") == expected, "\(markdown)")
        }
        #expect(compared > 300)
    }

    @Test func schemeAndBrowserForm() {
        #expect(URLPolicy.browserForm("\u{1} java\tscript:x \u{1F}") == "javascript:x")
        #expect(URLPolicy.browserForm("/\\host\\x") == "//host/x")
        #expect(URLPolicy.scheme(of: "JavaScript:x") == "javascript")
        #expect(URLPolicy.scheme(of: "a+b.c-d:x") == "a+b.c-d")
        #expect(URLPolicy.scheme(of: "1a:x") == nil)
        #expect(URLPolicy.scheme(of: "02-b.md#x:y") == nil)
        #expect(URLPolicy.scheme(of: "%6Aavascript:x") == nil)
    }
}

/// A small deterministic generator (SplitMix64), so every run tests the same inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs a program and returns its standard output (standard error is discarded).
func runTool(_ executable: String, _ arguments: [String]) throws -> String {
    let output = NSTemporaryDirectory() + "tool-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
}

/// The digest the 404 page's policy names its inline script by (FIPS 180-4's examples, and lengths around
/// the padding's edges against Python's hashlib values written here).
@Suite struct SHA256Tests {
    static func hex(_ text: String) -> String {
        SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    @Test func theStandardsExamples() {
        #expect(Self.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func lengthsAtThePaddingsEdges() {
        // 55 bytes fit one block with the length; 56 need a second; 64 is one whole block.
        #expect(
            Self.hex(String(repeating: "a", count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            Self.hex(String(repeating: "a", count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            Self.hex(String(repeating: "a", count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
