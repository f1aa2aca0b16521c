// A property wrapper on class properties normalising strings, with an init taking wrapped values.
@propertyWrapper
struct Lowercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
final class Contact {
    @Lowercased var email: String
    @Lowercased var handle = "@DEFAULT"
    init(email: String) { self.email = email }
}
let contact = Contact(email: "Ayse.Yilmaz@Example.COM")
print(contact.email, contact.handle)
contact.handle = "@Rashad_AZ"
print(contact.handle)
