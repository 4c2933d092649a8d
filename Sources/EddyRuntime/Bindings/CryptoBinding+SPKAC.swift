import EddyEngine

/// `crypto.Certificate`'s part of the binding (SPKAC): lib/internal/crypto/certificate.js
/// checks the argument and its size; empty input and input that does not decode give
/// undefined, which lib/ turns into Node's '' or false.
extension CryptoBinding {
    static func defineSPKAC(_ context: BindingContext) {
        context.function("certVerifySpkac", length: 1) { agent, _, arguments in
            .boolean(SignedPublicKeyAndChallenge.verify(try bytes(arguments.value(at: 0), in: agent)))
        }
        context.function("certExportPublicKey", length: 1) { agent, _, arguments in
            guard let pem = SignedPublicKeyAndChallenge.publicKeyPEM(try bytes(arguments.value(at: 0), in: agent))
            else { return .undefined }
            return .object(agent.makeArrayBufferObject(pem))
        }
        context.function("certExportChallenge", length: 1) { agent, _, arguments in
            guard let challenge = SignedPublicKeyAndChallenge.challenge(try bytes(arguments.value(at: 0), in: agent))
            else { return .undefined }
            return .object(agent.makeArrayBufferObject(challenge))
        }
    }
}
