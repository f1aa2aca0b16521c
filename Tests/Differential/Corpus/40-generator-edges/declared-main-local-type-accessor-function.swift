// Generator edge: declared main local type accessor function
func main() {}
do {
    struct Step { var title: String { #function } }
    print(Step().title)
}
