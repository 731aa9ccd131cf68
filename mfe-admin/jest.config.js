module.exports = require('../packages/platform/build/jest.config.base.js').createJestConfig(__dirname);
