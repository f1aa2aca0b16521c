extension Assets {
    /// Search as you type from every page, and the search page. The indexes (`<lang>/search-index.js`)
    /// are loaded on first use, the page's language first; results list that language first, then the
    /// others. Queries are folded as each index was built: with its letter table (Turkish, Azerbaijani), or
    /// by Unicode case and diacritic folding (`"fold": "unicode"`, other languages). With the index's suffix
    /// table the query's words are cut to their roots as the build cut the text's (`SuffixStemmer`), a suffix
    /// after an apostrophe or a case ending after a hyphen stays with its word, and a word that matches
    /// nothing is read as the words one typo away. A lesson is one result, its other sections under it; each
    /// link carries the matched words (`?h=`) for the page to mark. Everything shown is set as text (never
    /// as markup), so a query like `</script>` is only ever text.
    static let searchScript = Files.searchJS
}
