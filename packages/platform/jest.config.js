module.exports = require('./build/jest.config.base.js').createJestConfig(__dirname);
