// Type properties: static stored and computed properties, class var overridden in a subclass.
struct SomeStructure {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { 1 }
}
enum SomeEnumeration { static var computedTypeProperty: Int { 6 } }
class SomeClass {
    static var storedTypeProperty = "Some value."
    class var overrideableComputedTypeProperty: Int { 107 }
}
class SubClass: SomeClass { override class var overrideableComputedTypeProperty: Int { 200 } }
print(SomeStructure.storedTypeProperty)
SomeStructure.storedTypeProperty = "Another value."
print(SomeStructure.storedTypeProperty)
print(SomeEnumeration.computedTypeProperty, SomeClass.overrideableComputedTypeProperty, SubClass.overrideableComputedTypeProperty)
struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevelForAllChannels = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel { currentLevel = AudioChannel.thresholdLevel }
            if currentLevel > AudioChannel.maxInputLevelForAllChannels { AudioChannel.maxInputLevelForAllChannels = currentLevel }
        }
    }
}
var leftChannel = AudioChannel(), rightChannel = AudioChannel()
leftChannel.currentLevel = 7
print(leftChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
rightChannel.currentLevel = 11
print(rightChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
