import Foundation
import TestSupport
import Testing

@testable import LessonBuild

/// A `-frontend` command of the toolchain's driver is started as the frontend the driver would start
/// (`SwiftCompiler.frontend`), and gives what the driver gives; anything else is left to the executable
/// named.
@Suite struct SwiftCompilerTests {
    @Test func aFrontendCommandStartsTheDriversOwnFrontend() throws {
        let compiler = try #require(SwiftCompiler.locate())
        let driver = URL(fileURLWithPath: compiler.executable).resolvingSymlinksInPath()
        try #require(driver.lastPathComponent == "swift-driver", "this toolchain's swiftc is \(driver.path)")
        let sibling = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        #expect(
            SwiftCompiler.frontend(of: compiler.executable, for: ["-frontend", "-typecheck"], environment: [:])
                == sibling)
        // The driver's own setting of its frontend wins, as it does for the driver.
        #expect(
            SwiftCompiler.frontend(
                of: compiler.executable, for: ["-frontend", "-typecheck"],
                environment: ["SWIFT_DRIVER_SWIFT_FRONTEND_EXEC": "/bin/true"]) == "/bin/true")
        // Not a frontend command, or not the driver: nil.
        for arguments in [["-typecheck", "-frontend"], ["-emit-library"], [], ["--frontend"]] {
            #expect(SwiftCompiler.frontend(of: compiler.executable, for: arguments, environment: [:]) == nil)
        }
        let folder = try temporaryFolder("wrapper")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = folder.appendingPathComponent("swiftc")
        try "#!/bin/sh\nexec \(compiler.executable) \"$@\"\n".write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        #expect(SwiftCompiler.frontend(of: wrapper.path, for: ["-frontend", "-typecheck"], environment: [:]) == nil)
    }

    /// The same frontend command through the driver and started directly says the same, byte for byte.
    @Test func theFrontendStartedDirectlySaysWhatTheDriverSays() throws {
        let compiler = try #require(SwiftCompiler.locate())
        let folder = try temporaryFolder("frontend")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try "let unused = 1\nvar never = 2\nprint(never)\nfunc f() -> Int { return 1; print(0) }\n".write(
            to: main, atomically: true, encoding: .utf8)
        let arguments = [
            "-frontend", "-emit-sil", "-module-name", "main", "-diagnostic-style", "llvm", "-no-color-diagnostics",
            "-primary-file", main.path, "-o", "/dev/null",
        ]
        let direct = compiler.run(arguments)
        let throughDriver = try run(compiler.executable, arguments)
        #expect(direct.status == throughDriver.status)
        #expect(direct.output == throughDriver.output + throughDriver.error)
        #expect(direct.output.contains("warning:"), "\(direct.output)")
    }
}
