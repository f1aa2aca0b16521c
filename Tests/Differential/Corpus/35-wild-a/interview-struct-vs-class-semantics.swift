// iOS interview: value vs reference semantics, copies of structs holding classes, identity with ===.
class Engine { var horsepower: Int; init(_ hp: Int) { horsepower = hp } }
struct Car { var model: String; var engine: Engine }
final class Garage { var cars: [Car] = [] }

var car1 = Car(model: "Model A", engine: Engine(150))
var car2 = car1
car2.model = "Model B"
car2.engine.horsepower = 300
print(car1.model, car1.engine.horsepower)
print(car2.model, car2.engine.horsepower)
print("same engine:", car1.engine === car2.engine)

let garage = Garage()
garage.cars.append(car1)
let alias = garage
alias.cars[0].model = "Renamed"
print(garage.cars[0].model, alias === garage)

var numbers = [1, 2, 3]
var copy = numbers
copy.append(4)
print(numbers, copy)

let constantStruct = Car(model: "Const", engine: Engine(90))
constantStruct.engine.horsepower += 10
print(constantStruct.engine.horsepower)

func mutate(_ car: Car) -> Car { var c = car; c.model += "!"; return c }
print(mutate(car1).model, car1.model)
