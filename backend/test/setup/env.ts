// Runs in every test worker before the test file: the values global-setup chose are inherited.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
process.env.PUBLIC_URL ??= 'http://localhost:5000';
process.env.SESSION_SECRET ??= 'integration-tests-session-secret-0123456789';
