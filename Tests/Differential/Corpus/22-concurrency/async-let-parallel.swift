// async let: start child tasks concurrently and await their results together.
func downloadPhoto(named name: String) async -> String {
    "photo(\(name))"
}
func sizeOf(_ name: String) async -> Int { name.count * 100 }
func loadGallery() async -> [String] {
    async let firstPhoto = downloadPhoto(named: "İstanbul")
    async let secondPhoto = downloadPhoto(named: "Bakı")
    async let thirdPhoto = downloadPhoto(named: "Şəki")
    return await [firstPhoto, secondPhoto, thirdPhoto]
}
let photos = await loadGallery()
print(photos)
async let a = sizeOf("big")
async let b = sizeOf("bigger")
let total = await a + b
print("total size:", total)
