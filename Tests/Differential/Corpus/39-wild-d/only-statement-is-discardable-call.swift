// The whole top level is declarations plus one call whose result is discardable
enum Logger {
    @discardableResult
    static func log(_ message: String) -> Int { print("log:", message); return message.count }
}
Logger.log("the only statement")
