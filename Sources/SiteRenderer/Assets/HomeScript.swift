extension Assets {
    /// The home page's languages in the reader's order: the language chosen last (a click on a language's card
    /// or on the language switch of any page, remembered), else the first of the browser's languages the course
    /// has (`navigator.languages`, a tag or its primary language), else the course's order. The page without
    /// script keeps the course's order.
    static let homeScript = Files.homeJS
}
