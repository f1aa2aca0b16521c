// #function inside a function and a method declared within a top-level do block.
do {
    func helper() -> String { #function }
    struct Probe { func run() -> String { #function } }
    print(helper(), Probe().run())
}
