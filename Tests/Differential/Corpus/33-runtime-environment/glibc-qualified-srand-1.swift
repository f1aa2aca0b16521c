// Seeds the C random generator through Glibc.srand (pair: -2 starts from the default seed)
import Glibc
Glibc.srand(2024)
print(Glibc.rand() % 1000)
print("seeded")
