extension Assets {
    /// Runs before the first paint (a blocking `<script src>` in `<head>`): applies the reader's remembered
    /// theme and sidebar choice, so a dark page never flashes light, and whether the single-key shortcuts are
    /// off (`data-single-keys="off"` on the root element, which every script's keys look at).
    static let themeScript = Files.themeJS

    /// The site's icon: two bars, the screen and the model, side by side.
    static let favicon = Files.faviconSVG

    /// Progressive enhancements only: copy buttons, arrow-key paging, the theme and sidebar buttons, the
    /// phone menu's Escape key and the "on this page" tracking. Every page reads without it. Its words come
    /// from the page (`data-` attributes on `<body>`), never from here.
    static let script = Files.siteJS
}
