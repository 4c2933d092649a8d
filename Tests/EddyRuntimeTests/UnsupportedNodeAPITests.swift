import Testing
@testable import EddyRuntime

/// What Eddy cannot do as V8 does (heap snapshots, object queries, promise hooks) fails
/// with ERR_METHOD_NOT_IMPLEMENTED once Node's own argument checks pass; node itself would
/// succeed there, so golden tests cannot cover it.
@Suite struct UnsupportedNodeAPITests {
    @Test func v8HeapAndPromiseHooksThrowMethodNotImplemented() throws {
        let result = try RuntimeHostTests.run("""
            const v8 = require('v8');
            for (const f of [() => v8.getHeapSnapshot(), () => v8.writeHeapSnapshot('x.heapsnapshot'),
                             () => v8.queryObjects(Object), () => v8.promiseHooks.onInit(() => {}),
                             () => v8.promiseHooks.createHook({ settled() {} })]) {
              try { f(); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message); }
            }
            """)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == """
            Error ERR_METHOD_NOT_IMPLEMENTED The getHeapSnapshot method is not implemented
            Error ERR_METHOD_NOT_IMPLEMENTED The writeHeapSnapshot method is not implemented
            Error ERR_METHOD_NOT_IMPLEMENTED The queryObjects method is not implemented
            Error ERR_METHOD_NOT_IMPLEMENTED The promiseHooks.onInit method is not implemented
            Error ERR_METHOD_NOT_IMPLEMENTED The promiseHooks.createHook method is not implemented

            """)
    }
}
