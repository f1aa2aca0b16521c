// Caseless enums used as namespaces for constants and helpers, nested two levels deep.
enum Constants {
    enum Layout {
        static let padding = 16
        static let cornerRadius = 8.0
    }
    enum Strings {
        static let greeting = "Xoş gəlmisiniz"
        static func welcome(_ name: String) -> String { "\(greeting), \(name)!" }
    }
    static let version = "1.4.2"
}
print(Constants.Layout.padding * 2, Constants.Layout.cornerRadius)
print(Constants.Strings.welcome("Ləman"))
print("v" + Constants.version)
typealias Layout = Constants.Layout
print(Layout.padding)
