// Enums with associated values: a barcode with UPC and QR variants, matched in a switch.
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var productBarcode = Barcode.upc(8, 85909, 51226, 3)
func show(_ code: Barcode) {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case let .qrCode(productCode):
        print("QR code: \(productCode).")
    }
}
show(productBarcode)
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")
show(productBarcode)
print(productBarcode)
print(Barcode.upc(1, 2, 3, 4))
