from dataclasses import dataclass
@dataclass
class A:
    x: int
    y: int = 2
@dataclass
class B(A):
    z: int = 3
    x: int = 9
print(B(), B(1, 2, 3), A(1) == A(1, 2))
