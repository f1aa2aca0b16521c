// main.swift — an async call must be marked with await
import Foundation

func downloadData() async -> Data {
    Data("payload".utf8)
}

func refresh() async {
    let data = downloadData()
    print(data.count)
}
