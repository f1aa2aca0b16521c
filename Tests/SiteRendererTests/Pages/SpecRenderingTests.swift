import CCmark
import Foundation
import Testing

@testable import SiteRenderer

/// cmark-gfm's own HTML renderer (raw HTML kept, footnotes on): the oracle the site's renderer is compared with.
func cmarkHTML(_ markdown: String) -> String {
    guard let html = cmark_markdown_to_html(markdown, markdown.utf8.count, CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES)
    else { return "" }
    defer { free(html) }
    return String(cString: html)
}

/// Item 19: code language classes and footnote back-links as cmark-gfm's own renderer writes them
/// (the oracle is libcmark-gfm's HTML renderer, called directly).
@Suite struct SpecRenderingTests {
    func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    @Test(arguments: [";", "föö", "c++", "Swift", "a&amp;b", "x\\<y", "objective-c", "şəkil"])
    func languageClassIsTheInfoWordAsWritten(_ info: String) {
        let markdown = "```\(info) more words\ncode\n```\n"
        let theirs = matches("class=\"(language-[^\"]*)\"", in: cmarkHTML(markdown))
        let ours = matches("class=\"(language-[^\"]*)\"", in: SiteRenderer.fragment(markdown))
        #expect(!theirs.isEmpty)
        #expect(ours == theirs)
    }

    @Test(arguments: [
        "a[^1] b[^1] c[^1]\n\n[^1]: note\n",
        "a[^x] b[^y] c[^x]\n\n[^x]: first\n\n    second paragraph\n\n[^y]: other\n",
        "a[^1] b[^1]\n\n[^1]:\n    ```\n    code last\n    ```\n",
        "a[^1]\n\n[^1]: > quoted last\n",
        "a[^1] b[^2]\n\n[^1]: see[^2]\n[^2]: two\n",
    ])
    func oneBackLinkPerReferenceInsideTheLastParagraph(_ markdown: String) {
        let theirs = cmarkHTML(markdown)
        let ours = SiteRenderer.fragment(markdown)
        // Every back-link target, in order.
        // The library names notes by label (`fnref-x-2`), the site by number in its own namespace (`lb_fnref-1-2`): compare them
        // as (which note, which reference).
        let backLinks = { (html: String, marker: String) -> [String] in
            let ids = self.matches("<a href=\"#(?:lb_)?fnref-([^\"]*)\" class=\"\(marker)\"", in: html)
            var notes: [String] = []
            return ids.map { id in
                let parts = id.split(separator: "-")
                let hasIndex = parts.count > 1 && Int(parts.last!) != nil
                let note = hasIndex ? parts.dropLast().joined(separator: "-") : id
                if !notes.contains(note) { notes.append(note) }
                return "\(notes.firstIndex(of: note)!)/\(hasIndex ? String(parts.last!) : "1")"
            }
        }
        #expect(backLinks(ours, "footnote-back") == backLinks(theirs, "footnote-backref"))
        // Which back-links close a paragraph (sit inside it) and which stand after a block.
        let ourClosing = matches("(↩(?:<sup class=\"footnote-ref\">\\d+</sup>)?</a>)</p>", in: ours).count
        let theirClosing = matches("(↩(?:<sup class=\"footnote-ref\">\\d+</sup>)?</a>)</p>", in: theirs).count
        #expect(ourClosing == theirClosing)
        // The second and later back-links carry their number.
        #expect(
            matches("↩<sup class=\"footnote-ref\">(\\d+)</sup>", in: ours)
                == matches("↩<sup class=\"footnote-ref\">(\\d+)</sup>", in: theirs))
    }
}
