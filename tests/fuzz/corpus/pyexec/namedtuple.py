from typing import NamedTuple
class V(NamedTuple):
    x: float
    y: float = 0.0
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    @property
    def flipped(self):
        return V(self.y, self.x)
v = V(3, 4)
print(v.norm(), v.flipped, V._make([1, 2]), v._replace(y=0), v == (3, 4))
