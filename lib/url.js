'use strict';
module.exports = require('internal/url');
