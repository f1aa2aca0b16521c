extension Assets {
    /// The 404 page's own script, inline (its policy names it by digest), for a site built without `baseURL`.
    /// A host serves the page at any missing address; its links and assets start at the host's root (`/`),
    /// which is right for a site published there and wrong for a project site (GitHub Pages serves
    /// `https://owner.github.io/repo/tr/olmayan.html`). So the script asks each folder of the address, the
    /// shallowest first, for `assets/style.css`; the first that has it is the site's root, and the page's
    /// stylesheet, icon, links, search and scripts are pointed there. Where the stylesheet from the host's root
    /// applied (a site at the host's root) nothing is asked and nothing changes.
    static let notFoundScript = Files.notFoundJS
}
