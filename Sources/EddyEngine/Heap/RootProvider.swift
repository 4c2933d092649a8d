/// Something outside the heap that holds values the collector must treat as live: the VM's
/// register stack, a host's handle tables.
protocol RootProvider: AnyObject {
    func markRoots(_ marker: inout Marker)
}
