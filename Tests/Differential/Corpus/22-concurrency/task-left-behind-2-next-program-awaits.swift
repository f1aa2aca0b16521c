// Top-level code that awaits prints what it prints, before and after a pause, and nothing else.
func pause() async {
    try? await Task.sleep(nanoseconds: 30_000_000)
}
print("önce")
await pause()
print("sonra")
