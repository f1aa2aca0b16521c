// RawRepresentable done by hand: a struct of known values, an enum with a failable raw init, OptionSet output.
struct HTTPMethod: RawRepresentable, Hashable, CustomStringConvertible {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue.uppercased() }
    static let get = HTTPMethod(rawValue: "get")
    static let post = HTTPMethod(rawValue: "post")
    var description: String { rawValue }
}

enum StatusCode: Int, CaseIterable {
    case ok = 200, created = 201, notFound = 404, teapot = 418, serverError = 500
    var isSuccess: Bool { (200..<300).contains(rawValue) }
}

struct ShippingOptions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let nextDay = ShippingOptions(rawValue: 1)
    static let secondDay = ShippingOptions(rawValue: 2)
    static let priority = ShippingOptions(rawValue: 4)
    static let standard = ShippingOptions(rawValue: 8)
    static let express: ShippingOptions = [.nextDay, .priority]
    var description: String {
        let names = [(Self.nextDay, "nextDay"), (.secondDay, "secondDay"), (.priority, "priority"), (.standard, "standard")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

print(HTTPMethod.get, HTTPMethod(rawValue: "Post") == .post, HTTPMethod(rawValue: "patch"))
print([HTTPMethod.post, .get].map(\.rawValue).sorted())
for code in [200, 404, 302, 418] {
    if let status = StatusCode(rawValue: code) {
        print(code, status, status.isSuccess)
    } else {
        print(code, "unknown")
    }
}
print(StatusCode.allCases.filter(\.isSuccess), StatusCode.allCases.map(\.rawValue).reduce(0, +))
var options = ShippingOptions.express
print(options, options.rawValue)
options.formUnion(.standard)
options.subtract(.nextDay)
print(options, options.contains(.priority), ShippingOptions([]).isEmpty)
print(Optional(StatusCode.teapot) as Any, [StatusCode.created: "yes"])
