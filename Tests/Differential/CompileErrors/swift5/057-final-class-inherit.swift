// main.swift — a final class cannot be subclassed
final class Logger {
    func log(_ message: String) { print(message) }
}

class FileLogger: Logger {
    override func log(_ message: String) { print("file: \(message)") }
}

FileLogger().log("saved")
