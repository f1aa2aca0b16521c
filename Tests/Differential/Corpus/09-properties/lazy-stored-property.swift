// lazy stored properties are created on first access only, printing when they are built.
class DataImporter {
    var filename = "data.txt"
    init() { print("DataImporter created") }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
    lazy var summary: String = {
        print("computing summary")
        return "\(data.count) rows"
    }()
}
let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("importer not yet created")
print(manager.importer.filename)
print(manager.summary)
manager.data.append("late row")
print(manager.summary)
