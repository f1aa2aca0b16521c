// Observers on a global with the brace on the next line (Allman style)
var score = 0
{
    didSet { print("score is now", score) }
}
score = 5
score += 1
print(score)
