/// An ordered collection whose copies share their storage, for models that hold many
/// elements and make a changed copy on every `alter`: `items.appending(item)` copies at
/// most one chunk of elements and the chunks' references, not every element, and `==`
/// skips the chunks two values share. Everything else about it is an array's: it is
/// written, printed, encoded and decoded as `[…]`, and paths read it as a list
/// (`state.todos.items[0]`, `.count`, `.first`).
///
/// Elements live in chunks of at most `chunkCapacity`; every chunk but the last holds at
/// least half as many, so there are at most about `2 × count / chunkCapacity` of them. A
/// change rewrites the chunks it touches (a neighbour too when one would run low) and
/// copies the outer list of references: O(`chunkCapacity` + `count / chunkCapacity`).
/// A chunk only this value holds is changed in place, so building a list by appending
/// costs what it costs for an `Array`.
public struct SharedArray<Element> {
    /// The most elements one chunk holds.
    @inlinable public static var chunkCapacity: Int { 64 }

    /// Elements of one chunk; changed only while a single `SharedArray` holds it.
    @usableFromInline
    final class Chunk {
        @usableFromInline var elements: [Element]

        @usableFromInline init(_ elements: [Element]) {
            self.elements = elements
        }
    }

    @usableFromInline var chunks: [Chunk]
    /// `ends[i]` is the index after chunk i's last element.
    @usableFromInline var ends: [Int]

    /// An empty list.
    public init() {
        chunks = []
        ends = []
    }

    /// The elements of `elements`, in their order.
    public init(_ elements: [Element]) {
        chunks = []
        ends = []
        place(Self.pieces(of: elements, fillingFromStart: true), at: 0..<0, startingAt: 0)
    }

    /// The elements of `sequence`, in its order.
    public init<S: Sequence>(_ sequence: S) where S.Element == Element {
        self.init(Array(sequence))
    }

    /// A copy with `element` appended; the original is unchanged.
    public func appending(_ element: Element) -> Self {
        var copy = self
        copy.append(element)
        return copy
    }

    /// The elements as an `Array`.
    public var array: [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for chunk in chunks { array.append(contentsOf: chunk.elements) }
        return array
    }

    // MARK: - Finding elements

    @inlinable
    func start(of chunk: Int) -> Int {
        chunk == 0 ? 0 : ends[chunk - 1]
    }

    /// The chunk holding `index` and the index's offset in it.
    @inlinable
    func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        precondition(index >= 0 && index < count, "SharedArray index \(index) out of range 0..<\(count)")
        // Lists built by appending have full chunks: the guess is then right.
        let guess = index / Self.chunkCapacity
        if guess < ends.count, start(of: guess) <= index, index < ends[guess] {
            return (guess, index - start(of: guess))
        }
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return (low, index - start(of: low))
    }

    // MARK: - Changing

    /// Puts `pieces` in place of the chunks in `replaced`, the first piece starting at
    /// element index `start`, and moves the later chunks' ends by what the count changed.
    private mutating func place(_ pieces: [[Element]], at replaced: Range<Int>, startingAt start: Int) {
        let oldCount = replaced.isEmpty ? 0 : ends[replaced.upperBound - 1] - self.start(of: replaced.lowerBound)
        var newEnds: [Int] = []
        newEnds.reserveCapacity(pieces.count)
        var end = start
        for piece in pieces {
            end += piece.count
            newEnds.append(end)
        }
        let delta = (end - start) - oldCount
        chunks.replaceSubrange(replaced, with: pieces.map(Chunk.init))
        ends.replaceSubrange(replaced, with: newEnds)
        if delta != 0 {
            for later in (replaced.lowerBound + pieces.count)..<ends.count { ends[later] += delta }
        }
    }

    /// `elements` cut into chunks: full ones from the start (for the end of the list, where
    /// appends fill the last), or else as even as can be, each at least half full.
    private static func pieces(of elements: [Element], fillingFromStart: Bool) -> [[Element]] {
        let capacity = chunkCapacity
        guard elements.count > capacity else { return elements.isEmpty ? [] : [elements] }
        if fillingFromStart {
            return stride(from: 0, to: elements.count, by: capacity).map {
                Array(elements[$0..<Swift.min($0 + capacity, elements.count)])
            }
        }
        let pieceCount = (elements.count + capacity - 1) / capacity
        let size = elements.count / pieceCount
        let larger = elements.count % pieceCount
        var pieces: [[Element]] = []
        pieces.reserveCapacity(pieceCount)
        var start = 0
        for piece in 0..<pieceCount {
            let end = start + size + (piece < larger ? 1 : 0)
            pieces.append(Array(elements[start..<end]))
            start = end
        }
        return pieces
    }
}

