import Foundation
import Testing

@testable import LessonBuild

func makeCapture() throws -> OutputCapture {
    let directory = NSTemporaryDirectory() + "capture-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return try OutputCapture(outputPath: directory + "/out", errorPath: directory + "/err")
}

// The descriptors are process-wide, so these tests must not overlap each other.
@Suite(.serialized) struct OutputCaptureTests {
    @Test func everyRouteInOrder() throws {
        let capture = try makeCapture()
        let (output, error) = capture.run {
            print("print", 1, separator: "-")
            debugPrint("debug")
            dump([7])
            FileHandle.standardOutput.write(Data("handle\n".utf8))
            puts("stdio")  // C stdio (the `stdout` global itself is off limits in Swift 6 mode)
            "raw\n".utf8CString.withUnsafeBufferPointer { _ = write(1, $0.baseAddress, $0.count - 1) }
            print("ışık", terminator: "")
            FileHandle.standardError.write(Data("to stderr\n".utf8))
        }
        #expect(
            String(decoding: output, as: UTF8.self)
                == "print-1\n\"debug\"\n▿ 1 element\n  - 7\nhandle\nstdio\nraw\nışık")
        // Descriptor 2 is the whole process's: the test runner may report other tests there meanwhile.
        #expect(String(decoding: error, as: UTF8.self).contains("to stderr\n"))
    }

    @Test func outputLargerThanAPipeBuffer() throws {
        let capture = try makeCapture()
        let (output, _) = capture.run {
            for index in 0..<50_000 { print("satır \(index)") }
        }
        let lines = LineDiff.lines(String(decoding: output, as: UTF8.self))
        #expect(lines.count == 50_000)
        #expect(lines.last == "satır 49999")
    }

    @Test func nothingLeaksBetweenRuns() throws {
        let capture = try makeCapture()
        let first = capture.run { print("first, longer output") }
        let second = capture.run { print("2") }
        let third = capture.run {}
        #expect(String(decoding: first.output, as: UTF8.self) == "first, longer output\n")
        #expect(String(decoding: second.output, as: UTF8.self) == "2\n")
        #expect(third.output.isEmpty)
    }
}
