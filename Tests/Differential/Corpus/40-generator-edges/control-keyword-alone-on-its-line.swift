// Generator edge: control keyword alone on its line
let users = ["ada"]
if
    let user = users.first
{
    print(user)
}
