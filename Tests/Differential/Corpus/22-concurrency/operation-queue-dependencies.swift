// An OperationQueue with dependencies between block operations, waited on before printing.
import Foundation
let queue = OperationQueue()
queue.maxConcurrentOperationCount = 2
let lock = NSLock()
var order: [String] = []
func record(_ s: String) { lock.lock(); order.append(s); lock.unlock() }
let download = BlockOperation { record("download") }
let parse = BlockOperation { record("parse") }
let thumbnail = BlockOperation { record("thumbnail") }
let save = BlockOperation { record("save") }
parse.addDependency(download)
thumbnail.addDependency(parse)
save.addDependency(thumbnail)
queue.addOperations([save, thumbnail, parse, download], waitUntilFinished: true)
print(order)
print(save.isFinished, parse.dependencies.count)
