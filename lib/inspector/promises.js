'use strict';

module.exports = require('inspector');
