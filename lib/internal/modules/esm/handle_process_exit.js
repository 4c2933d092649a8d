'use strict';

// While the entry module's top-level await is unsettled, an 'exit' listener (the first, so
// later listeners see it) makes the exit code 13 unless the program chose one: Node's
// "unsettled top-level await". process.exit() removes it, as an explicit exit is not one.
// The listener looks at the evaluation's state rather than waiting on it, which would
// handle a rejection that must stay unhandled.

let entryEvaluation;
let isPending;

function handleProcessExit() {
  if (entryEvaluation !== undefined && isPending(entryEvaluation)) process.exitCode ??= 13;
}

// Runs `evaluate` (which returns the entry's evaluation promise) with the listener on
// while that promise is pending.
function watchEntryEvaluation(evaluate, isPromisePending) {
  isPending = isPromisePending;
  process.on('exit', handleProcessExit);
  let evaluation;
  try {
    evaluation = evaluate();
  } finally {
    if (evaluation !== undefined && isPending(evaluation)) {
      entryEvaluation = evaluation;
    } else {
      process.off('exit', handleProcessExit);
    }
  }
  return evaluation;
}

module.exports = { handleProcessExit, watchEntryEvaluation };
