module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
