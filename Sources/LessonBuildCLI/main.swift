// The `lessonbuild` executable: the command line over LessonBuild. Blocks are compiled at run time, so
// the same executable works for any course.
import Foundation
import LessonBuild

exit(await LessonBuildMain.run(Array(CommandLine.arguments.dropFirst())))
