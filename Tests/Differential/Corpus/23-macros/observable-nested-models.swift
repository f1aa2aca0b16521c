// @Observable models holding each other; tracking reads of a nested property only.
import Observation
@Observable final class Address { var city = "Bakı"; var street = "Nizami" }
@Observable final class Customer {
    var name = "Aysel"
    var address = Address()
    @ObservationIgnored var cacheHits = 0
}
let customer = Customer()
withObservationTracking {
    _ = customer.address.city
} onChange: {
    print("city changed")
}
customer.name = "Aysel Məmmədova"
print("name changed without notification")
customer.cacheHits += 1
customer.address.street = "Füzuli"
print("street changed without notification")
customer.address.city = "Gəncə"
print(customer.name, customer.address.city, customer.address.street, customer.cacheHits)
