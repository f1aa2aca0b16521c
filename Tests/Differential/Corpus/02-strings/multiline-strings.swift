// Multiline string literals: indentation stripping, line continuation, quotes inside.
let quotation = """
    The White Rabbit put on his spectacles.  "Where shall I begin,
    please your Majesty?" he asked.

    "Begin at the beginning," the King said gravely, "and go on
    till you come to the end; then stop."
    """
print(quotation)
let softWrapped = """
    These are the same lines \
    joined by a backslash.
    """
print(softWrapped)
let indented = """
    first
        indented four more
    last
    """
print(indented)
let lines = indented.split(separator: "\n")
print(lines.count, lines.map { $0.count })
let threeQuotes = """
    Escaping \""" is possible
    """
print(threeQuotes)
