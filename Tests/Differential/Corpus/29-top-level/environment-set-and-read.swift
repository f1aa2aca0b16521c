// setenv and getenv of a program-chosen variable, and a working-directory change, read back.
import Foundation
setenv("LESSON_COLOR", "blue", 1)
print(String(cString: getenv("LESSON_COLOR")))
print(ProcessInfo.processInfo.environment["LESSON_COLOR"] ?? "missing")
unsetenv("LESSON_COLOR")
print(getenv("LESSON_COLOR") == nil)
FileManager.default.changeCurrentDirectoryPath("/")
print(FileManager.default.currentDirectoryPath)
