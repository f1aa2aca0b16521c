// A global's initializer whose line ends with >> and goes on below
let value: UInt8 = 0b1011_0110
let high = value >>
    4
print(high)
