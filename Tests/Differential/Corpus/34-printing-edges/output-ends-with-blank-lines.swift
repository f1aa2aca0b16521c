// Output ending with blank lines and spaces.
print("x")
print()
print("  ")
print()
