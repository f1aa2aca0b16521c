// main.swift — a function with typed throws can only throw its declared error type
enum ValidationError: Error { case empty }
enum NetworkError: Error { case offline }

func validate(_ email: String) throws(ValidationError) -> String {
    if email.isEmpty { throw ValidationError.empty }
    if !email.contains("@") { throw NetworkError.offline }
    return email
}

print(try validate("a@b.c"))
