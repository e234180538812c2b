// The jest setup every frontend package shares: jsdom, TypeScript and JSX through SWC, CSS and images stubbed, and
// the API answered by request handlers (@shop/shared/testing).
const path = require('node:path');

/** @param {string} dir the package's folder */
module.exports = function frontendJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest.frontend.env.js'),
    setupFilesAfterEnv: [path.join(__dirname, 'jest.frontend.setup.ts')],
    transform: {
      '^.+\\.(m?j|t)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // The workspace packages are TypeScript sources and some dependencies ship only ES modules (listed, or `.mjs`,
    // as Mock Service Worker's are): those are compiled; the rest of node_modules (the last one in a nested path) is
    // already CommonJS.
    transformIgnorePatterns: [
      '/node_modules/(?!(@shop|domhandler|domelementtype|htmlparser2|domutils|dom-serializer|entities|swiper|until-async)/)(?!.*/node_modules/)(?!.*\\.mjs$)',
    ],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.frontend.stub.js'),
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'jest.frontend.stub.js'),
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
