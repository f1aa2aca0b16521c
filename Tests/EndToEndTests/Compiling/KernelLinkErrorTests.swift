import Foundation
import Testing

/// The linker's refusal of the kernels names the compiler's temporary object files, which exist on no other
/// machine: the kernel error names the kernel each came from instead (or the kernels' module), never the
/// temporary path. The compiler here answers the kernels' compile as the linker would (in the formats of
/// gold, BFD ld and lld; the driver's `-N` and `-xxxxxx` suffixes), and is the real compiler otherwise.
@Suite struct KernelLinkErrorTests {
    let builder = productsDirectory.appendingPathComponent("lessonbuild").path

    /// The linker's lines the fake prints, each naming `object` in the cache's and the system's temporary folders.
    static func linkerLines(course: URL, object: String) -> [String] {
        let cache = course.path + "/.build/lessonbuild/tmp/TemporaryDirectory.Xy12Ab/\(object)"
        let system = "/tmp/TemporaryDirectory.q9W8e7/\(object)"
        return [
            "/usr/bin/ld.gold: error: \(cache): multiple definition of 'lb_twice'",
            "\(system):One.swift:function $s6One3oneyyF: error: undefined reference to 'lb_missing'",
            "ld.lld: error: undefined symbol: lb_missing\n>>> referenced by \(cache):(.text+0x1a)",
        ]
    }

    func linkRefusingCompiler(in course: URL, object: String) throws -> String {
        let real = try #require(
            ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let script = course.appendingPathComponent("swiftc")
        let said =
            (Self.linkerLines(course: course, object: object)
            + ["<unknown>:0: error: link command failed with exit code 1 (use -v to see invocation)"])
            .map { "echo '\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }.joined(separator: "\n")
        let text = """
            #!/bin/sh
            case " $* " in *" -emit-module-path "*) \n\(said)\nexit 1 ;; esac
            exec \(real) "$@"

            """
        try Data(text.utf8).write(to: script)
        #expect(chmod(script.path, 0o755) == 0)
        return script.path
    }

    @Test(arguments: [
        ("One-1.o", "kernels/One.swift"), ("One-a1b2c3.o", "kernels/One.swift"), ("Two-3.o", "kernels/Two.swift"),
        ("LessonKernels-1.o", "the kernels' module"), ("Onex-1.o", "the kernels' module"),
    ])
    func theKernelIsNamedNotTheTemporaryFile(object: String, named: String) throws {
        let course = try temporaryCourse(["en/01-a.md": "# A\n\n```swift\n// main.swift\nprint(1)\n```\n"])
        defer { try? FileManager.default.removeItem(at: course) }
        _ = try writeKernel("One", "public func one() {}\n", in: course)
        _ = try writeKernel("Two", "public func two() {}\n", in: course)
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONBUILD_SWIFTC"] = try linkRefusingCompiler(in: course, object: object)
        let result = try run(builder, ["check", "--kernels", "kernels"], in: course, environment: environment)
        #expect(result.status == 1)
        #expect(!result.output.contains("TemporaryDirectory"), "\(result.output)")
        #expect(!result.output.contains(".o"), "\(result.output)")
        let place = named.hasPrefix("kernels/") ? named : "kernels/One.swift"
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("the linker refuses them") })
        #expect(line.hasPrefix(place + ":1:1: error: the kernels compile, and the linker refuses them: "), "\(line)")
        let said = try #require(line.components(separatedBy: "the linker refuses them: ").last)
        #expect(said.components(separatedBy: named).count - 1 == 3, "\(line)")
        #expect(line.contains("multiple definition of 'lb_twice'") && line.contains("undefined symbol: lb_missing"))
    }
}
