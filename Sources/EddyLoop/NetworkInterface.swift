import CLibUV

/// One address of a network interface, as `uv_interface_addresses` lists it
/// (`os.networkInterfaces()`).
public struct NetworkInterface: Sendable, Equatable {
    /// The interface's name (`lo`, `eth0`).
    public let name: String
    /// The address in its text form (`127.0.0.1`, `::1`).
    public let address: String
    /// The netmask in the address's own text form (`255.0.0.0`, `ffff:ffff::`).
    public let netmask: String
    /// 4 or 6.
    public let family: Int
    /// The hardware address as six colon-separated hex pairs.
    public let mac: String
    /// Whether the interface is a loopback one.
    public let isInternal: Bool
    /// The IPv6 scope id; nil for IPv4.
    public let scopeID: UInt32?

    /// Every address of every interface that is up, in libuv's order.
    public static func all() throws(UVError) -> [NetworkInterface] {
        var addresses: UnsafeMutablePointer<uv_interface_address_t>?
        var count: Int32 = 0
        try UVError.check(uv_interface_addresses(&addresses, &count))
        defer { uv_free_interface_addresses(addresses, count) }
        guard let addresses else { return [] }
        return (0..<Int(count)).map { NetworkInterface(addresses[$0]) }
    }

    private init(_ entry: uv_interface_address_t) {
        name = String(cString: entry.name)
        isInternal = entry.is_internal != 0
        mac = withUnsafeBytes(of: entry.phys_addr) { bytes in
            bytes.map { hexPair($0) }.joined(separator: ":")
        }
        var text = [CChar](repeating: 0, count: 64)
        var mask = [CChar](repeating: 0, count: 64)
        var entry = entry
        if Int32(entry.address.address4.sin_family) == AF_INET6 {
            family = 6
            uv_ip6_name(&entry.address.address6, &text, text.count)
            uv_ip6_name(&entry.netmask.netmask6, &mask, mask.count)
            scopeID = entry.address.address6.sin6_scope_id
        } else {
            family = 4
            uv_ip4_name(&entry.address.address4, &text, text.count)
            uv_ip4_name(&entry.netmask.netmask4, &mask, mask.count)
            scopeID = nil
        }
        address = textOf(text)
        netmask = textOf(mask)
    }
}

/// The text of a NUL-terminated C buffer.
private func textOf(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A byte as two lowercase hex digits.
private func hexPair(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
