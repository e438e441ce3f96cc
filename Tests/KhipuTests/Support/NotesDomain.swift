import Khipu

/// A test domain: a counter feature plus a "notes" feature that answers each note with
/// the notes a table lists for it, so a test can script any chain of feedback.
enum NotesMessage: Codable, Equatable {
    case increment
    case incremented(to: Int)
    /// Starts asynchronous work that outputs `.note(text)` later, from another task.
    case later(String)
    /// Starts asynchronous work that outputs `.increment` later.
    case incrementLater
    case note(String)
}

func makeNotesDefinition(answers: [String: [String]] = [:]) -> AppDomainDefinition<NotesMessage, Counter> {
    AppDomainDefinition(
        name: "notes",
        summary: "a counter and scripted notes, for tests",
        exposedTypes: [],
        initialState: { Counter() },
        createAppDomain: { store, receivers, output in
            createAppCore(
                receivers: receivers,
                features: [
                    createCounterFeature(store: store, output: output),
                    createNotesFeature(answers: answers, output: output),
                ]
            )
        }
    )
}

private func createCounterFeature(store: Store<Counter, Counter.Change>, output: @escaping Output<NotesMessage>) -> Input<NotesMessage> {
    let sendableOutput = UncheckedSendable(output)
    return { message in
        switch message {
        case .increment:
            store.change(.increment)
            output(.incremented(to: store.state().value))
        case .incrementLater:
            KhipuEnvironment.current.perform {
                await Task.yield()
                sendableOutput.value(.increment)
            }
        default:
            break
        }
    }
}

private func createNotesFeature(answers: [String: [String]], output: @escaping Output<NotesMessage>) -> Input<NotesMessage> {
    let sendableOutput = UncheckedSendable(output)
    return { message in
        switch message {
        case .note(let text):
            answers[text, default: []].forEach { output(.note($0)) }
        case .later(let text):
            KhipuEnvironment.current.perform {
                await Task.yield()
                sendableOutput.value(.note(text))
            }
        default:
            break
        }
    }
}
