// The jest setup every frontend package shares: jsdom, TypeScript and JSX through SWC, CSS and images stubbed.
const path = require('node:path');

/** @param {string} dir the package's folder */
module.exports = function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: [path.join(__dirname, 'jest.frontend.setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // The workspace packages are TypeScript sources and a few dependencies ship only ES modules: those are
    // compiled; the rest of node_modules (the last one in a nested path) is already CommonJS.
    transformIgnorePatterns: [
      '/node_modules/(?!(@shop|domhandler|domelementtype|htmlparser2|domutils|dom-serializer|entities|swiper)/)(?!.*/node_modules/)',
    ],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.frontend.stub.js'),
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'jest.frontend.stub.js'),
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
