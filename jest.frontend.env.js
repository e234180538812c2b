// jsdom, plus the few Node globals Mock Service Worker needs (streams, fetch's Request and Response, text
// encoding, BroadcastChannel), and packages resolved as Node resolves them rather than by their browser builds.
// jsdom keeps its own FormData, Blob, URL and AbortController: the pages under test use jsdom's elements with them.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class FrontendEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = [''];
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      Headers,
      Request,
      Response,
      BroadcastChannel,
      structuredClone,
      // Node's own, for a test that must send a form through Mock Service Worker (mfe-backoffice/jest.setup.ts).
      NodeFormData: FormData,
    });
  }
}

module.exports = FrontendEnvironment;
