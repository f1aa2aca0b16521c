// #if DEBUG is false for a plain swiftc build, so only the release branch prints here.
#if DEBUG
let buildKind = "debug"
#else
let buildKind = "release-like (DEBUG not defined)"
#endif
print("build:", buildKind)
func log(_ message: String) {
    #if DEBUG
    print("[debug]", message)
    #endif
}
log("this line is compiled out")
print("after log")
assert(buildKind.isEmpty == false, "assertions still run at -Onone")
print("done")
