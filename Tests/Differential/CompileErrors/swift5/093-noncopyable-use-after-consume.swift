// main.swift — a noncopyable value cannot be used after it is consumed
struct FileHandle: ~Copyable {
    let descriptor: Int

    consuming func close() {
        print("closing \(descriptor)")
    }
}

func useFile() {
    let handle = FileHandle(descriptor: 3)
    handle.close()
    print(handle.descriptor)
}

useFile()
