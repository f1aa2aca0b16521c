// Protocol extensions constrained with where Self: SomeClass and where Self: OtherProtocol.
class ViewController { var title = "untitled" }
protocol Alerting {}
protocol Loggable { var logName: String { get } }
extension Alerting where Self: ViewController {
    func showAlert(_ message: String) { print("[\(title)] alert: \(message)") }
}
extension Alerting where Self: Loggable {
    func logAlert(_ message: String) { print("log(\(logName)): \(message)") }
}
final class SettingsViewController: ViewController, Alerting, Loggable {
    var logName: String { "settings" }
    override init() { super.init(); title = "Ayarlar" }
}
struct BackgroundJob: Alerting, Loggable { let logName = "job" }
let settings = SettingsViewController()
settings.showAlert("Kaydedildi")
settings.logAlert("saved")
BackgroundJob().logAlert("finished")
