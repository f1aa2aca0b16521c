import Foundation
import Testing

@testable import SiteRenderer

/// The site's scripts, stylesheet and icon are files (`Sources/SiteRenderer/Assets/Files`); the renderer ships
/// the constants `scripts/embed-assets` made from them. The files are the oracle: each constant must be its
/// file's text (without the last newline), and every file must have its constant.
@Suite struct EmbeddedAssetsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SiteRenderer/Assets/Files")

    static let embedded: [String: String] = [
        "favicon.svg": Assets.Files.faviconSVG, "home.js": Assets.Files.homeJS, "layout.css": Assets.Files.layoutCSS,
        "names.js": Assets.Files.namesJS, "not-found.js": Assets.Files.notFoundJS, "search.js": Assets.Files.searchJS,
        "site.js": Assets.Files.siteJS, "theme.js": Assets.Files.themeJS,
    ]

    @Test func everyConstantIsItsFilesText() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == Self.embedded.keys.sorted(), "a file without its constant, or a constant without its file")
        for name in names {
            var text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            if text.hasSuffix("\n") { text.removeLast() }
            #expect(Self.embedded[name] == text, "\(name) differs from its constant: run scripts/embed-assets")
        }
    }

    /// What the site ships is made of them: the stylesheet holds the frame's rules, `site.js` the three scripts.
    @Test func theSiteShipsTheFiles() {
        #expect(Assets.styleSheet.contains(Assets.Files.layoutCSS))
        #expect(Assets.script == Assets.Files.siteJS && Assets.themeScript == Assets.Files.themeJS)
    }
}
