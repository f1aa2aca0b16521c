// A computed global with its brace on the next line (Allman style), read by a type
var area: Int
{
    return 3 * 4
}
struct Room { func describe() -> Int { area } }
print(Room().describe())
