// expect: exit 0 — the transcript is what was printed before exit(0); nothing after it runs.
import Glibc
print("saving")
print("saved")
exit(0)
print("never printed")
