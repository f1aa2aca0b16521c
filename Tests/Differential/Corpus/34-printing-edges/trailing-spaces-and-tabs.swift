// Output lines with trailing spaces, tabs, a line of spaces, vertical tab and form feed.
print("trailing   ")
print("\tindented\ttab\t")
print("   ")
print("a\u{0B}vertical tab and \u{0C}form feed")
print("end")
