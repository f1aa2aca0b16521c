extension Assets {
    /// The declarations of the code's names in a popover: shown on hover (a mouse), on keyboard focus and on
    /// a tap (a touch: the first tap shows it, a second on the same name follows its link); Escape hides it.
    /// First it marks the names: each `<code data-names="gap,length,entry …">` gets, around each name, a link
    /// to where it is declared (the entry's link) or, for a name of the standard library, a focusable span.
    /// A code is one Tab stop however many names it has (a roving tabindex: the name focused last, at first
    /// the first): the arrow keys move between its names, Home and End to the first and last, and a popover
    /// shown by the keyboard says so. (With a stop per name, a lesson was 700 Tabs long.)
    /// The popover's content is a copy of the name's entry in the page's folded index (`#lb_names`), which
    /// is what a reader without script has.
    static let namesScript = Files.namesJS
}
