// umask changed by a program: files it creates get the narrower permissions.
import Foundation
let previous = umask(0o077)
let path = NSTemporaryDirectory() + "umask-demo-\(getpid()).txt"
FileManager.default.createFile(atPath: path, contents: Data("gizli".utf8))
let attributes = try FileManager.default.attributesOfItem(atPath: path)
let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
print("file permissions:", String(permissions, radix: 8))
try FileManager.default.removeItem(atPath: path)
print("previous umask was non-zero:", previous != 0)
