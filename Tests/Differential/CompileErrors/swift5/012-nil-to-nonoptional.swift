// main.swift — nil cannot be stored in a non-optional property
class Profile {
    var nickname: String = "anon"
}

let profile = Profile()
profile.nickname = nil
print(profile.nickname)
