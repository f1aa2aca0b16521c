// Functions named like modifiers (open, close) called between declarations
struct Door { let name: String }
func open(_ door: Door) { print("opening", door.name) }
open(Door(name: "front"))
func close(_ door: Door) { print("closing", door.name) }
close(Door(name: "front"))
