// Swift errors bridged to NSError and printed whole: description, debugDescription, userInfo.
import Foundation
enum SyncError: Error { case conflict, offline }
struct QuotaExceeded: Error { var used: Int }
let bridged = SyncError.offline as NSError
print(bridged)
print(bridged.description)
debugPrint(bridged)
print(bridged.userInfo.isEmpty, type(of: bridged))
print(QuotaExceeded(used: 3) as NSError)
let native = NSError(domain: "com.app.sync", code: 7, userInfo: [NSLocalizedDescriptionKey: "Sync failed"])
print(native, native.localizedDescription)
let wrapped = NSError(domain: "outer", code: 1, userInfo: [NSUnderlyingErrorKey: SyncError.conflict as NSError])
print((wrapped.userInfo[NSUnderlyingErrorKey] as? NSError)?.domain ?? "-")
print("\(SyncError.conflict as NSError)")
let errs: [Error] = [SyncError.conflict, native]
for e in errs { print(e as NSError, "|", e) }
