class E(Exception):
    def __init__(s, msg, code=0):
        super().__init__(msg)
        s.code=code
try:
    raise E('m', code=3)
except Exception as e:
    print(e, e.args, e.code, type(e).__name__)
