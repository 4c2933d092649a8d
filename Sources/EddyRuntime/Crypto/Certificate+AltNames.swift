import COpenSSL

// A certificate's subject alternative names as Node writes them (`subjectaltname`, X509's
// `subjectAltName`): OpenSSL's printer is not used, since a name holding a comma, quote or
// control character would make the list ambiguous — such a name is written as a JSON string
// (Node's crypto_common `PrintGeneralName`, CVE-2021-44532).
extension Certificate {
    /// `DNS:localhost, IP Address:127.0.0.1`, or nil without the extension.
    var subjectAltName: String? {
        guard let raw = X509_get_ext_d2i(certificate, NID_subject_alt_name, nil, nil) else {
            ERR_clear_error()
            return nil
        }
        let names = OpaquePointer(raw)
        defer { GENERAL_NAMES_free(names) }
        var parts: [String] = []
        for index in 0..<max(0, OPENSSL_sk_num(names)) {
            guard let name = OPENSSL_sk_value(names, index)?.assumingMemoryBound(to: GENERAL_NAME.self) else { continue }
            if let text = Self.describe(name.pointee) { parts.append(text) }
        }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ name: GENERAL_NAME) -> String? {
        switch name.type {
        case GEN_DNS: return "DNS:" + altName(bytes(of: name.d.dNSName), isUTF8: false)
        case GEN_EMAIL: return "email:" + altName(bytes(of: name.d.rfc822Name), isUTF8: false)
        case GEN_URI: return "URI:" + altName(bytes(of: name.d.uniformResourceIdentifier), isUTF8: false)
        case GEN_DIRNAME:
            guard let output = MemoryBIO() else { return nil }
            // RFC 2253 without escaping UTF-8 or controls: the JSON quoting below does that.
            // XN_FLAG_RFC2253 without ASN1_STRFLGS_ESC_CTRL and _ESC_MSB (its macro is not
            // imported: it is built of others).
            let strings = ASN1_STRFLGS_ESC_2253 | ASN1_STRFLGS_UTF8_CONVERT | ASN1_STRFLGS_DUMP_UNKNOWN | ASN1_STRFLGS_DUMP_DER
            let flags = UInt(strings) | UInt(XN_FLAG_SEP_COMMA_PLUS) | UInt(XN_FLAG_DN_REV) | UInt(XN_FLAG_DUMP_UNKNOWN_FIELDS)
            _ = X509_NAME_print_ex(output.bio, name.d.directoryName, 0, flags)
            return "DirName:" + altName(output.readAll(), isUTF8: true)
        case GEN_IPADD:
            let address = bytes(of: name.d.iPAddress)
            switch address.count {
            case 4: return "IP Address:" + address.map(String.init).joined(separator: ".")
            case 16:
                let groups = stride(from: 0, to: 16, by: 2).map { String(UInt16(address[$0]) << 8 | UInt16(address[$0 + 1]), radix: 16, uppercase: true) }
                return "IP Address:" + groups.joined(separator: ":")
            default: return "IP Address:<invalid length=\(address.count)>"
            }
        case GEN_RID:
            var buffer = [CChar](repeating: 0, count: 256)
            let length = OBJ_obj2txt(&buffer, Int32(buffer.count), name.d.registeredID, 1)
            let text = String(decoding: buffer.prefix(max(0, min(Int(length), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return "Registered ID:" + text
        case GEN_OTHERNAME: return otherName(name.d.otherName)
        case GEN_X400: return "X400Name:<unsupported>"
        case GEN_EDIPARTY: return "EdiPartyName:<unsupported>"
        default: return nil
        }
    }

    /// The otherName forms OpenSSL 3 names, each in its string type; others unsupported.
    private static func otherName(_ name: UnsafeMutablePointer<OTHERNAME>?) -> String {
        guard let name, let value = name.pointee.value else { return "othername:<unsupported>" }
        let (prefix, isUTF8): (String?, Bool) = switch OBJ_obj2nid(name.pointee.type_id) {
        case NID_id_on_SmtpUTF8Mailbox: ("SmtpUTF8Mailbox", true)
        case NID_XmppAddr: ("XmppAddr", true)
        case NID_SRVName: ("SRVName", false)
        case NID_ms_upn: ("UPN", true)
        case NID_NAIRealm: ("NAIRealm", true)
        default: (nil, true)
        }
        let expectedType = isUTF8 ? V_ASN1_UTF8STRING : V_ASN1_IA5STRING
        guard let prefix, value.pointee.type == expectedType else { return "othername:<unsupported>" }
        return "othername:" + altName(bytes(of: value.pointee.value.asn1_string), isUTF8: isUTF8, prefix: prefix)
    }

    private static func bytes(of string: UnsafeMutablePointer<ASN1_STRING>?) -> [UInt8] {
        guard let string, let data = ASN1_STRING_get0_data(string) else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(ASN1_STRING_length(string))))
    }

    /// A name as it is when it is safe (no quote, backslash, comma, apostrophe, control —
    /// or, outside UTF-8, non-ASCII — byte), else as a JSON string.
    private static func altName(_ name: [UInt8], isUTF8: Bool, prefix: String? = nil) -> String {
        let isSafe = name.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: "'"): false
            default: isUTF8 ? byte >= 0x20 && byte != 0x7f : byte >= 0x20 && byte <= 0x7e
            }
        }
        let prefixText = prefix.map { $0 + ":" } ?? ""
        if isSafe { return prefixText + String(decoding: name, as: UTF8.self) }
        var quoted: [UInt8] = Array(("\"" + prefixText).utf8)
        for byte in name {
            switch byte {
            case UInt8(ascii: "\\"): quoted += Array("\\\\".utf8)
            case UInt8(ascii: "\""): quoted += Array("\\\"".utf8)
            case 0x20...0x7e where byte != UInt8(ascii: ","): quoted.append(byte)
            case 0x80... where isUTF8: quoted.append(byte)
            default:
                let hex = String(byte, radix: 16)
                quoted += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }
}
