// A program that does not change directory is not at /, and 'etc' is not in its folder.
import Foundation
let here = FileManager.default.currentDirectoryPath
print("at root:", here == "/")
print("relative 'etc' exists:", FileManager.default.fileExists(atPath: "etc"))
print("absolute:", here.hasPrefix("/"))
