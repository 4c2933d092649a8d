'use strict';

module.exports = require('timers').promises;
