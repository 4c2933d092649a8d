import Testing
@testable import EddyRuntime

/// Arguments of the wrong type or range, found by tools/fuzz: each is Node's error (or a
/// harmless value from a raw binding), never a trapping conversion in Swift.
@Suite(.serialized) struct BindingArgumentTests {
    /// Runs `source`, which prints what it checks; returns stdout.
    static func output(_ source: String) throws -> String {
        let result = try RuntimeHostTests.run(source)
        #expect(result.status == 0, "\(result.errors)")
        return result.output
    }

    @Test func fileDescriptorsOffsetsFlagsAndModesAreValidatedAsNodeDoes() throws {
        let output = try Self.output("""
            const fs = require('fs');
            for (const f of [() => fs.readSync({}), () => fs.readSync(1.5), () => fs.readSync(2 ** 40),
                             () => fs.writeSync(NaN, 'x'), () => fs.closeSync(-1), () => fs.fstatSync('x'),
                             () => fs.readSync(0, Buffer.alloc(4), NaN, 2), () => fs.openSync('f', 2 ** 40),
                             () => fs.openSync('f', 'r', NaN), () => fs.openSync('f', 'r', 'rw')]) {
              try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
            }
            """)
        #expect(output == """
            TypeError ERR_INVALID_ARG_TYPE The "fd" argument must be of type number. Received an instance of Object
            RangeError ERR_OUT_OF_RANGE The value of "fd" is out of range. It must be an integer. Received 1.5
            RangeError ERR_OUT_OF_RANGE The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received 1_099_511_627_776
            RangeError ERR_OUT_OF_RANGE The value of "fd" is out of range. It must be an integer. Received NaN
            RangeError ERR_OUT_OF_RANGE The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received -1
            TypeError ERR_INVALID_ARG_TYPE The "fd" argument must be of type number. Received type string ('x')
            RangeError ERR_OUT_OF_RANGE The value of "offset" is out of range. It must be an integer. Received NaN
            RangeError ERR_OUT_OF_RANGE The value of "flags" is out of range. It must be >= -2147483648 && <= 2147483647. Received 1_099_511_627_776
            RangeError ERR_OUT_OF_RANGE The value of "mode" is out of range. It must be an integer. Received NaN
            TypeError ERR_INVALID_ARG_VALUE The argument 'mode' must be a 32-bit unsigned integer or an octal string. Received 'rw'

            """)
    }

    @Test func theRawFSBindingSaturatesNumbersItCannotUse() throws {
        // process.binding('fs') skips lib/fs.js's checks: NaN and infinities used to trap
        // Int(_: Double) in readInto/writeBytes.
        let output = try Self.output("""
            const b = process.binding('fs');
            try { b.readInto(-Infinity, Buffer.alloc(2), NaN, Infinity, 1e300); } catch (e) { console.log(e.code); }
            try { b.readInto(2 ** 40, Buffer.alloc(2), Infinity, NaN, -1); } catch (e) { console.log(e.code); }
            try { console.log(b.writeBytes(2 ** 40, Buffer.alloc(2), NaN, -Infinity, NaN)); } catch (e) { console.log(e.code); }
            try { b.close(-Infinity); } catch (e) { console.log(e.code); }
            """)
        #expect(output == "EBADF\nEBADF\n0\nEBADF\n")
    }

    @Test func timerCallbacksInstalledByAScriptMayAnswerAnyNumber() throws {
        // process.binding('timers').setupTimers replaces lib/internal/timers.js's callbacks:
        // their answers (NaN, 1e300) used to trap Int(_:) and UInt64(_:) in the host.
        let output = try Self.output("""
            setTimeout(() => {}, 1);
            process.binding('timers').setupTimers(() => { console.log('immediates'); return NaN; },
                                                  () => { console.log('timers'); return -1e300; });
            setTimeout(() => {}, 1);
            setImmediate(() => {});
            """)
        // Which phase comes first depends on whether 1 ms passed before the loop started.
        #expect(output.split(separator: "\n").sorted() == ["immediates", "timers"])
    }

    @Test func exitCodesAreCheckedAsNodeDoesAndTakenModulo2To32() throws {
        // 1e300 passed the old check and trapped Int(_: Double) when the process ended.
        let huge = try RuntimeHostTests.run("""
            try { process.exitCode = 1e300 } catch (e) { console.log(e.name, e.code, e.message) }
            try { process.exitCode = 'abc' } catch (e) { console.log(e.name, e.code, e.message) }
            process.exitCode = 2 ** 32 + 3
            """)
        #expect(huge.output == """
            RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be >= -9007199254740991 && <= 9007199254740991. Received 1e+_300
            TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received type string ('abc')

            """)
        #expect(huge.status == 3)
        #expect(try RuntimeHostTests.run("process.exitCode = ' 7 '").status == 7)
    }

    @Test func umaskAndKillCheckTheirArgumentsAsNodeDoes() throws {
        let output = try Self.output("""
            for (const f of [() => process.umask('x'), () => process.umask(NaN), () => process.umask({}),
                             () => process.umask(-1), () => process.kill(NaN), () => process.kill(2 ** 40, 0),
                             () => process.kill(process.pid, 1.5)]) {
              try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
            }
            console.log(process.kill(process.pid, 0), typeof process.umask('022'))
            """)
        #expect(output == """
            TypeError ERR_INVALID_ARG_VALUE The argument 'mask' must be a 32-bit unsigned integer or an octal string. Received 'x'
            RangeError ERR_OUT_OF_RANGE The value of "mask" is out of range. It must be an integer. Received NaN
            TypeError ERR_INVALID_ARG_TYPE The "mask" argument must be of type number. Received an instance of Object
            RangeError ERR_OUT_OF_RANGE The value of "mask" is out of range. It must be >= 0 && <= 4294967295. Received -1
            TypeError ERR_INVALID_ARG_TYPE The "pid" argument must be of type number. Received type number (NaN)
            TypeError ERR_INVALID_ARG_TYPE The "pid" argument must be of type number. Received type number (1099511627776)
            TypeError ERR_UNKNOWN_SIGNAL Unknown signal: 1.5
            true number

            """)
    }
}
