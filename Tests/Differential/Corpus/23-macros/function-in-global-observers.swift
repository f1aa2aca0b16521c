// #function inside a global's didSet and inside a computed global's getter names the variable.
var temperature = 20 { didSet { print(#function) } }
var summary: String { #function }
temperature = 25
print(summary)
