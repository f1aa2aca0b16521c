// The `lessonbuild` executable: the command line over LessonBuild. Blocks are compiled at run time, so
// the same executable works for any course.
import Foundation
import LessonBuild
import LessonBuildCommandLine

let arguments = Array(CommandLine.arguments.dropFirst())
// A relaunched copy that runs blocks starts them before anything of Swift concurrency has started, as a
// block's own `main.swift` would (so this top level never awaits: that would make all of it a task).
if BlockWorker.isWorker(arguments: arguments) { exit(BlockWorker.main()) }
// This process starts children only through lessonbuild: it may adopt and end what a dead worker's block
// left running (a library host, a test runner, starts children of its own, which must not be taken for them).
RelaunchingExecutor.adoptsOrphans = true
// Otherwise the command runs as an async top level would: at once on the main thread, then from the main queue.
Task.immediate { @MainActor in exit(await LessonBuildMain.run(arguments)) }
dispatchMain()