extension SharedArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { ends.last ?? 0 }
    @inlinable public var count: Int { ends.last ?? 0 }
    @inlinable public var isEmpty: Bool { chunks.isEmpty }

    public subscript(position: Int) -> Element {
        @inlinable get {
            let (chunk, offset) = locate(position)
            return chunks[chunk].elements[offset]
        }
        set {
            let (chunk, offset) = locate(position)
            if !isKnownUniquelyReferenced(&chunks[chunk]) {
                chunks[chunk] = Chunk(chunks[chunk].elements)
            }
            chunks[chunk].elements[offset] = newValue
        }
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public struct Iterator: IteratorProtocol {
        @usableFromInline let chunks: [Chunk]
        @usableFromInline var chunk = 0
        @usableFromInline var offset = 0

        @inlinable init(_ chunks: [Chunk]) {
            self.chunks = chunks
        }

        @inlinable public mutating func next() -> Element? {
            while chunk < chunks.count {
                let elements = chunks[chunk].elements
                if offset < elements.count {
                    offset += 1
                    return elements[offset - 1]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(chunks) }
}

extension SharedArray: RangeReplaceableCollection {
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "SharedArray range \(subrange) out of range 0..<\(count)")
        let capacity = Self.chunkCapacity
        let added = newElements.count
        if subrange.isEmpty && added == 0 { return }
        let lastChunk = chunks.count - 1
        // An append behind a full last chunk starts new chunks and leaves the full one be.
        if subrange.lowerBound == count, chunks.isEmpty || chunks[lastChunk].elements.count == capacity {
            place(Self.pieces(of: Array(newElements), fillingFromStart: true), at: chunks.count..<chunks.count, startingAt: count)
            return
        }
        let first = subrange.lowerBound == count ? lastChunk : locate(subrange.lowerBound).chunk
        var last = subrange.isEmpty ? first : locate(subrange.upperBound - 1).chunk
        let start = start(of: first)
        var resulting = ends[last] - start - subrange.count + added
        // In place: one chunk that nobody else holds and that stays within its bounds.
        if first == last, resulting > 0, resulting <= capacity, resulting >= capacity / 2 || last == lastChunk,
            isKnownUniquelyReferenced(&chunks[first])
        {
            let delta = added - subrange.count
            chunks[first].elements.replaceSubrange((subrange.lowerBound - start)..<(subrange.upperBound - start), with: newElements)
            for later in first..<ends.count { ends[later] += delta }
            return
        }
        // A chunk that is not the last keeps at least half: it takes in its neighbour.
        if resulting < capacity / 2, last < lastChunk {
            last += 1
            resulting += ends[last] - ends[last - 1]
        }
        var elements: [Element] = []
        elements.reserveCapacity(resulting)
        for chunk in chunks[first...last] { elements.append(contentsOf: chunk.elements) }
        elements.replaceSubrange((subrange.lowerBound - start)..<(subrange.upperBound - start), with: newElements)
        place(Self.pieces(of: elements, fillingFromStart: last == lastChunk), at: first..<(last + 1), startingAt: start)
    }

    public mutating func reserveCapacity(_ n: Int) {
        chunks.reserveCapacity(n / Self.chunkCapacity + 1)
        ends.reserveCapacity(n / Self.chunkCapacity + 1)
    }
}

extension SharedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension SharedArray: Equatable where Element: Equatable {
    /// Equal when the elements are, as for arrays; chunks both values share are equal
    /// without comparing their elements.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.ends == rhs.ends else { return lhs.elementsEqual(rhs) }
        for index in lhs.chunks.indices where lhs.chunks[index] !== rhs.chunks[index] {
            if lhs.chunks[index].elements != rhs.chunks[index].elements { return false }
        }
        return true
    }
}

extension SharedArray: Hashable where Element: Hashable {
    /// Hashes as an `Array` with the same elements does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

// Like `Array`, it changes a chunk in place only while it alone holds it.
extension SharedArray: @unchecked Sendable where Element: Sendable {}

extension SharedArray: Encodable where Element: Encodable {
    /// As an array: an unkeyed container of the elements.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension SharedArray: Decodable where Element: Decodable {
    /// As an array, with an array's errors.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}

extension SharedArray: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { array.description }
    public var debugDescription: String { array.debugDescription }
    /// An array's mirror, so that code reading values by reflection sees a list.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: array, displayStyle: .collection) }
}
