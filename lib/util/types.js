'use strict';

module.exports = require('util').types;
