// Very long lines, and blank lines inside argument lists, arrays and conditions
let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]
let message = "The quick brown fox jumps over the lazy dog, " + "and then the dog, not at all lazy, chases the fox around the whole farm twice before breakfast." + " The end."
let matrix = [

    [1, 2],

    [3, 4],

]
let sum = numbers
    .filter { $0 % 7 == 0 }

    .reduce(0, +)
if sum > 10,

   matrix.count == 2 {
    print(sum, matrix, message.count)
}
print(max(

    3,

    9
))
