// A trailing closure opened on the line after a global's initializer
let numbers = [1, 2, 3, 4, 5, 6]
let evens = numbers.filter
{
    $0 % 2 == 0
}
print(evens)
