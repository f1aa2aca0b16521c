// lessonbuild-fixtures: the lessonbuild command with the test fixtures' lessons compiled in
// (blocks that trap, hang, print through every route). Used by the end-to-end tests.
import Foundation
import FixturePrograms
import LessonBuild

let programs = CompiledLessons.blocks.map { CompiledBlock(lesson: $0.lesson, line: $0.line, digest: $0.digest, run: $0.run) }
exit(await LessonBuildMain.run(Array(CommandLine.arguments.dropFirst()), programs: programs))
