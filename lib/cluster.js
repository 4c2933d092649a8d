'use strict';

// cluster: a primary forks workers (child processes running the same script) that share
// its servers. Which side this process is comes from NODE_UNIQUE_ID, which the primary
// gives each worker it forks, as Node's.

const side = Object.prototype.hasOwnProperty.call(process.env, 'NODE_UNIQUE_ID') ? 'child' : 'primary';
module.exports = require(`internal/cluster/${side}`);
