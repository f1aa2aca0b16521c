// A function declared inside #if/#else and called from a method.
#if DEBUG
func log(_ message: String) { print("[debug]", message) }
#else
func log(_ message: String) { print("[log]", message) }
#endif
struct Uploader { func upload() { log("uploading") } }
Uploader().upload()
