// NotificationCenter with block observers, userInfo, a named object filter and observer removal.
import Foundation
extension Notification.Name {
    static let cartChanged = Notification.Name("CartChanged")
    static let userLoggedOut = Notification.Name("UserLoggedOut")
}
final class Cart { var count = 0 }
let center = NotificationCenter()
let cart = Cart()
let token = center.addObserver(forName: .cartChanged, object: cart, queue: nil) { note in
    let added = note.userInfo?["added"] as? String ?? "?"
    print("badge: \(cart.count) after adding \(added)")
}
center.addObserver(forName: .userLoggedOut, object: nil, queue: nil) { note in
    print("logged out:", note.name.rawValue)
}
cart.count += 1
center.post(name: .cartChanged, object: cart, userInfo: ["added": "çay dəsti"])
center.post(name: .cartChanged, object: Cart(), userInfo: ["added": "ignored"])
center.removeObserver(token)
center.post(name: .cartChanged, object: cart)
center.post(name: .userLoggedOut, object: nil)
