import Khipu

/// The chat domain as the `khipu` tool and other hosts see it, with the simulated chat
/// service as its `chat` gateway.
public enum ChatDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "chat",
            summary: "A chat app: log in, subscribe and send messages with images to a simulated service whose users answer.",
            exposedTypes: [ChatMessage.self, ChatUser.self, ChatImage.self, Conversation.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            },
            textReceivers: { _, show in [createConversationReceiver(show: show)] },
            gateways: [SimulatedChatService.gateway],
            documentation: documentation
        )
    }
}
