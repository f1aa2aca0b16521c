// Closures stored as struct properties: optional callbacks and a button-like type.
struct Button {
    let title: String
    var onTap: (() -> Void)?
    var onLongPress: ((Int) -> String)? = nil
    func tap() {
        print("tapping \(title)")
        onTap?()
    }
}
var taps = 0
var ok = Button(title: "OK") { taps += 1 }
ok.tap(); ok.tap()
print("taps:", taps)
let cancel = Button(title: "Cancel", onTap: nil)
cancel.tap()
ok.onLongPress = { seconds in "held for \(seconds)s" }
print(ok.onLongPress?(3) ?? "no long press")
print(cancel.onLongPress?(3) ?? "no long press")
