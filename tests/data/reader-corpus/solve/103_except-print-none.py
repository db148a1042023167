def solve(weighted_sums, weight_sums):
    try:
        answer = sum(weighted_sums) / sum(weight_sums)
    except ZeroDivisionError as e:
        print("oops:", e)
        return None
    return answer
