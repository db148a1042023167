class A:
    def __add__(s,o): return 'A'
    def __radd__(s,o): return 'rA'
class B(A):
    def __radd__(s,o): return 'rB'
print(A()+B(), B()+A())
