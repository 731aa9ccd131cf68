const Sequencer = require('@jest/test-sequencer').default;

/**
 * Files run in name order: the screenshots (00) see the demo data before the journeys add their own animals, and
 * a failure report reads like the journey list of e2e/README.md.
 */
class ByNameSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = ByNameSequencer;
