import EddyEngine

/// `stream_wrap`: the request classes of the stream methods every TCP and pipe handle has
/// (`WriteWrap` for writes, `ShutdownWrap` for `shutdown`).
enum StreamWrapBinding {
    static let binding = Binding("stream_wrap") { context in
        context.value("WriteWrap", .object(BindingClasses.requestClass("WriteWrap", in: context.agent)))
        context.value("ShutdownWrap", .object(BindingClasses.requestClass("ShutdownWrap", in: context.agent)))
    }
}
