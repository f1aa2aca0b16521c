// An Error enum printed in catch: print(error), interpolation, String(describing:), reflecting and dump.
enum NetworkError: Error, Equatable {
    case offline
    case timeout(seconds: Int)
    case badStatus(code: Int, message: String)
}

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "parse error on line \(line)" }
}

func request(_ path: String) throws -> String {
    switch path {
    case "/offline": throw NetworkError.offline
    case "/slow": throw NetworkError.timeout(seconds: 30)
    case "/missing": throw NetworkError.badStatus(code: 404, message: "Bulunamadı")
    case "/broken": throw ParseError(line: 7)
    default: return "200 OK \(path)"
    }
}

for path in ["/home", "/offline", "/slow", "/missing", "/broken"] {
    do {
        print(try request(path))
    } catch let error as NetworkError where error == .offline {
        print("offline:", error)
    } catch let NetworkError.badStatus(code, message) {
        print("status \(code): \(message)")
    } catch {
        print("error:", error)
        print("  interpolated: \(error)")
        print("  describing:", String(describing: error))
        print("  reflecting:", String(reflecting: error))
    }
}
do {
    _ = try request("/missing")
} catch {
    dump(error)
    debugPrint(error)
    print(type(of: error), error is NetworkError)
}
let failures: [Error] = [NetworkError.timeout(seconds: 5), ParseError(line: 2)]
print(failures.map { "\($0)" })
