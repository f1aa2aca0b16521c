// Key paths are Hashable: use them as dictionary keys and compare them.
struct Form { var email = ""; var password = ""; var age = 0 }
let labels: [PartialKeyPath<Form>: String] = [\Form.email: "E-posta", \Form.password: "Şifre", \Form.age: "Yaş"]
let order: [PartialKeyPath<Form>] = [\.email, \.password, \.age]
var form = Form(email: "a@b.az", password: "gizli", age: 20)
for kp in order { print(labels[kp]!, "=", form[keyPath: kp]) }
print(\Form.email == \Form.email, \Form.email == \Form.password)
let errors: [WritableKeyPath<Form, String>] = [\.password]
for kp in errors { form[keyPath: kp] = "" }
print(form.password.isEmpty, labels.count)
