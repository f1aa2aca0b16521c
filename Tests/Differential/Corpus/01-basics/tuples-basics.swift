// Tuples: construction, decomposition, labels, comparison and printing.
let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode)")
print("The status message is \(statusMessage)")
let (justTheStatusCode, _) = http404Error
print(justTheStatusCode, http404Error.1)
let http200Status = (statusCode: 200, description: "OK")
print(http200Status.statusCode, http200Status.description)
print(http200Status)
print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
var point = (x: 1, y: 2)
point.x += 10
(point.x, point.y) = (point.y, point.x)
print(point)
debugPrint(("a", 1, 2.5, true))
