// Output containing backtick and tilde fences of several lengths.
print("```")
print("~~~")
print("````swift")
print("text ``` inside")
print("~~~~~~")
print("```text")
print("`````")
