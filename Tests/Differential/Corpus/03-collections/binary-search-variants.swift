// Binary search variants as a Collection extension: exact match, lower and upper bound, rotated arrays.
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { lo = index(after: mid) } else { hi = mid }
        }
        return nil
    }

    func lowerBound(_ target: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] < target { lo = index(after: mid) } else { hi = mid }
        }
        return lo
    }

    func upperBound(_ target: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] <= target { lo = index(after: mid) } else { hi = mid }
        }
        return lo
    }
}

func searchRotated(_ nums: [Int], _ target: Int) -> Int {
    var lo = 0, hi = nums.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if nums[mid] == target { return mid }
        if nums[lo] <= nums[mid] {
            if nums[lo] <= target && target < nums[mid] { hi = mid - 1 } else { lo = mid + 1 }
        } else {
            if nums[mid] < target && target <= nums[hi] { lo = mid + 1 } else { hi = mid - 1 }
        }
    }
    return -1
}

let sorted = [1, 3, 3, 3, 7, 9, 12]
print(sorted.binarySearch(7) as Any, sorted.binarySearch(8) as Any)
print(sorted.lowerBound(3), sorted.upperBound(3), sorted.upperBound(3) - sorted.lowerBound(3))
print(sorted.lowerBound(100), sorted.lowerBound(-5))
let words = ["ağaç", "bal", "çay", "dağ", "elma"]
print(words.binarySearch("çay") as Any, words[2...].binarySearch("elma") as Any, words.lowerBound("can"))
print(searchRotated([4, 5, 6, 7, 0, 1, 2], 0), searchRotated([4, 5, 6, 7, 0, 1, 2], 3), searchRotated([1], 1))
