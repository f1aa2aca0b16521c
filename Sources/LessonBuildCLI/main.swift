// The `lessonbuild` executable: the command line over LessonBuild, with this package's lessons compiled in.
import Foundation
import LessonBuild
import LessonPrograms

let programs = CompiledLessons.blocks.map { CompiledBlock(lesson: $0.lesson, line: $0.line, digest: $0.digest, run: $0.run) }
exit(await LessonBuildMain.run(Array(CommandLine.arguments.dropFirst()), programs: programs))
