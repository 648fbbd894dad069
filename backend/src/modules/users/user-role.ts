// The roles belong to the signed-in user the request carries (common/auth); re-exported for the users module's importers.
export { UserRole } from '../../common/auth/user-role.js';
