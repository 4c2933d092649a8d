'use strict';
// Eddy records no trace events: requiring the module fails as it does where Node's tracing
// is unavailable (a Node built without it, or a worker).

const error = new Error('Trace events are unavailable');
error.code = 'ERR_TRACE_EVENTS_UNAVAILABLE';
throw error;
