/** Kept so code written against the old path still compiles; import '../user-role.js' instead. */
export { UserRole } from '../user-role.js';
