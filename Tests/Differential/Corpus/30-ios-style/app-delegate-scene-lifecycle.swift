// App and scene lifecycle callbacks modelled with protocols and default no-op implementations.
protocol ApplicationDelegate: AnyObject {
    func didFinishLaunching() -> Bool
    func willResignActive()
    func didEnterBackground()
    func willEnterForeground()
}
extension ApplicationDelegate {
    func willResignActive() {}
    func willEnterForeground() {}
}
final class AppDelegate: ApplicationDelegate {
    var log: [String] = []
    func didFinishLaunching() -> Bool { log.append("launch"); return true }
    func didEnterBackground() { log.append("background: saving drafts") }
    func willEnterForeground() { log.append("foreground: refreshing") }
}
enum Transition { case launch, resign, background, foreground }
final class Application {
    weak var delegate: ApplicationDelegate?
    func simulate(_ transitions: [Transition]) {
        for t in transitions {
            switch t {
            case .launch: print("launched:", delegate?.didFinishLaunching() ?? false)
            case .resign: delegate?.willResignActive()
            case .background: delegate?.didEnterBackground()
            case .foreground: delegate?.willEnterForeground()
            }
        }
    }
}
let appDelegate = AppDelegate()
let app = Application()
app.delegate = appDelegate
app.simulate([.launch, .resign, .background, .foreground])
print(appDelegate.log)
