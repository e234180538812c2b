const config = require('../jest.frontend.js')(__dirname);

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'],
  // antd's forms and tables render slowly in jsdom: a screen test takes seconds, not milliseconds.
  testTimeout: 30_000,
};
