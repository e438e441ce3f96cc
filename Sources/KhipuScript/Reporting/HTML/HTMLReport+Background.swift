extension HTMLReport {
    /// A file's background, the statements before its first scenario, runs at the start of
    /// every scenario; the page shows it once, above them, as a section of its own.
    enum Background {
        /// `scenarios` with the background they repeat taken out and shown once before the
        /// first; unchanged when fewer than two scenarios repeat it. A scenario in which a
        /// background step failed keeps its steps, so that its failure shows where it happened.
        static func shownOnce(in scenarios: [Scenario]) -> [Scenario] {
            guard let firstLine = scenarios.compactMap(\.line).min() else { return scenarios }
            let counts = scenarios.map { scenario in
                scenario.line == nil ? 0 : scenario.steps.prefix { $0.file == nil && $0.line < firstLine }.count
            }
            let folded = scenarios.indices.filter { index in
                counts[index] > 0 && !scenarios[index].steps.prefix(counts[index]).contains(where: \.failed)
            }
            guard folded.count >= 2, let shown = folded.first else { return scenarios }
            var result = scenarios
            for index in folded {
                result[index].steps.removeFirst(counts[index])
                result[index].backgroundStepsShownAbove = counts[index]
            }
            var background = Scenario(
                name: "Background", line: nil, status: .passed,
                steps: Array(scenarios[shown].steps.prefix(counts[shown])))
            background.isBackground = true
            let at = result.firstIndex { $0.line != nil } ?? 0
            result.insert(background, at: at)
            return result
        }
    }
}
