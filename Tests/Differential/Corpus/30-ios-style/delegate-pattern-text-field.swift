// The delegate pattern as in UITextField: should-change veto, did-change notification, weak delegate.
protocol TextFieldDelegate: AnyObject {
    func textField(_ field: TextField, shouldChangeTo text: String) -> Bool
    func textFieldDidChange(_ field: TextField)
}
extension TextFieldDelegate {
    func textField(_ field: TextField, shouldChangeTo text: String) -> Bool { true }
}
final class TextField {
    private(set) var text = ""
    weak var delegate: TextFieldDelegate?
    func type(_ s: String) {
        let proposed = text + s
        guard delegate?.textField(self, shouldChangeTo: proposed) ?? true else { print("rejected \"\(s)\""); return }
        text = proposed
        delegate?.textFieldDidChange(self)
    }
}
final class SignUpForm: TextFieldDelegate {
    let phone = TextField()
    init() { phone.delegate = self }
    func textField(_ field: TextField, shouldChangeTo text: String) -> Bool { text.count <= 10 && text.allSatisfy(\.isNumber) }
    func textFieldDidChange(_ field: TextField) { print("phone is now \(field.text)") }
}
let form = SignUpForm()
form.phone.type("055")
form.phone.type("a")
form.phone.type("1234567")
form.phone.type("9")
