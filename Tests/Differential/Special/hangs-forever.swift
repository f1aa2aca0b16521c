// expect: hang — the program never finishes; the tool must stop it at its time limit and report it.
#if canImport(Glibc)
import Glibc
#endif
print("waiting for an event that never comes")
while true {
    sleep(60)
}
