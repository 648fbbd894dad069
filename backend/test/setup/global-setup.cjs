require('./resolve-js-to-ts.cjs');
module.exports = require('./global-setup.ts').default;
