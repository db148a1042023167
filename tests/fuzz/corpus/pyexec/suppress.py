from contextlib import suppress
for i in range(3):
    with suppress(ValueError):
        if i == 1:
            raise ValueError
        if i == 2:
            break
        print('body', i)
print('end', i)
