// A registration form view model validating fields and enabling a submit button.
struct FieldError: CustomStringConvertible { let field: String; let message: String; var description: String { "\(field): \(message)" } }
final class RegistrationViewModel {
    var email = "" { didSet { validate() } }
    var password = "" { didSet { validate() } }
    var acceptedTerms = false { didSet { validate() } }
    private(set) var errors: [FieldError] = []
    private(set) var isSubmitEnabled = false
    private func validate() {
        errors = []
        if !email.contains("@") { errors.append(FieldError(field: "email", message: "geçersiz")) }
        if password.count < 6 { errors.append(FieldError(field: "password", message: "en az 6 karakter")) }
        if !acceptedTerms { errors.append(FieldError(field: "terms", message: "kabul edilmeli")) }
        isSubmitEnabled = errors.isEmpty
    }
}
let vm = RegistrationViewModel()
vm.email = "kerem"
print(vm.isSubmitEnabled, vm.errors)
vm.email = "kerem@ornek.com"
vm.password = "123456"
print(vm.isSubmitEnabled, vm.errors)
vm.acceptedTerms = true
print(vm.isSubmitEnabled, vm.errors)
