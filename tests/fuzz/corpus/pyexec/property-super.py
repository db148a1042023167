class A:
    @property
    def v(s): return 1
class B(A):
    @property
    def v(s): return super().v + 1
print(B().v)
