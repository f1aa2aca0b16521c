// main.swift — a #warning directive printed together with a real error
struct Config {
    #warning("Replace the placeholder URL before release")
    var baseURL = "https://example.com"
    var retries: Int = "3"
}

print(Config().baseURL)
