// NumberFormatter, DateFormatter, ByteCountFormatter and Measurement with fixed locale and time zone.
import Foundation
let posix = Locale(identifier: "en_US_POSIX")
let nf = NumberFormatter()
nf.locale = posix; nf.numberStyle = .decimal; nf.maximumFractionDigits = 2
print(nf.string(from: 1234567.891)!, nf.string(from: -0.005)!)
nf.numberStyle = .percent
print(nf.string(from: 0.256)!)
nf.numberStyle = .scientific
print(nf.string(from: 12345)!)
let df = DateFormatter()
df.locale = posix; df.timeZone = TimeZone(identifier: "UTC"); df.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ EEE"
let date = Date(timeIntervalSince1970: 1_000_000_000)
print(df.string(from: date))
print(df.date(from: "2020-02-29T12:00:00+0000 Sat")!.timeIntervalSince1970)
let iso = ISO8601DateFormatter()
print(iso.string(from: date))
let bcf = ByteCountFormatter(); bcf.countStyle = .binary
print(bcf.string(fromByteCount: 1536), bcf.string(fromByteCount: 0))
let m = Measurement(value: 5, unit: UnitLength.kilometers)
print(m, m.converted(to: .meters).value)
print(Decimal(string: "0.1")! + Decimal(string: "0.2")!, Decimal(1) / Decimal(3))
