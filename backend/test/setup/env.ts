// Runs in every test worker before the test file: the values global-setup chose are inherited.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
process.env.PUBLIC_URL ??= 'http://localhost:5000';
process.env.SESSION_SECRET ??= 'integration-tests-session-secret-0123456789';
// Generous limits: many tests sign in from one address; the rate-limit test lowers them itself.
process.env.RATE_LIMIT_SIGN_IN ??= '10000';
process.env.RATE_LIMIT_WRITE ??= '10000';
process.env.RATE_LIMIT_DEFAULT ??= '100000';
