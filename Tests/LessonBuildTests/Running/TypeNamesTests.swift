import Testing

@testable import LessonBuild

/// What the runtime prints for a block's types is rewritten to read as in a standalone `main.swift`
/// (`main.Tab`); text a program prints itself, even if it looks alike, is left as it is.
@Suite struct TypeNamesTests {
    func rewritten(_ text: String) -> String {
        String(decoding: TypeNames.rewrite(Array(text.utf8)), as: UTF8.self)
    }

    @Test func runtimeNamesReadAsInTheStandaloneProgram() {
        #expect(
            rewritten("Optional(main.(unknown context at $55d0c3a1c0e8).Tab.home)\n") == "Optional(main.Tab.home)\n")
        #expect(rewritten("LessonKernels.Screen\n") == "main.Screen\n")
        #expect(rewritten("[LessonKernels.Verdict.uyumlu]") == "[main.Verdict.uyumlu]")
        // A language's own kernels are a module of their own (`LessonKernels_az`, `LessonKernels_pt_BR`).
        #expect(rewritten("LessonKernels_az.Screen\n") == "main.Screen\n")
        #expect(rewritten("(LessonKernels_pt_BR.Tab)") == "(main.Tab)")
    }

    @Test func textThatOnlyLooksLikeARuntimeNameStays() {
        // A load address has at least nine hex digits; a program's own type named like the kernel module
        // follows its module name and a dot.
        #expect(rewritten("main.(unknown context at $1234abcd).Tab\n") == "main.(unknown context at $1234abcd).Tab\n")
        #expect(rewritten("main.LessonKernels.Sync()\n") == "main.LessonKernels.Sync()\n")
        #expect(rewritten("MyLessonKernels.x") == "MyLessonKernels.x")
        #expect(
            rewritten("LessonKernelsX.y LessonKernels_.z LessonKernels_az")
                == "LessonKernelsX.y LessonKernels_.z LessonKernels_az")
    }
}
