// #function in a local function of top-level code in a program that declares main()
func main() {}
do {
    func helper() -> String { #function }
    print(helper())
}
