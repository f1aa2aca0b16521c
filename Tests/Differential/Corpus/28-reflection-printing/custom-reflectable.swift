// CustomReflectable changes what dump() and Mirror show; CustomDebugStringConvertible changes debugPrint.
struct Password: CustomReflectable, CustomStringConvertible, CustomDebugStringConvertible {
    let value: String
    var customMirror: Mirror { Mirror(self, children: ["length": value.count], displayStyle: .struct) }
    var description: String { String(repeating: "*", count: value.count) }
    var debugDescription: String { "Password(\(value.count) chars)" }
}
struct Account { let user: String; let password: Password }
let account = Account(user: "turan", password: Password(value: "s3cr3t"))
print(account)
debugPrint(account.password)
dump(account)
print(Mirror(reflecting: account.password).children.map { "\($0.label!): \($0.value)" })
