extension HTMLReport {
    /// The `id`s of the page's files, scenarios and steps, made from what stays the same
    /// from one run to the next: the file's path, the scenario's name and the statement's
    /// line (`todos-khipu--adding-an-item--L12`), so a link to a step can be pasted into a
    /// review. Ids that would repeat get `-2`, `-3`…
    struct Anchors {
        private var files: [String] = []
        private var scenarios: [[String]] = []
        private var steps: [[[String]]] = []
        private var offsets: [Int] = []

        init(_ document: Document) {
            var used = Set<String>()
            var count = 0
            for file in document.files {
                let fileID = Self.unique("f-" + Self.slug(file.path), &used)
                files.append(fileID)
                offsets.append(count)
                count += file.scenarios.count
                var scenarioIDs: [String] = []
                var stepIDs: [[String]] = []
                for scenario in file.scenarios {
                    let name = scenario.isBackground ? "background" : scenario.line == nil ? "file" : Self.slug(scenario.name)
                    let scenarioID = Self.unique(fileID + "--" + name, &used)
                    scenarioIDs.append(scenarioID)
                    stepIDs.append(scenario.steps.map { step in
                        let place = (step.file.map { "-" + Self.slug($0) } ?? "") + "--L\(step.line)"
                        return Self.unique(scenarioID + place, &used)
                    })
                }
                scenarios.append(scenarioIDs)
                steps.append(stepIDs)
            }
        }

        func file(_ index: Int) -> String { files[index] }
        func scenario(_ file: Int, _ scenario: Int) -> String { scenarios[file][scenario] }
        func step(_ file: Int, _ scenario: Int, _ step: Int) -> String { steps[file][scenario][step] }
        /// The scenario's place among all the document's scenarios: its index in the JSON.
        func flatIndex(_ file: Int, _ scenario: Int) -> Int { offsets[file] + scenario }

        /// Letters and digits kept (lowercased), every run of anything else one `-`.
        static func slug(_ text: String) -> String {
            var slug = ""
            var pendingDash = false
            for scalar in text.unicodeScalars {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    if pendingDash && !slug.isEmpty { slug += "-" }
                    pendingDash = false
                    slug += String(scalar).lowercased()
                } else {
                    pendingDash = true
                }
            }
            return slug.isEmpty ? "x" : slug
        }

        private static func unique(_ id: String, _ used: inout Set<String>) -> String {
            guard used.contains(id) else {
                used.insert(id)
                return id
            }
            var number = 2
            while used.contains("\(id)-\(number)") { number += 1 }
            used.insert("\(id)-\(number)")
            return "\(id)-\(number)"
        }
    }
}
