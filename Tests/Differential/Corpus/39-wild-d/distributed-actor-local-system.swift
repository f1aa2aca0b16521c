// A distributed actor on the local testing actor system, with distributed modifiers on their own lines
import Distributed
distributed
actor Greeter {
    typealias ActorSystem = LocalTestingDistributedActorSystem
    distributed
    func greet(_ name: String) -> String { "Hello, \(name)!" }
}
let system = LocalTestingDistributedActorSystem()
let greeter = Greeter(actorSystem: system)
print(try await greeter.greet("Ada"))
print(try await greeter.greet("Linus"))
