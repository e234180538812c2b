const config = require('../jest.frontend.js')(__dirname);

module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'] };
