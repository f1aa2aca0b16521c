// Generator edge: annotation colon without space on next line
let limits
    :[String: Int] = ["low": 1, "high": 9]
struct Gauge { var span: Int { limits["high"]! - limits["low"]! } }
print(Gauge().span)
