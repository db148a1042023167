from enum import Enum
class C(Enum):
    A = 1
    B = 2
    @property
    def double(s): return s.value * 2
print(C.B.double, [c.double for c in C], C.A.B)
