// The Observation framework: withObservationTracking fires once for a property the closure read.
import Observation

@Observable final class Cart {
    var items: [String] = []
    var coupon: String? = nil
    var total: Int { items.count * 5 }
}

let cart = Cart()
func track() {
    withObservationTracking {
        print("render: \(cart.items.count) items, total \(cart.total)")
    } onChange: {
        print("  change noticed (items)")
    }
}
track()
cart.coupon = "SAVE10"
print("coupon changed, no re-render expected")
cart.items.append("tea")
cart.items.append("cake")
track()
cart.items.removeAll()
print(cart.items, cart.coupon ?? "none")
