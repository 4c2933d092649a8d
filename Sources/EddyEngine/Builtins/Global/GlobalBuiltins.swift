/// The value properties of the global object (§18.1) and `globalThis` (§18.1.1).
enum GlobalBuiltins {
    static func install(in realm: Realm, agent: Agent) {
        let global = realm.globalObject
        global.defineBuiltinProperty(agent.key("globalThis"), .object(global))
        global.defineBuiltinProperty(agent.key("Infinity"), .number(.infinity), attributes: [])
        global.defineBuiltinProperty(agent.key("NaN"), .number(.nan), attributes: [])
        global.defineBuiltinProperty(agent.key("undefined"), .undefined, attributes: [])
    }
}
