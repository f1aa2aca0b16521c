// Pre-async-await CLI pattern: work hops to the main queue, dispatchMain() parks, exit(0) ends it.
import Foundation

func loadReport(completion: @escaping (String) -> Void) {
    DispatchQueue.global().async {
        let lines = ["alpha", "beta", "gamma"].map { $0.uppercased() }
        DispatchQueue.main.async { completion(lines.joined(separator: ",")) }
    }
}

print("requesting report")
loadReport { report in
    print("report on main thread:", Thread.isMainThread)
    print("report:", report)
    exit(0)
}
dispatchMain()
