"""A synthetic course in the lesson conventions: prose, an excerpt of real UIKit code, the Sync kernel
listing and three runnable blocks per lesson that use the kernels the way the real lessons do."""
from pathlib import Path

BLOCKS_PER_LESSON = 3
EDIT_MARKER = "// main.swift — ölçüm"


def lesson_name(index):
    return f"tr/{index:03d}-olcum-{index}.md"


def blocks(index):
    sync = f"""{EDIT_MARKER} {index}.1
var model = ["baslik": "Ürün {index}", "fiyat": "{index} TL", "stok": "{index % 7}"]
let ekran = Screen("Detay{index}")
ekran.set("baslik", model["baslik"]!)
ekran.set("fiyat", model["fiyat"]!)
model["fiyat"] = "{index + 1} TL"
ekran.set("rozet", "yeni")
countVerdicts(check("ders{index}", model: model, screen: ekran, keys: ["baslik", "fiyat", "stok", "rozet"]))
"""
    invalidation = f"""// main.swift — görünüm ağacı {index}
let agac = ViewTree(
    nodes: [
        ViewNode("Kok", parent: nil, reads: ["tema"]),
        ViewNode("Liste{index}", parent: "Kok", reads: ["secim", "tema"]),
        ViewNode("Satir", parent: "Liste{index}", reads: ["secim", "sepet"]),
    ],
    storage: ["secim": .state(owner: "Liste{index}"), "tema": .environment, "sepet": .model(object: "Sepet")]
)
var hepsi = agac.change("secim", key: "secim")
hepsi += agac.change("tema", key: "tema")
countCauses(hepsi)
"""
    plain = f"""// main.swift — adımlar {index}
struct Adim {{
    let ad: String
    let sayi: Int
}}
let adimlar = (1...5).map {{ Adim(ad: "adım\\($0)", sayi: $0 * {index + 1}) }}
var toplam = 0
for adim in adimlar {{
    toplam += adim.sayi
    print("\\(adim.ad): \\(toplam)")
}}
"""
    return [sync, invalidation, plain]


def text(index, kernel):
    parts = [f"# Ölçüm dersi {index}: ekran ve model\n",
             f"Bu ders, {index}. ölçümde ekranın gösterdiği ile modelin bildiğini karşılaştırır. "
             "Gerçek UIKit kodu Linux'ta çalışmaz; davranışı saf Swift ile modelliyoruz.\n",
             "## Gerçek kod\n",
             "```swift\nimport UIKit\n\nfinal class DetayViewController: UIViewController {\n"
             "    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = urun.ad\n    }\n}\n```\n",
             "## Çekirdek\n", "```swift\n" + kernel + "```\n"]
    for number, code in enumerate(blocks(index), start=1):
        parts.append(f"## Ölçüm {number}\n")
        parts.append(f"Aşağıdaki blok {number}. durumu ölçer; çıktısı hemen altında, kodla doğrulanmış olarak durur.\n")
        parts.append("```swift\n" + code + "```\n")
    parts.append("## Özet\n\n- Ekran ile model ayrışabilir.\n- Her satır bir ölçümdür.\n")
    return "\n".join(parts)


def write(lessons_dir: Path, count: int):
    """Writes `count` lessons (without transcripts) and returns every runnable block's code."""
    kernel = (lessons_dir.parent / "Sources/Kernels/Sync.swift").read_text()
    codes = []
    for index in range(1, count + 1):
        path = lessons_dir / lesson_name(index)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text(index, kernel))
        codes += blocks(index)
    return codes
