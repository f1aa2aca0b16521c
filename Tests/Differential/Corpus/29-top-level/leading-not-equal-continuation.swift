// A global's initializer going on with != and !== at the start of the next lines
let previousState = "idle"
let currentState = "loading"
let changed = previousState
    != currentState
print(changed)
