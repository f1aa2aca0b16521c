/// The names of a piece of code as the build cache keeps them (`ByteWriter`'s form), and as the site's page
/// cache fingerprints them: the same names give the same bytes.
extension CodeNames {
    /// Starts every encoding; a change of layout changes it, so older bytes never decode.
    private static let magic = "names-1"

    public func encoded() -> [UInt8] {
        var writer = ByteWriter(reservingCapacity: 64 * declarations.count + 8 * occurrences.count)
        writer.string(Self.magic)
        writer.number(declarations.count)
        for declaration in declarations { declaration.encode(into: &writer) }
        writer.number(occurrences.count)
        for occurrence in occurrences {
            writer.number(occurrence.offset)
            writer.number(occurrence.length)
            writer.number(occurrence.declaration)
            writer.optional(occurrence.type)
        }
        return writer.bytes
    }

    /// What `encoded()` wrote, or nil for bytes of another form (or cut short).
    public init?(encoded bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        guard reader.string() == Self.magic, let declarationCount = reader.number() else { return nil }
        var declarations: [Declaration] = []
        for _ in 0..<min(declarationCount, bytes.count) {
            guard let declaration = Declaration(from: &reader) else { return nil }
            declarations.append(declaration)
        }
        guard declarations.count == declarationCount, let occurrenceCount = reader.number() else { return nil }
        var occurrences: [Occurrence] = []
        occurrences.reserveCapacity(min(occurrenceCount, bytes.count))
        for _ in 0..<min(occurrenceCount, bytes.count) {
            guard let offset = reader.number(), let length = reader.number(), let index = reader.number(),
                index < declarationCount, case .some(let type) = reader.optional()
            else { return nil }
            occurrences.append(Occurrence(offset: offset, length: length, declaration: index, type: type))
        }
        guard occurrences.count == occurrenceCount, reader.isAtEnd else { return nil }
        self.init(occurrences: occurrences, declarations: declarations)
    }
}

extension Declaration {
    fileprivate func encode(into writer: inout ByteWriter) {
        writer.string(text)
        writer.string(name)
        writer.string(kind)
        writer.optional(type)
        writer.optional(summary)
        switch place {
        case .here(let line, let column):
            writer.number(0)
            writer.number(line)
            writer.number(column)
        case .kernel(let file, let line, let column):
            writer.number(1)
            writer.string(file)
            writer.number(line)
            writer.number(column)
        case .module(let module):
            writer.number(2)
            writer.string(module)
        case .nowhere:
            writer.number(3)
        }
    }

    fileprivate init?(from reader: inout ByteReader) {
        guard let text = reader.string(), let name = reader.string(), let kind = reader.string(),
            case .some(let type) = reader.optional(), case .some(let summary) = reader.optional(),
            let tag = reader.number()
        else { return nil }
        let place: Place
        switch tag {
        case 0:
            guard let line = reader.number(), let column = reader.number() else { return nil }
            place = .here(line: line, column: column)
        case 1:
            guard let file = reader.string(), let line = reader.number(), let column = reader.number() else {
                return nil
            }
            place = .kernel(file: file, line: line, column: column)
        case 2:
            guard let module = reader.string() else { return nil }
            place = .module(module)
        case 3:
            place = .nowhere
        default:
            return nil
        }
        self.init(text: text, name: name, kind: kind, type: type, summary: summary, place: place)
    }
}
