// chdir to / changes the working directory; relative paths then resolve against it.
import Foundation
let start = FileManager.default.currentDirectoryPath
chdir("/")
print("now at:", FileManager.default.currentDirectoryPath)
print("relative 'etc' exists:", FileManager.default.fileExists(atPath: "etc"))
print("changed:", start != FileManager.default.currentDirectoryPath)
