'use strict';

// Node's internal/util/colors: whether a stream should get ANSI colours. FORCE_COLOR wins;
// otherwise a terminal that reports more than two colours (or cannot say) gets them.
function shouldColorize(stream) {
  const force = process.env && process.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return Boolean(stream?.isTTY &&
    (typeof stream.getColorDepth === 'function' ? stream.getColorDepth() > 2 : true));
}

module.exports = { shouldColorize };
