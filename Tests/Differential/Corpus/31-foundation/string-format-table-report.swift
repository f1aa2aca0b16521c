// A fixed-width report with String(format:): padding, precision, hex, percent signs and Turkish names.
import Foundation

struct Row { let name: String; let units: Int; let price: Double }
let rows = [Row(name: "Çikolata", units: 12, price: 3.5), Row(name: "Ayran", units: 140, price: 1.25),
            Row(name: "Gözleme", units: 7, price: 12.0), Row(name: "Şalgam", units: 33, price: 2.75)]

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

print(pad("Ürün", 10) + String(format: "%6@ %9@ %10@", "Adet", "Fiyat", "Toplam"))
var grand = 0.0
for row in rows {
    let total = Double(row.units) * row.price
    grand += total
    print(pad(row.name, 10) + String(format: "%6d %9.2f %10.2f", row.units, row.price, total))
}
print(String(repeating: "-", count: 38))
print(pad("Genel", 10) + String(format: "%27.2f", grand))
let share = rows.map { Double($0.units) * $0.price / grand * 100 }
print(share.map { String(format: "%.1f%%", $0) }.joined(separator: " "))
print(String(format: "%05d|%-5d|%+d|%x|%X|%o|%e", 42, 42, 42, 255, 255, 8, 12345.678))
print(String(format: "%.3f %.0f %g %g", Double.pi, 2.5, 0.0001, 1e20))
print(String(format: "%3$@ %1$@ %2$@", "bir", "iki", "üç"))
print(String(format: "%c%c", 65, 66), String(format: "[%8.3f]", -1.5))
