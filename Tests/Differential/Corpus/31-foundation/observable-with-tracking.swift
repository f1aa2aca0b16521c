// withObservationTracking on an @Observable model: onChange fires once per tracking, for read properties only.
import Observation
@Observable final class Cart {
    var items: [String] = []
    var coupon: String?
    var total: Int { items.count * 10 }
}
let cart = Cart()
func track() {
    withObservationTracking {
        print("render: \(cart.items.count) items, total \(cart.total)")
    } onChange: {
        print("change detected")
    }
}
track()
cart.coupon = "YAY10"
print("coupon set (not tracked)")
cart.items.append("kitab")
cart.items.append("qələm")
track()
cart.items.removeAll()
print(cart.items, cart.coupon ?? "-")
