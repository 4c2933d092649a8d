'use strict';
// Eddy has no inspector protocol (process.features.inspector is false): requiring the
// module fails as it does in a Node built without the inspector.

const error = new Error('Inspector is not available');
error.code = 'ERR_INSPECTOR_NOT_AVAILABLE';
throw error;
