const { TestEnvironment } = require('jest-environment-node');

/** Node environment that tells the test file whether the running test has failed (for failure screenshots). */
class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__journeyFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__journeyFailed = true;
  }
}

module.exports = JourneyEnvironment;
