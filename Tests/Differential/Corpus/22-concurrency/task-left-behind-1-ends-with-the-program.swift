// Work a program leaves behind when it ends is never done: a main-actor task and a sleeping detached task.
Task { @MainActor in print("bu satır hiç yazılmaz") }
Task.detached {
    try? await Task.sleep(nanoseconds: 5_000_000)
    print("bu da yazılmaz")
}
print("iki görev başlatıldı")
