def solve(weighted_sums, weight_sums):
    match weighted_sums, weight_sums:
        case [], []:
            return 0
        case [s], [w]:
            return s / w if w else 0
        case [*ss], [*ws] if len(ss) == len(ws):
            mass = sum(ws)
            return sum(ss) / mass if mass else 0
        case _:
            raise ValueError("weighted_sums and weight_sums must have equal length")
