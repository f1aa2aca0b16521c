import Testing

@testable import LessonBuild

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(old: ["a"], new: ["a"], oldStart: 1, newStart: 1, oldLabel: "x", newLabel: "y") == "")
    }

    @Test func editScriptIsMinimal() {
        let edits = LineDiff.edits(from: ["a", "b", "c", "d"], to: ["a", "x", "c", "d", "e"])
        #expect(
            edits == [.same("a"), .removed("b"), .added("x"), .same("c"), .same("d"), .added("e")]
                || edits == [.same("a"), .added("x"), .removed("b"), .same("c"), .same("d"), .added("e")])
    }

    @Test func unifiedDiffUsesLessonLineNumbersAndContext() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[6] = "changed"
        let diff = LineDiff.unified(
            old: old, new: new, oldStart: 31, newStart: 31, oldLabel: "lesson", newLabel: "output", context: 2)
        #expect(
            diff == """
                --- lesson
                +++ output
                @@ -35,5 +35,5 @@
                 line 5
                 line 6
                -line 7
                +changed
                 line 8
                 line 9

                """)
    }

    @Test func separateHunksForDistantChanges() {
        let old = (1...20).map(String.init)
        var new = old
        new[1] = "two"
        new[17] = "eighteen"
        let diff = LineDiff.unified(
            old: old, new: new, oldStart: 1, newStart: 1, oldLabel: "a", newLabel: "b", context: 1)
        #expect(diff.components(separatedBy: "@@ -").count == 3)
        #expect(diff.contains("@@ -1,3 +1,3 @@"))
        #expect(diff.contains("@@ -17,3 +17,3 @@"))
    }

    @Test func linesIgnoreOneFinalNewlineAndSplitCRLF() {
        #expect(LineDiff.lines("a\nb\n") == ["a", "b"])
        #expect(LineDiff.lines("a\r\nb") == ["a", "b"])
        #expect(LineDiff.lines("") == [])
        #expect(LineDiff.lines("\n") == [""])
    }

    @Test func hugeInputsStillDiff() {
        let old = (0..<5000).map { "o\($0)" }
        let new = (0..<5000).map { "n\($0)" }
        let edits = LineDiff.edits(from: old, to: new)
        #expect(edits.count == 10000)
    }
}
