// Top-level functions named run and main, and a type named Program, as hand-written scripts often have.
struct Program { let name: String; func start() { print("starting \(name)") } }
var steps: [String] = []
func setup() { steps.append("setup") }
func run() {
    setup()
    steps.append("run")
    Program(name: "demo").start()
}
func main() {
    run()
    steps.append("main")
    print(steps)
}
main()
run()
print(steps.count)
